/**
 * The frontend side of the PostgreSQL wire protocol, as far as the embedded database's worker
 * needs it to serve several client connections from PGlite's one backend session (ADR 0013):
 * cutting a connection's bytes into units that must run together, and giving each connection
 * its own prepared statement and portal names. Keep this file free of app imports: the worker
 * thread loads it.
 */

const SYNC = 0x53; // 'S'
const QUERY = 0x51; // 'Q'
const FLUSH = 0x48; // 'H'
const TERMINATE = 0x58; // 'X'
const PARSE = 0x50; // 'P'
const BIND = 0x42; // 'B'
const DESCRIBE = 0x44; // 'D'
const CLOSE = 0x43; // 'C'
const EXECUTE = 0x45; // 'E'
const SYNC_MESSAGE = Buffer.from([SYNC, 0, 0, 0, 4]);

/**
 * What runs as one piece on the shared session: an extended-protocol sequence up to its Sync
 * (or a Flush, after which the client waits for answers before it goes on), or one simple
 * query. `open` says the sequence is not finished: nothing else may run until it is.
 */
export interface Unit {
  messages: Buffer[];
  open: boolean;
}

/** Complete messages at the front of `buffer`, and the bytes left over (a partial message). */
export function takeMessages(buffer: Buffer): { messages: Buffer[]; rest: Buffer; terminated: boolean } {
  const messages: Buffer[] = [];
  let at = 0;
  while (buffer.length - at >= 5) {
    const length = buffer.readInt32BE(at + 1);
    if (length < 4) throw new Error('malformed frontend message');
    const end = at + 1 + length;
    if (buffer.length < end) break;
    if (buffer[at] === TERMINATE) return { messages, rest: Buffer.alloc(0), terminated: true };
    messages.push(buffer.subarray(at, end));
    at = end;
  }
  return { messages, rest: buffer.subarray(at), terminated: false };
}

/**
 * Groups a connection's messages into units, carrying an unfinished sequence over in `pending`
 * (the client has not sent its Sync yet).
 */
export function groupUnits(pending: Buffer[], messages: Buffer[]): { units: Unit[]; pending: Buffer[] } {
  const units: Unit[] = [];
  let current = pending;
  for (const message of messages) {
    current.push(message);
    const type = message[0];
    if (type === SYNC || type === QUERY || type === FLUSH) {
      units.push({ messages: current, open: type === FLUSH });
      current = [];
    }
  }
  return { units, pending: current };
}

/**
 * One connection's names for its prepared statements and portals on the shared session: each
 * name a client chooses maps to one no other connection uses (and that fits PostgreSQL's
 * 63-byte limit). The unnamed statement and portal stay unnamed: a unit that uses them runs
 * whole, so no other connection's unit can replace them in between.
 */
export function createSessionNames(connection: number) {
  const statements = new Map<string, string>();
  const portals = new Map<string, string>();
  const lookup = (map: Map<string, string>, kind: string, name: string) => {
    if (name === '') return name;
    let mapped = map.get(name);
    if (mapped === undefined) {
      mapped = `${kind}${connection}_${map.size}`;
      map.set(name, mapped);
    }
    return mapped;
  };
  return {
    statement: (name: string) => lookup(statements, 's', name),
    portal: (name: string) => lookup(portals, 'p', name),
    /** Close messages (then a Sync) freeing every name this connection used. */
    closeAll(): Buffer[] {
      const closes = [
        ...[...statements.values()].map((name) => closeMessage(0x53, name)),
        ...[...portals.values()].map((name) => closeMessage(0x50, name)),
      ];
      statements.clear();
      portals.clear();
      return closes.length > 0 ? [...closes, syncMessage()] : [];
    },
  };
}

export type SessionNames = ReturnType<typeof createSessionNames>;

/** A Sync message: ends an extended-protocol sequence. */
export function syncMessage(): Buffer {
  return Buffer.from(SYNC_MESSAGE);
}

/** A simple-protocol Query message. */
export function simpleQuery(text: string): Buffer {
  return message(QUERY, [cString(text)]);
}

function closeMessage(kind: number, name: string): Buffer {
  return message(CLOSE, [Buffer.from([kind]), cString(name)]);
}

function cString(text: string): Buffer {
  return Buffer.concat([Buffer.from(text, 'utf8'), Buffer.from([0])]);
}

function message(type: number, parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(5);
  head[0] = type;
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

/** The zero-terminated string at `at`, and where the bytes after it start. */
function readCString(buffer: Buffer, at: number): [string, number] {
  const end = buffer.indexOf(0, at);
  if (end === -1) throw new Error('malformed frontend message');
  return [buffer.toString('utf8', at, end), end + 1];
}

/** `message` with its statement and portal names mapped to the connection's own. */
export function renameMessage(original: Buffer, names: SessionNames): Buffer {
  const type = original[0];
  switch (type) {
    case PARSE: {
      const [name, rest] = readCString(original, 5);
      if (name === '') return original;
      return message(PARSE, [cString(names.statement(name)), original.subarray(rest)]);
    }
    case BIND: {
      const [portal, afterPortal] = readCString(original, 5);
      const [statement, rest] = readCString(original, afterPortal);
      if (portal === '' && statement === '') return original;
      return message(BIND, [
        cString(names.portal(portal)),
        cString(names.statement(statement)),
        original.subarray(rest),
      ]);
    }
    case DESCRIBE:
    case CLOSE: {
      const kind = original[5] as number;
      const [name, rest] = readCString(original, 6);
      if (name === '') return original;
      const mapped = kind === 0x53 ? names.statement(name) : names.portal(name);
      return message(type, [Buffer.from([kind]), cString(mapped), original.subarray(rest)]);
    }
    case EXECUTE: {
      const [portal, rest] = readCString(original, 5);
      if (portal === '') return original;
      return message(EXECUTE, [cString(names.portal(portal)), original.subarray(rest)]);
    }
    default:
      return original;
  }
}
