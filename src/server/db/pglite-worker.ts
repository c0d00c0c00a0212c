/**
 * Embedded PostgreSQL (PGlite) on a worker thread, speaking the PostgreSQL wire protocol on a
 * local Unix socket, so the request thread talks to it with the same `pg` driver as to a
 * PostgreSQL server and never runs a query itself (ADR 0013).
 *
 * PGlite is one backend session, shared by every client connection. Each connection's messages
 * run in whole units (up to a Sync, or one simple query) in the order they arrive, so the worker
 * never waits for the request thread while another connection has a statement ready. While a
 * connection has a transaction open (or an unfinished sequence), only its units run: statements
 * of two transactions never interleave. Each connection's prepared statements get names of its
 * own. Started by pglite-thread.ts; keep this file free of app imports.
 */
import { mkdirSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { resolve } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import {
  createSessionNames,
  groupUnits,
  renameMessage,
  simpleQuery,
  syncMessage,
  takeMessages,
  type SessionNames,
} from './pglite-protocol';

export interface PgliteWorkerData {
  dataDir: string;
  socketPath: string;
}

const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_3 = 196608;

const { dataDir, socketPath } = workerData as PgliteWorkerData;
const inMemory = dataDir.startsWith('memory://');
const location = inMemory ? dataDir : resolve(dataDir, 'pglite');
// PGlite does not create missing parent folders itself.
if (!inMemory) mkdirSync(location, { recursive: true });
const db = new PGlite(location);
await db.waitReady;

interface Connection {
  socket: Socket;
  names: SessionNames;
}

/** A unit of one connection to run on the session, or the clean-up after it closed. */
type Task =
  | { connection: Connection; kind: 'run'; bytes: Uint8Array; open: boolean }
  | { connection: Connection; kind: 'closed' };

const tasks: Task[] = [];
/** The connection with a transaction or a sequence open: only its tasks may run. */
let owner: Connection | null = null;
let pumping = false;

/**
 * PGlite hands out views of its own memory, reused for the next chunk; a socket that is not
 * drained at once keeps the view, not the bytes, so each chunk is copied.
 */
function writerFor(socket: Socket) {
  return (data: Uint8Array) => {
    if (!socket.destroyed) socket.write(Buffer.from(data));
  };
}

async function perform(task: Task): Promise<void> {
  const { connection } = task;
  if (task.kind === 'run') {
    const write = writerFor(connection.socket);
    try {
      await db.execProtocolRawStream(task.bytes, { onRawData: write });
    } catch {
      connection.socket.destroy();
    }
    owner = task.open || db.isInTransaction() ? connection : null;
    return;
  }
  // A client gone mid-transaction must not leave it open for the others, nor its statements.
  const cleanUp: Buffer[] = [];
  if (owner === connection) {
    owner = null;
    // The Sync ends a sequence left unfinished; the rollback, a transaction left open.
    cleanUp.push(syncMessage(), simpleQuery('rollback'));
  }
  cleanUp.push(...connection.names.closeAll());
  if (cleanUp.length > 0) {
    await db
      .execProtocolRawStream(Buffer.concat(cleanUp), { onRawData: () => undefined })
      .catch(() => undefined);
  }
}

/** Runs queued tasks in arrival order, skipping other connections' while one owns the session. */
async function pump(): Promise<void> {
  if (pumping) return;
  pumping = true;
  try {
    for (;;) {
      const index = owner ? tasks.findIndex((task) => task.connection === owner) : tasks.length > 0 ? 0 : -1;
      if (index === -1) return;
      const [task] = tasks.splice(index, 1);
      await db.runExclusive(() => perform(task as Task));
    }
  } finally {
    pumping = false;
  }
}

function enqueue(task: Task): void {
  tasks.push(task);
  void pump();
}

let connections = 0;

/** Cuts one client connection's bytes into tasks. */
function serve(socket: Socket): void {
  const connection: Connection = { socket, names: createSessionNames((connections += 1)) };
  let buffer: Buffer = Buffer.alloc(0);
  let started = false;
  let pending: Buffer[] = [];
  socket.setNoDelay(true);
  socket.on('data', (chunk: Buffer) => {
    buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
    if (!started) {
      if (buffer.length < 8) return;
      const length = buffer.readInt32BE(0);
      const code = buffer.readInt32BE(4);
      if (buffer.length < length) return;
      const startup = buffer.subarray(0, length);
      buffer = buffer.subarray(length);
      if (code === SSL_REQUEST) {
        socket.write(Buffer.from('N'));
        return;
      }
      if (code !== PROTOCOL_3) {
        if (code !== CANCEL_REQUEST) socket.destroy();
        return;
      }
      started = true;
      enqueue({ connection, kind: 'run', bytes: Buffer.from(startup), open: false });
    }
    let taken;
    let grouped;
    try {
      taken = takeMessages(buffer);
      grouped = groupUnits(
        pending,
        taken.messages.map((message) => renameMessage(message, connection.names)),
      );
    } catch {
      // Not the protocol: the connection goes, the session and the others stay.
      socket.destroy();
      return;
    }
    buffer = taken.rest;
    pending = grouped.pending;
    for (const unit of grouped.units) {
      enqueue({ connection, kind: 'run', bytes: Buffer.concat(unit.messages), open: unit.open });
    }
    if (taken.terminated) socket.end();
  });
  socket.on('error', () => socket.destroy());
  socket.on('close', () => enqueue({ connection, kind: 'closed' }));
}

const server = createServer(serve);
server.listen(socketPath, () => parentPort?.postMessage({ type: 'ready' }));

parentPort?.on('message', (message: { type: string }) => {
  if (message.type !== 'close') return;
  server.close();
  // Closing flushes PGlite's state to the data directory, once the queued work has run.
  const closing = async () => {
    while (tasks.length > 0 || pumping) await new Promise((resolve) => setTimeout(resolve, 5));
    await db.close();
  };
  closing().then(
    () => parentPort?.postMessage({ type: 'closed' }),
    (error: unknown) => parentPort?.postMessage({ type: 'closed', error: String(error) }),
  );
});
