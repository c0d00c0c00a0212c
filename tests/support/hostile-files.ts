/**
 * Import files made to hurt a server that reads them on its request thread,
 * for the import-stall tests and bench/import-stall.ts. Each is small on the wire.
 */
import { crc32, deflateRawSync } from 'node:zlib';
import { zipSync } from 'fflate';
import { sqlite } from '../../src/server/modules/vocabulary/transfer/sqlite';
import { ANKI_SCHEMA } from '../../src/server/modules/vocabulary/transfer/anki-schema';

/** A collection.anki2 made of `sql`, with the Anki tables it does not define itself. */
async function collection(sql: string, withCol = true): Promise<Uint8Array> {
  const SQL = await sqlite();
  const db = new SQL.Database();
  try {
    if (withCol)
      db.exec(
        'CREATE TABLE col (id integer primary key); CREATE TABLE cards (id integer primary key, nid integer);',
      );
    db.exec(sql);
    return db.export();
  } finally {
    db.close();
  }
}

/** `notes` is a recursive view of `rows` rows: reading it runs the recursion. */
export async function recursiveViewApkg(rows: number): Promise<Uint8Array> {
  const db = await collection(
    `CREATE VIEW notes AS WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r WHERE i < ${rows})
     SELECT i AS id, 'palabra' || i || char(31) || 'word' AS flds, '' AS tags FROM r`,
  );
  return zipSync({ 'collection.anki2': db });
}

/** `notes` is a table whose `flds` is a generated column: computed on every read. */
export async function generatedColumnApkg(): Promise<Uint8Array> {
  const db = await collection(
    `CREATE TABLE notes (id integer primary key, tags text, seed text,
       flds text GENERATED ALWAYS AS (seed || char(31) || hex(zeroblob(1000000))));
     INSERT INTO notes (id, tags, seed) VALUES (1, '', 'hola');`,
  );
  return zipSync({ 'collection.anki2': db });
}

/** A real two-word Anki collection: the part a hostile package wraps. */
export async function twoWordCollection(): Promise<Uint8Array> {
  const SQL = await sqlite();
  const db = new SQL.Database();
  try {
    db.exec(ANKI_SCHEMA);
    db.run("INSERT INTO col VALUES (1, 0, 0, 0, 11, 0, 0, 0, '{}', '{}', '{}', '{}', '{}')");
    db.run("INSERT INTO notes VALUES (1, 'g1', 1, 0, -1, '', 'perro\x1fdog', 'perro', 0, 0, '')");
    db.run("INSERT INTO notes VALUES (2, 'g2', 1, 0, -1, '', 'gato\x1fcat', 'gato', 0, 0, '')");
    return db.export();
  } finally {
    db.close();
  }
}

interface RawEntry {
  name: string;
  /** Deflated bytes. */
  data: Uint8Array;
  crc: number;
  size: number;
  /** The uncompressed size the headers declare (a zip bomb may lie). */
  declared?: number;
}

/** A zip of already-deflated entries, so one deflated stream can be stored many times cheaply. */
function zipOf(entries: readonly RawEntry[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const declared = entry.declared ?? entry.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.crc >>> 0, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, Buffer.from(entry.data));
    centrals.push(central, name);
    offset += 30 + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

function zeros(size: number, name: string, declared?: number): RawEntry {
  const plain = Buffer.alloc(size);
  return { name, data: deflateRawSync(plain, { level: 9 }), crc: crc32(plain), size, declared };
}

function stored(name: string, bytes: Uint8Array): RawEntry {
  return { name, data: deflateRawSync(bytes), crc: crc32(bytes), size: bytes.length };
}

/** A valid two-word package carrying `count` media entries of `size` zero bytes each. */
export async function heavyMediaApkg(count: number, size: number): Promise<Uint8Array> {
  const media = zeros(size, '0');
  return zipOf([
    stored('collection.anki2', await twoWordCollection()),
    stored('media', Buffer.from('{}')),
    ...Array.from({ length: count }, (_, index) => ({ ...media, name: String(index) })),
  ]);
}

/** The collection itself is a zip bomb: `size` zero bytes, declared as `declared` (a lie, if smaller). */
export function bombApkg(size: number, declared = size): Uint8Array {
  return zipOf([zeros(size, 'collection.anki2', declared)]);
}

/** A CSV of `rows` word rows. */
export function manyRowsCsv(rows: number): string {
  return `word,translation\n${'hola,hello\n'.repeat(rows)}`;
}

/** A CSV whose one field holds `size` characters. */
export function hugeFieldCsv(size: number): string {
  return `word,translation\nhola,"${'x'.repeat(size)}"\n`;
}
