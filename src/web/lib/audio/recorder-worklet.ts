/**
 * AudioWorklet that captures the microphone for the voice session: it resamples the context's
 * rate to 24 kHz, converts to PCM16 and posts chunks of CHUNK_SAMPLES to the main thread.
 * Runs in the AudioWorkletGlobalScope, so it declares the few globals it uses.
 */
import { floatToPcm16, PCM_SAMPLE_RATE } from './pcm';

declare const sampleRate: number;
declare function registerProcessor(name: string, processor: new () => AudioWorkletProcessor): void;
declare abstract class AudioWorkletProcessor {
  readonly port: MessagePort;
  abstract process(inputs: Float32Array[][], outputs: Float32Array[][]): boolean;
}

const TARGET_RATE = PCM_SAMPLE_RATE;
/** 8192 bytes of PCM16 per chunk (product.md#realtime-protocol). */
const CHUNK_SAMPLES = 4096;

class RecorderProcessor extends AudioWorkletProcessor {
  private recording = false;
  private readonly ratio = sampleRate / TARGET_RATE;
  private position = 0; // fractional read position in the input stream, for resampling
  private last = 0;
  private chunk = new Int16Array(CHUNK_SAMPLES);
  private filled = 0;

  constructor() {
    super();
    this.port.onmessage = (message: MessageEvent<{ event: string }>) => {
      if (message.data.event === 'start') {
        this.recording = true;
        this.port.postMessage({ event: 'started' });
      } else if (message.data.event === 'stop') {
        this.recording = false;
        this.flush();
        this.port.postMessage({ event: 'stopped' });
      }
    };
  }

  private flush(): void {
    if (this.filled === 0) return;
    const data = this.chunk.slice(0, this.filled);
    this.port.postMessage({ event: 'chunk', data }, [data.buffer]);
    this.filled = 0;
  }

  private push(sample: number): void {
    this.chunk[this.filled] = floatToPcm16(sample);
    this.filled += 1;
    if (this.filled === CHUNK_SAMPLES) this.flush();
  }

  process(inputs: Float32Array[][]): boolean {
    const channel = inputs[0]?.[0];
    if (!this.recording || !channel) return true;
    // Linear interpolation between input samples at the 24 kHz output instants.
    while (this.position < channel.length) {
      const index = Math.floor(this.position);
      const frac = this.position - index;
      const before = index === 0 ? this.last : (channel[index - 1] as number);
      const after = channel[index] as number;
      this.push(before + (after - before) * frac); // one input sample of delay: x(p - 1)
      this.position += this.ratio;
    }
    this.position -= channel.length;
    this.last = channel[channel.length - 1] as number;
    return true;
  }
}

registerProcessor('charla-recorder', RecorderProcessor);

// A module, so the declarations above stay local to this file.
export {};
