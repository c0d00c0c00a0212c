/**
 * Embedded PostgreSQL (PGlite) on a worker thread, speaking the PostgreSQL wire protocol on a
 * local Unix socket, so the request thread talks to it with the same `pg` driver as to a
 * PostgreSQL server and never runs a query itself (issue #17 goal 5, ADR 0013).
 *
 * PGlite is one backend session: one client connection is served at a time (the app's pool
 * has exactly one); a second waits until the first closes, so statements of two sessions never
 * interleave. Started by pglite-thread.ts; keep this file free of app imports.
 */
import { mkdirSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { resolve } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

export interface PgliteWorkerData {
  dataDir: string;
  socketPath: string;
}

const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_3 = 196608;
const TERMINATE = 0x58; // 'X'

const { dataDir, socketPath } = workerData as PgliteWorkerData;
const inMemory = dataDir.startsWith('memory://');
const location = inMemory ? dataDir : resolve(dataDir, 'pglite');
// PGlite does not create missing parent folders itself.
if (!inMemory) mkdirSync(location, { recursive: true });
const db = new PGlite(location);
await db.waitReady;

/** Runs a batch of complete frontend messages; PGlite answers through `write`. */
async function run(message: Uint8Array, write: (data: Uint8Array) => void): Promise<void> {
  await db.runExclusive(() => db.execProtocolRawStream(message, { onRawData: write }));
}

let queue: Promise<void> = Promise.resolve();

/** Serves one client connection; resolves when it closes. */
function serve(socket: Socket): Promise<void> {
  return new Promise((done) => {
    let buffer: Buffer = Buffer.alloc(0);
    let started = false;
    let work: Promise<void> = Promise.resolve();
    // PGlite hands out views of its own memory, reused for the next chunk; a socket that is
    // not drained at once keeps the view, not the bytes, so each chunk is copied before queueing.
    const write = (data: Uint8Array) => {
      if (!socket.destroyed) socket.write(Buffer.from(data));
    };
    const consume = async () => {
      for (;;) {
        if (!started) {
          if (buffer.length < 8) return;
          const length = buffer.readInt32BE(0);
          const code = buffer.readInt32BE(4);
          if (buffer.length < length) return;
          const message = buffer.subarray(0, length);
          buffer = buffer.subarray(length);
          if (code === SSL_REQUEST) write(Buffer.from('N'));
          else if (code === PROTOCOL_3) {
            started = true;
            await run(message, write);
          } else if (code !== CANCEL_REQUEST) socket.destroy();
          continue;
        }
        // Every complete message in the buffer goes to PGlite in one call.
        let end = 0;
        while (buffer.length - end >= 5 && buffer.length - end >= 1 + buffer.readInt32BE(end + 1)) {
          if (buffer[end] === TERMINATE) break;
          end += 1 + buffer.readInt32BE(end + 1);
        }
        if (end > 0) {
          const batch = buffer.subarray(0, end);
          buffer = buffer.subarray(end);
          await run(batch, write);
          continue;
        }
        if (buffer.length > 0 && buffer[0] === TERMINATE) socket.end();
        return;
      }
    };
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => {
      buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
      work = work.then(consume).catch(() => {
        socket.destroy();
      });
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      // A client gone mid-transaction must not leave it open for the next one, nor its named
      // prepared statements: the next connection is a new driver client that prepares them again.
      void work
        .then(async () => {
          if (db.isInTransaction()) await db.exec('rollback');
          await db.exec('deallocate all');
        })
        .catch(() => undefined)
        .finally(done);
    });
  });
}

const server = createServer({ pauseOnConnect: true }, (socket) => {
  queue = queue.then(() => {
    socket.resume();
    return serve(socket);
  });
});
server.listen(socketPath, () => parentPort?.postMessage({ type: 'ready' }));

parentPort?.on('message', (message: { type: string }) => {
  if (message.type !== 'close') return;
  server.close();
  // Closing flushes PGlite's state to the data directory.
  void queue
    .then(() => db.close())
    .then(
      () => parentPort?.postMessage({ type: 'closed' }),
      (error: unknown) => parentPort?.postMessage({ type: 'closed', error: String(error) }),
    );
});
