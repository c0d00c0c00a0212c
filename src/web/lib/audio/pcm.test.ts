import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base64ToInt16, floatToPcm16, int16ToBase64, pcm16ToFloat, samplesToMs } from './pcm';

describe('PCM16 and base64', () => {
  it('converts floats to 16-bit integers, clamping out-of-range samples', () => {
    expect([0, 1, -1, 0.5, -0.5, 2, -2].map(floatToPcm16)).toEqual([
      0, 32767, -32768, 16384, -16384, 32767, -32768,
    ]);
  });

  it('encodes little-endian bytes as base64', () => {
    expect(int16ToBase64(new Int16Array([1, -1, 256]))).toBe('AQD//wAB');
    expect([...base64ToInt16('AQD//wAB')]).toEqual([1, -1, 256]);
  });

  it('round-trips any samples through base64', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -32768, max: 32767 }), { maxLength: 70_000 }), (values) => {
        const samples = Int16Array.from(values);
        expect([...base64ToInt16(int16ToBase64(samples))]).toEqual(values);
      }),
      { numRuns: 30 },
    );
  });

  it('round-trips floats within one step', () => {
    for (const value of [0.25, -0.75, 0.999]) {
      expect(Math.abs(pcm16ToFloat(floatToPcm16(value)) - value)).toBeLessThan(1 / 32767);
    }
  });

  it('turns a sample offset into audio_end_ms at 24 kHz', () => {
    expect(samplesToMs(24_000)).toBe(1000);
    expect(samplesToMs(36_000)).toBe(1500);
    expect(samplesToMs(23)).toBe(0);
  });
});
