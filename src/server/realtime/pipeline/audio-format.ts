/**
 * Audio formats at the pipeline's edges: the realtime protocol carries 24 kHz mono PCM16
 * (product.md#realtime-protocol, product.md#limits); speech-to-text servers take a WAV file; speech servers answer with raw
 * PCM or WAV at their own rate, which is resampled to 24 kHz while it streams.
 */

/** The session's audio rate (product.md#realtime-protocol: playback 24000 Hz; the recorder streams 24 kHz). */
export const SESSION_SAMPLE_RATE = 24_000;

/** Mono PCM16 samples as a WAV file (what `/audio/transcriptions` accepts). */
export function pcm16ToWav(samples: Int16Array, sampleRate = SESSION_SAMPLE_RATE): Buffer {
  const data = samples.byteLength;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28); // byte rate
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data, 40);
  return Buffer.concat([header, Buffer.from(samples.buffer, samples.byteOffset, data)]);
}

/** Little-endian PCM16 bytes to samples; an odd trailing byte is returned to be carried over. */
export function bytesToInt16(bytes: Buffer): { samples: Int16Array; rest: Buffer } {
  const even = bytes.length - (bytes.length % 2);
  const samples = new Int16Array(even / 2);
  for (let i = 0; i < samples.length; i += 1) samples[i] = bytes.readInt16LE(i * 2);
  return { samples, rest: bytes.subarray(even) };
}

/**
 * Linear-interpolation resampler to 24 kHz mono that keeps its position across chunks, so a
 * stream cut anywhere resamples as if it were one piece (no clicks at chunk boundaries).
 */
export class StreamResampler {
  /** Outputs made so far and inputs consumed before the current chunk: integers, so chunking never drifts. */
  private produced = 0;
  private consumed = 0;
  private previous = 0;

  constructor(
    readonly inputRate: number,
    readonly channels = 1,
  ) {
    if (!Number.isInteger(inputRate) || inputRate <= 0 || !(channels >= 1))
      throw new Error(`Unsupported audio: ${inputRate} Hz`);
  }

  /** Interleaved PCM16 at the input rate in, 24 kHz mono out. */
  push(interleaved: Int16Array): Int16Array {
    const mono = this.toMono(interleaved);
    if (this.inputRate === SESSION_SAMPLE_RATE) return mono;
    const out: number[] = [];
    // Sample index -1 is the last sample of the previous chunk.
    const at = (index: number) => (index < 0 ? this.previous : (mono[index] as number));
    const last = mono.length - 1;
    for (;;) {
      // Output n sits at input position n * inputRate / 24000, here relative to this chunk.
      const scaled = this.produced * this.inputRate - this.consumed * SESSION_SAMPLE_RATE;
      const base = Math.floor(scaled / SESSION_SAMPLE_RATE);
      const remainder = scaled - base * SESSION_SAMPLE_RATE;
      if (base > last || (remainder > 0 && base + 1 > last)) break; // needs the next chunk
      const fraction = remainder / SESSION_SAMPLE_RATE;
      out.push(Math.round(at(base) + (remainder > 0 ? (at(base + 1) - at(base)) * fraction : 0)));
      this.produced += 1;
    }
    if (mono.length > 0) {
      this.previous = mono[last] as number;
      this.consumed += mono.length;
    }
    return Int16Array.from(out);
  }

  /** The end of the stream: outputs that were waiting for a next sample take the last one. */
  flush(): Int16Array {
    if (this.inputRate === SESSION_SAMPLE_RATE || this.consumed === 0) return new Int16Array(0);
    const out: number[] = [];
    while (this.produced * this.inputRate < this.consumed * SESSION_SAMPLE_RATE) {
      out.push(this.previous);
      this.produced += 1;
    }
    return Int16Array.from(out);
  }

  private toMono(interleaved: Int16Array): Int16Array {
    if (this.channels === 1) return interleaved;
    const frames = Math.floor(interleaved.length / this.channels);
    const mono = new Int16Array(frames);
    for (let frame = 0; frame < frames; frame += 1) {
      let sum = 0;
      for (let c = 0; c < this.channels; c += 1) sum += interleaved[frame * this.channels + c] as number;
      mono[frame] = Math.round(sum / this.channels);
    }
    return mono;
  }
}

/** What a WAV header says about the samples that follow. */
export interface WavFormat {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
}

/**
 * Reads a WAV stream chunk by chunk: the header first (however it is split), then the PCM16
 * data as it arrives. Speech servers stream WAV with a placeholder data length, so the data
 * chunk is read to the end of the stream rather than to its declared size.
 */
export class WavStreamDecoder {
  private header = Buffer.alloc(0);
  private carry = Buffer.alloc(0);
  format: WavFormat | null = null;

  /** Bytes in; PCM16 samples of the data chunk out (empty while the header is still arriving). */
  push(bytes: Buffer): Int16Array {
    if (this.format) return this.samples(bytes);
    this.header = Buffer.concat([this.header, bytes]);
    if (this.header.length > 1 << 16)
      throw new Error('The speech service sent a WAV header that is too long.');
    if (this.header.length < 12) return new Int16Array(0);
    if (this.header.toString('ascii', 0, 4) !== 'RIFF' || this.header.toString('ascii', 8, 12) !== 'WAVE')
      throw new Error('The speech service did not send a WAV file.');
    let offset = 12;
    let format: WavFormat | null = null;
    while (offset + 8 <= this.header.length) {
      const id = this.header.toString('ascii', offset, offset + 4);
      const size = this.header.readUInt32LE(offset + 4);
      const body = offset + 8;
      if (id === 'data') {
        if (!format) throw new Error('The WAV file has no format chunk before its data.');
        this.format = format;
        const rest = this.header.subarray(body);
        this.header = Buffer.alloc(0);
        return this.samples(rest);
      }
      if (body + size > this.header.length) return new Int16Array(0); // chunk not complete yet
      if (id === 'fmt ') {
        const encoding = this.header.readUInt16LE(body);
        format = {
          channels: this.header.readUInt16LE(body + 2),
          sampleRate: this.header.readUInt32LE(body + 4),
          bitsPerSample: this.header.readUInt16LE(body + 14),
        };
        if ((encoding !== 1 && encoding !== 0xfffe) || format.bitsPerSample !== 16)
          throw new Error('The speech service sent WAV audio that is not 16-bit PCM.');
      }
      offset = body + size + (size % 2);
    }
    return new Int16Array(0);
  }

  private samples(bytes: Buffer): Int16Array {
    const { samples, rest } = bytesToInt16(this.carry.length ? Buffer.concat([this.carry, bytes]) : bytes);
    this.carry = Buffer.from(rest);
    return samples;
  }
}
