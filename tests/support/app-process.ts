import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * The command that runs the production server. One constant, so switching to the built
 * `node dist/server/main.js` is a one-line change for every bench and test that starts the app.
 */
export const APP_COMMAND: readonly string[] = ['--import', 'tsx', 'src/server/main.ts'];
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface AppProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Lines the process wrote, for a failing test's message. */
  output(): string;
  /** SIGTERM (graceful: in-flight requests finish, the database is closed), then waits for exit. */
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Starts the app as its own Node process on a free loopback port; resolves once /healthz answers. */
export async function startAppProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<AppProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [...APP_COMMAND], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      AUTH_SECRET: 'app-process-secret-0123456789abcdef0123',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`app exited with ${child.exitCode}:\n${log}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`app did not become healthy within ${timeoutMs} ms:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    port,
    child,
    output: () => log,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
