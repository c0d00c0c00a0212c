import { Decompress } from 'fzstd';

/** The first four bytes of every Zstandard frame. */
const MAGIC = [0x28, 0xb5, 0x2f, 0xfd];
/** Compressed bytes handed to the decompressor at a time, so the size cap is checked often. */
const STEP = 16 * 1024;

export class ZstdTooLarge extends Error {}

export function isZstd(bytes: Uint8Array): boolean {
  return MAGIC.every((byte, index) => bytes[index] === byte);
}

/**
 * Decompresses a Zstandard stream, stopping as soon as the output passes `maxBytes` (Anki writes
 * its frames without a declared size, so the cap is checked as the output grows).
 */
export function unzstd(bytes: Uint8Array, maxBytes: number): Uint8Array {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const stream = new Decompress((chunk) => {
    size += chunk.length;
    if (size > maxBytes) throw new ZstdTooLarge();
    chunks.push(chunk);
  });
  for (let at = 0; at < bytes.length; at += STEP) {
    stream.push(bytes.subarray(at, at + STEP), at + STEP >= bytes.length);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}
