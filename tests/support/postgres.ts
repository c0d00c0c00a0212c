import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A throwaway PostgreSQL cluster for the integration tests: initialised in a temporary folder
 * with the installed server binaries (Debian's `postgresql` is installed with apt-get when
 * missing and we are root), started on a free loopback port, removed at the end.
 */
export interface ThrowawayPostgres {
  url: string;
  stop(): Promise<void>;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function findBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const dir = join(root, version, 'bin');
      if (existsSync(join(dir, 'initdb'))) return dir;
    }
  }
  try {
    const initdb = execFileSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).trim();
    return initdb ? initdb.replace(/\/initdb$/, '') : undefined;
  } catch {
    return undefined;
  }
}

function installPostgres(): void {
  if (!isRoot()) {
    throw new Error(
      'PostgreSQL server binaries were not found. Install them (Debian: `sudo apt-get install postgresql`) or set TEST_DATABASE_URL.',
    );
  }
  console.log('[tests] installing PostgreSQL with apt-get…');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'postgresql'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

function freePort(): Promise<number> {
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

/** PostgreSQL refuses to run as root, so as root the cluster belongs to the `postgres` user. */
function asServerUser(command: string, args: string[]): [string, string[]] {
  return isRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

async function waitForReady(binDir: string, port: number, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`PostgreSQL exited with code ${child.exitCode}`);
    try {
      execFileSync(join(binDir, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error('PostgreSQL did not become ready within 10 seconds');
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  let binDir: string | undefined = findBinDir();
  if (!binDir) {
    installPostgres();
    binDir = findBinDir();
    if (!binDir) throw new Error('PostgreSQL was installed but initdb is still missing');
  }
  const dir = mkdtempSync(join(tmpdir(), 'charla-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = join(dir, 'data');
  if (isRoot()) execFileSync('chown', ['postgres', dir]);
  const [initCmd, initArgs] = asServerUser(join(binDir, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  execFileSync(initCmd, initArgs, { stdio: 'ignore' });
  const port = await freePort();
  const [cmd, args] = asServerUser(join(binDir, 'postgres'), [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    // A throwaway cluster: durability settings off for speed.
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'max_connections=200',
  ]);
  const child = spawn(cmd, args, { stdio: 'ignore' });
  await waitForReady(binDir, port, child);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        // runuser does not pass signals on, so ask the server itself to stop.
        const [stopCmd, stopArgs] = asServerUser(join(binDir, 'pg_ctl'), [
          'stop',
          '-D',
          dataDir,
          '-m',
          'immediate',
          '-w',
        ]);
        try {
          execFileSync(stopCmd, stopArgs, { stdio: 'ignore' });
        } catch {
          child.kill('SIGKILL');
        }
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
