/**
 * The spoken side of one reply: each sentence is synthesised as soon as the model finishes it
 * (the next one prepared while the current one plays), and the audio leaves strictly in
 * sentence order, with where each sentence starts, for truncation.
 */
import type { SpokenSentence } from './conversation';

/** Sentences being synthesised at once: the one playing and the next. */
const CONCURRENT_SYNTHESES = 2;
/** Most samples in one audio delta (400 ms): large answers are sent in pieces. */
const MAX_DELTA_SAMPLES = 9_600;

interface Job {
  text: string;
  chunks: Int16Array[];
  done: boolean;
  started: boolean;
  wake: (() => void) | null;
}

export class SpeechTrack {
  private readonly jobs: Job[] = [];
  private readonly spoken: SpokenSentence[] = [];
  private emitted = 0;
  /** The next sentence to send. */
  private next = 0;
  private failed = false;
  private draining: Promise<void> | null = null;

  constructor(
    private readonly synthesize: (text: string) => AsyncGenerator<Int16Array>,
    private readonly emitAudio: (samples: Int16Array) => void,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Sentences with their audio positions, as far as they were sent. */
  get sentences(): readonly SpokenSentence[] {
    return this.spoken;
  }

  get samplesSent(): number {
    return this.emitted;
  }

  add(text: string): void {
    if (this.failed) return;
    this.jobs.push({ text, chunks: [], done: false, started: false, wake: null });
    this.startWaiting();
    this.draining ??= this.drain();
  }

  /** Resolves when every sentence added so far has been sent (or speech failed). */
  async finish(): Promise<void> {
    await this.draining;
  }

  private startWaiting(): void {
    const running = this.jobs.filter((job) => job.started && !job.done).length;
    let free = CONCURRENT_SYNTHESES - running;
    for (const job of this.jobs) {
      if (free <= 0) break;
      if (job.started) continue;
      job.started = true;
      free -= 1;
      void this.run(job);
    }
  }

  private async run(job: Job): Promise<void> {
    try {
      for await (const chunk of this.synthesize(job.text)) {
        job.chunks.push(chunk);
        job.wake?.();
      }
    } catch (error) {
      if (!this.failed) this.onError(error);
      this.failed = true;
    } finally {
      job.done = true;
      job.wake?.();
      this.startWaiting();
    }
  }

  private async drain(): Promise<void> {
    for (; this.next < this.jobs.length; this.next += 1) {
      const job = this.jobs[this.next] as Job;
      const sentence: SpokenSentence = { text: job.text, startSample: this.emitted, samples: 0 };
      this.spoken.push(sentence);
      for (;;) {
        const chunk = job.chunks.shift();
        if (chunk) {
          for (let at = 0; at < chunk.length; at += MAX_DELTA_SAMPLES) {
            const piece = chunk.subarray(at, at + MAX_DELTA_SAMPLES);
            this.emitAudio(piece);
            this.emitted += piece.length;
            sentence.samples += piece.length;
          }
          continue;
        }
        if (job.done) break;
        await new Promise<void>((resolve) => (job.wake = resolve));
        job.wake = null;
      }
      if (this.failed) break;
    }
    this.draining = null;
  }
}
