/**
 * AudioWorklet that plays the tutor's 24 kHz PCM16 stream. It counts the samples of each track
 * (a track is one assistant item) actually played, so an interruption can tell the server exactly
 * how much the learner heard (conversation.item.truncate audio_end_ms).
 */
import { pcm16ToFloat } from './pcm';

declare function registerProcessor(name: string, processor: new () => AudioWorkletProcessor): void;
declare abstract class AudioWorkletProcessor {
  readonly port: MessagePort;
  abstract process(inputs: Float32Array[][], outputs: Float32Array[][]): boolean;
}

interface Queued {
  trackId: string;
  samples: Int16Array;
  read: number;
}

type Command =
  | { event: 'write'; trackId: string; buffer: Int16Array }
  | { event: 'offset' | 'interrupt'; requestId: number };

class StreamPlayerProcessor extends AudioWorkletProcessor {
  private queue: Queued[] = [];
  private played = new Map<string, number>();
  private current: string | null = null;
  private interrupted = new Set<string>();
  private playing = false;

  constructor() {
    super();
    this.port.onmessage = (message: MessageEvent<Command>) => {
      const data = message.data;
      if (data.event === 'write') {
        if (!this.interrupted.has(data.trackId))
          this.queue.push({ trackId: data.trackId, samples: data.buffer, read: 0 });
        return;
      }
      const trackId = this.current;
      const offset = trackId ? (this.played.get(trackId) ?? 0) : 0;
      if (data.event === 'interrupt') {
        if (trackId) this.interrupted.add(trackId);
        for (const queued of this.queue) this.interrupted.add(queued.trackId);
        this.queue = [];
        this.setPlaying(false);
      }
      this.port.postMessage({ event: 'offset', requestId: data.requestId, trackId, offset });
    };
  }

  private setPlaying(playing: boolean): void {
    if (playing === this.playing) return;
    this.playing = playing;
    this.port.postMessage({ event: playing ? 'playing' : 'idle' });
  }

  process(_inputs: Float32Array[][], outputs: Float32Array[][]): boolean {
    const out = outputs[0]?.[0];
    if (!out) return true;
    let i = 0;
    while (i < out.length && this.queue.length > 0) {
      const head = this.queue[0] as Queued;
      this.current = head.trackId;
      const take = Math.min(out.length - i, head.samples.length - head.read);
      for (let k = 0; k < take; k += 1) {
        out[i + k] = pcm16ToFloat(head.samples[head.read + k] as number);
      }
      i += take;
      head.read += take;
      this.played.set(head.trackId, (this.played.get(head.trackId) ?? 0) + take);
      if (head.read >= head.samples.length) this.queue.shift();
    }
    out.fill(0, i);
    this.setPlaying(i > 0);
    return true;
  }
}

registerProcessor('charla-stream-player', StreamPlayerProcessor);

// A module, so the declarations above stay local to this file.
export {};
