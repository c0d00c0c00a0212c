import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startWorkerScript } from '../lib/worker-script';
import type { PgliteWorkerData } from './pglite-worker';

/** PostgreSQL's socket file name for a port; `pg` finds it from host = folder, port. */
const SOCKET_PORT = 5432;

export interface PgliteThread {
  /** Folder holding the socket: pass as `host` with port 5432 to `pg`. */
  socketDir: string;
  socketPort: number;
  /** Closes PGlite (flushing it to the data directory), then ends the thread. */
  close(): Promise<void>;
}

/** Starts embedded PostgreSQL on its own thread, serving the wire protocol on a Unix socket. */
export async function startPgliteThread(dataDir: string): Promise<PgliteThread> {
  const socketDir = mkdtempSync(join(tmpdir(), 'charla-db-'));
  const worker = startWorkerScript(import.meta.url, 'pglite-worker', {
    workerData: {
      dataDir,
      socketPath: join(socketDir, `.s.PGSQL.${SOCKET_PORT}`),
    } satisfies PgliteWorkerData,
  });
  let closing = false;
  const exited = new Promise<number>((resolve) => worker.once('exit', resolve));
  try {
    await new Promise<void>((resolve, reject) => {
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the database thread exited with ${code}`)));
      worker.once('message', () => resolve());
    });
  } catch (error) {
    rmSync(socketDir, { recursive: true, force: true });
    throw error;
  }
  worker.on('error', (error) => {
    // The pool's next query fails and /readyz answers 503; the log says why.
    console.error('the embedded database thread failed', error);
  });
  return {
    socketDir,
    socketPort: SOCKET_PORT,
    close: async () => {
      if (closing) return;
      closing = true;
      const closed = new Promise<{ error?: string }>((resolve) =>
        worker.on('message', (message: { type: string; error?: string }) => {
          if (message.type === 'closed') resolve(message);
        }),
      );
      worker.postMessage({ type: 'close' });
      const result = await Promise.race([closed, exited.then(() => ({ error: 'exited' }))]);
      await worker.terminate();
      rmSync(socketDir, { recursive: true, force: true });
      if (result.error && result.error !== 'exited') throw new Error(result.error);
    },
  };
}
