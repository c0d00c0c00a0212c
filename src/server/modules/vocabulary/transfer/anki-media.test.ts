import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { mediaEntries } from '../../../../../tests/support/anki-packages';
import { zstdRaw } from '../../../../../tests/support/zstd-raw';
import { readMediaMap } from './anki-media';
import { isZstd, unzstd, ZstdTooLarge } from './zstd';

describe('readMediaMap', () => {
  it('reads the legacy JSON map', () => {
    expect(readMediaMap(strToU8('{"0":"hola.mp3","1":"gato.jpg"}'))).toEqual(
      new Map([
        ['0', 'hola.mp3'],
        ['1', 'gato.jpg'],
      ]),
    );
  });

  it('reads protobuf MediaEntries, plain or zstd-compressed, each file in the entry named by its position', () => {
    const entries = mediaEntries([
      ['hola.mp3', new Uint8Array(300)],
      ['ñandú.ogg', new Uint8Array(3)],
    ]);
    const expected = new Map([
      ['0', 'hola.mp3'],
      ['1', 'ñandú.ogg'],
    ]);
    expect(readMediaMap(entries)).toEqual(expected);
    expect(readMediaMap(zstdRaw(entries))).toEqual(expected);
  });

  it('uses legacy_zip_filename when an entry has one, and skips fields it does not know', () => {
    // MediaEntry { name: "a.mp3", legacy_zip_filename: 7, unknown field 9 (varint) }
    const entry = [0x0a, 5, ...strToU8('a.mp3'), 0x20, 7, 0x48, 1];
    expect(readMediaMap(Uint8Array.from([0x0a, entry.length, ...entry]))).toEqual(new Map([['7', 'a.mp3']]));
  });

  it('gives no media for a missing, empty or broken list', () => {
    expect(readMediaMap(undefined).size).toBe(0);
    expect(readMediaMap(new Uint8Array()).size).toBe(0);
    expect(readMediaMap(strToU8('{"0": 5, broken')).size).toBe(0);
    expect(readMediaMap(Uint8Array.from([0x0a, 50, 1])).size).toBe(0);
  });
});

describe('unzstd', () => {
  const data = Uint8Array.from({ length: 300_000 }, (_v, index) => index % 251);

  it('reads frames with and without a declared size, over several blocks', () => {
    for (const declareSize of [true, false]) {
      const frame = zstdRaw(data, { declareSize });
      expect(isZstd(frame)).toBe(true);
      const out = unzstd(frame, 1_000_000);
      // Compared as buffers: element by element, 300,000 bytes take vitest seconds.
      expect(out.length).toBe(data.length);
      expect(Buffer.from(out).equals(Buffer.from(data))).toBe(true);
    }
    expect(isZstd(data)).toBe(false);
  });

  it('stops once the output passes the cap', () => {
    expect(() => unzstd(zstdRaw(data, { declareSize: false }), 200_000)).toThrow(ZstdTooLarge);
  });
});
