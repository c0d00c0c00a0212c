/**
 * The `media` entry of an Anki package: which zip entry holds which media file. Packages before
 * Anki 2.1.50 hold a JSON object (`{"0": "hola.mp3"}`); later ones a protobuf `MediaEntries`
 * (repeated `MediaEntry { string name = 1; uint32 size = 2; bytes sha1 = 3; optional uint32
 * legacy_zip_filename = 4 }`), usually zstd-compressed, where an entry without
 * `legacy_zip_filename` lives in the zip entry named by its position.
 */
import { isZstd, unzstd } from './zstd';

/** The media list is a few bytes per file: a megabyte is thousands of files. */
const MEDIA_LIST_MAX_BYTES = 4 * 1024 * 1024;

class Reader {
  at = 0;
  constructor(private readonly bytes: Uint8Array) {}
  get done(): boolean {
    return this.at >= this.bytes.length;
  }
  varint(): number {
    let value = 0;
    for (let shift = 0; shift < 64; shift += 7) {
      const byte = this.bytes[this.at++];
      if (byte === undefined) throw new Error('truncated varint');
      // Values past 2^53 are not ours to keep; sizes and names fit well below.
      value += (byte & 0x7f) * 2 ** shift;
      if ((byte & 0x80) === 0) return value;
    }
    throw new Error('varint too long');
  }
  take(length: number): Uint8Array {
    if (this.at + length > this.bytes.length) throw new Error('truncated field');
    const out = this.bytes.subarray(this.at, this.at + length);
    this.at += length;
    return out;
  }
  /** Skips a field of this wire type (only the kinds a protobuf message may hold). */
  skip(wireType: number): void {
    if (wireType === 0) this.varint();
    else if (wireType === 1) this.take(8);
    else if (wireType === 2) this.take(this.varint());
    else if (wireType === 5) this.take(4);
    else throw new Error(`wire type ${wireType}`);
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function mediaEntry(bytes: Uint8Array): { name: string; legacyZipName: number | null } {
  const reader = new Reader(bytes);
  let name = '';
  let legacyZipName: number | null = null;
  while (!reader.done) {
    const key = reader.varint();
    const field = Math.floor(key / 8);
    const wireType = key % 8;
    if (field === 1 && wireType === 2) name = utf8.decode(reader.take(reader.varint()));
    else if (field === 4 && wireType === 0) legacyZipName = reader.varint();
    else reader.skip(wireType);
  }
  return { name, legacyZipName };
}

function fromProtobuf(bytes: Uint8Array): Map<string, string> {
  const files = new Map<string, string>();
  const reader = new Reader(bytes);
  let index = 0;
  while (!reader.done) {
    const key = reader.varint();
    if (key !== ((1 << 3) | 2)) {
      reader.skip(key % 8);
      continue;
    }
    const entry = mediaEntry(reader.take(reader.varint()));
    if (entry.name) files.set(String(entry.legacyZipName ?? index), entry.name);
    index += 1;
  }
  return files;
}

function fromJson(text: string): Map<string, string> {
  const parsed: unknown = JSON.parse(text);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not a media map');
  return new Map(
    Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * The media files of a package, by the name of the zip entry that holds each. An unreadable
 * list gives no media rather than refusing the words.
 */
export function readMediaMap(raw: Uint8Array | undefined): Map<string, string> {
  if (!raw || raw.length === 0) return new Map();
  try {
    const bytes = isZstd(raw) ? unzstd(raw, MEDIA_LIST_MAX_BYTES) : raw;
    // A JSON object opens with "{"; a protobuf MediaEntries with field 1's key (0x0a).
    return bytes[0] === 0x7b ? fromJson(utf8.decode(bytes)) : fromProtobuf(bytes);
  } catch {
    return new Map();
  }
}
