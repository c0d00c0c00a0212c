import { SESSION_SAMPLE_RATE } from './audio-format';

/**
 * The learner's audio of the turn in progress (24 kHz PCM16), capped so one client cannot hold
 * unbounded memory: past `maxSamples` further audio is dropped, and `push` says so once per turn.
 */
export class InputAudioBuffer {
  private chunks: Int16Array[] = [];
  private total = 0;
  private fullReported = false;

  constructor(private readonly maxSamples: number) {}

  /** Samples held now. */
  get size(): number {
    return this.total;
  }

  /** Adds a chunk; 'full' the first time a chunk is dropped this turn, 'dropped' after that. */
  push(samples: Int16Array): 'kept' | 'full' | 'dropped' {
    if (this.total + samples.length > this.maxSamples) {
      if (this.fullReported) return 'dropped';
      this.fullReported = true;
      return 'full';
    }
    this.chunks.push(samples);
    this.total += samples.length;
    return 'kept';
  }

  /** Between phrases, only the prefix padding before speech is worth keeping. */
  keepOnlyLast(ms: number): void {
    const keep = (ms / 1000) * SESSION_SAMPLE_RATE;
    if (this.total <= keep * 2) return;
    const all = this.joined();
    this.chunks = [all.slice(all.length - keep)];
    this.total = keep;
  }

  /** The whole turn, and an empty buffer for the next one. */
  take(): Int16Array {
    const all = this.joined();
    this.chunks = [];
    this.total = 0;
    this.fullReported = false;
    return all;
  }

  private joined(): Int16Array {
    const all = new Int16Array(this.total);
    let offset = 0;
    for (const chunk of this.chunks) {
      all.set(chunk, offset);
      offset += chunk.length;
    }
    return all;
  }
}
