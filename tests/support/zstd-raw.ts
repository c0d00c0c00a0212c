/**
 * A Zstandard encoder that does not compress: one frame of raw blocks, as the Zstandard format (RFC 8878) describes it. Enough
 * to build the zstd-compressed parts of an Anki 2.1.50+ package in tests without a compressor.
 */

const MAGIC = [0x28, 0xb5, 0x2f, 0xfd];
/** The largest block the format allows. */
const BLOCK_MAX = 128 * 1024;

/**
 * `data` as one zstd frame. By default the frame is single-segment and declares its size (4-byte
 * Frame_Content_Size); `declareSize: false` writes a window descriptor instead and no size, as a
 * streaming encoder (Anki's) does.
 */
export function zstdRaw(data: Uint8Array, { declareSize = true } = {}): Uint8Array {
  const header: number[] = [...MAGIC];
  if (declareSize) {
    // Frame_Content_Size_flag 2 (4 bytes), Single_Segment_flag set.
    header.push(
      0xa0,
      data.length & 0xff,
      (data.length >>> 8) & 0xff,
      (data.length >>> 16) & 0xff,
      (data.length >>> 24) & 0xff,
    );
  } else {
    // No size; a window of 2^(10 + 7) = 128 KiB, which holds any raw block.
    header.push(0x00, 7 << 3);
  }
  const blockCount = Math.max(1, Math.ceil(data.length / BLOCK_MAX));
  const out = new Uint8Array(header.length + blockCount * 3 + data.length);
  out.set(header);
  let write = header.length;
  for (let block = 0; block < blockCount; block += 1) {
    const from = block * BLOCK_MAX;
    const size = Math.min(BLOCK_MAX, data.length - from);
    const last = block === blockCount - 1 ? 1 : 0;
    // Block header: Last_Block bit, Block_Type 0 (raw) in bits 1-2, Block_Size in the top 21 bits.
    const value = last | (size << 3);
    out.set([value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff], write);
    out.set(data.subarray(from, from + size), write + 3);
    write += 3 + size;
  }
  return out;
}
