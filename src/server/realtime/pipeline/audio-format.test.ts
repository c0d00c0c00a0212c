import { describe, expect, it } from 'vitest';
import { StreamResampler, WavStreamDecoder, bytesToInt16, pcm16ToWav } from './audio-format';

const ramp = (n: number, step = 5) => Int16Array.from({ length: n }, (_, i) => i * step);

describe('pcm16ToWav', () => {
  it('writes a 44-byte RIFF header for mono 16-bit PCM at the given rate', () => {
    const wav = pcm16ToWav(Int16Array.from([1, -1, 300]), 24_000);
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.readUInt32LE(4)).toBe(36 + 6);
    expect(wav.toString('ascii', 8, 16)).toBe('WAVEfmt ');
    expect(wav.readUInt16LE(22)).toBe(1);
    expect(wav.readUInt32LE(24)).toBe(24_000);
    expect(wav.readUInt32LE(28)).toBe(48_000);
    expect(wav.readUInt32LE(40)).toBe(6);
    expect([wav.readInt16LE(44), wav.readInt16LE(46), wav.readInt16LE(48)]).toEqual([1, -1, 300]);
  });
});

describe('bytesToInt16', () => {
  it('keeps an odd trailing byte for the next chunk', () => {
    const { samples, rest } = bytesToInt16(Buffer.from([0x01, 0x00, 0xff]));
    expect([...samples]).toEqual([1]);
    expect([...rest]).toEqual([0xff]);
  });
});

describe('StreamResampler', () => {
  it('passes 24 kHz mono through unchanged', () => {
    const input = ramp(100);
    expect([...new StreamResampler(24_000).push(input)]).toEqual([...input]);
  });

  it.each([16_000, 22_050, 44_100, 48_000])(
    'turns %i Hz into 24 kHz with the right length, whatever the chunking',
    (rate) => {
      const input = ramp(rate / 10); // 100 ms
      const whole = new StreamResampler(rate).push(input);
      const chunked = new StreamResampler(rate);
      const pieces: number[] = [];
      for (let at = 0; at < input.length; at += 37) pieces.push(...chunked.push(input.subarray(at, at + 37)));
      expect(Math.abs(whole.length - 2400)).toBeLessThanOrEqual(1);
      expect(pieces).toEqual([...whole]);
      // A ramp stays a ramp: linear interpolation keeps every value on the line.
      const slope = (5 * rate) / 24_000;
      whole.forEach((value, i) => expect(Math.abs(value - i * slope)).toBeLessThanOrEqual(1));
    },
  );

  it('mixes stereo down to mono', () => {
    const stereo = Int16Array.from([100, 300, -200, 0]);
    expect([...new StreamResampler(24_000, 2).push(stereo)]).toEqual([200, -100]);
  });
});

describe('WavStreamDecoder', () => {
  it('reads the header split across chunks, skips extra chunks and streams the data', () => {
    const data = Int16Array.from([5, -6, 7, -8]);
    const wav = pcm16ToWav(data, 16_000);
    // A LIST chunk between fmt and data, as some servers write.
    const list = Buffer.concat([Buffer.from('LIST'), Buffer.from([4, 0, 0, 0]), Buffer.from('INFO')]);
    const withList = Buffer.concat([wav.subarray(0, 36), list, wav.subarray(36)]);
    const decoder = new WavStreamDecoder();
    const out: number[] = [];
    for (let at = 0; at < withList.length; at += 7) out.push(...decoder.push(withList.subarray(at, at + 7)));
    expect(decoder.format).toEqual({ sampleRate: 16_000, channels: 1, bitsPerSample: 16 });
    expect(out).toEqual([5, -6, 7, -8]);
  });

  it('refuses what is not 16-bit PCM WAV', () => {
    expect(() => new WavStreamDecoder().push(Buffer.from('ID3\u0004 not a wav file at all'))).toThrow(
      /not send a WAV/,
    );
    const float = pcm16ToWav(Int16Array.from([1]));
    float.writeUInt16LE(3, 20);
    expect(() => new WavStreamDecoder().push(float)).toThrow(/16-bit PCM/);
  });
});
