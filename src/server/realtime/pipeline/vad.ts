/**
 * A voice-activity detector for the pipeline's `server_vad` turn detection (product.md#realtime-protocol:
 * threshold 0.5, prefix padding 300 ms, silence 200 ms). Each 20 ms frame gets a speech
 * probability from its loudness above an adaptive noise floor (so a quiet room and a noisy one
 * both work; the first 100 ms measure the room) and its absolute loudness (so near-silence never
 * counts); speech starts on the first frames above the threshold and stops after the silence
 * duration below it.
 */
import { SESSION_SAMPLE_RATE } from './audio-format';

export interface VadOptions {
  threshold: number;
  prefixPaddingMs: number;
  silenceDurationMs: number;
  sampleRate?: number;
}

export type VadEvent =
  { type: 'speech_started'; audioStartMs: number } | { type: 'speech_stopped'; audioEndMs: number };

const FRAME_MS = 20;
/** Frames above the threshold in a row before speech counts as started (a click is not speech). */
const ONSET_FRAMES = 2;
/** The first frames only measure the room: the floor starts at the quietest of them. */
const CALIBRATION_FRAMES = 5;
/** dB per frame the floor may rise: quickly between phrases, hardly at all during speech. */
const FLOOR_RISE_IDLE = 0.1;
const FLOOR_RISE_SPEAKING = 0.01;

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** Loudness of a frame in dB relative to full scale. */
export function frameDb(frame: Int16Array): number {
  let sum = 0;
  for (const sample of frame) sum += sample * sample;
  const meanSquare = frame.length === 0 ? 0 : sum / frame.length / (32768 * 32768);
  return 10 * Math.log10(meanSquare + 1e-12);
}

/** Speech probability of a frame given the noise floor: 10 dB above it and above -50 dBFS is even odds. */
export function speechProbability(db: number, floorDb: number): number {
  return sigmoid((db - floorDb - 10) / 2.5) * sigmoid((db + 50) / 3);
}

export class VoiceActivityDetector {
  private readonly frameSize: number;
  private readonly sampleRate: number;
  private pending = new Int16Array(0);
  private framesSeen = 0;
  private floorDb = Infinity;
  private speaking = false;
  private above = 0;
  private silentMs = 0;

  constructor(private readonly options: VadOptions) {
    this.sampleRate = options.sampleRate ?? SESSION_SAMPLE_RATE;
    this.frameSize = (this.sampleRate * FRAME_MS) / 1000;
  }

  get isSpeaking(): boolean {
    return this.speaking;
  }

  /** Feeds audio; returns the start and stop events it completes, with times from the first sample fed. */
  push(samples: Int16Array): VadEvent[] {
    const events: VadEvent[] = [];
    const all = new Int16Array(this.pending.length + samples.length);
    all.set(this.pending);
    all.set(samples, this.pending.length);
    let offset = 0;
    for (; offset + this.frameSize <= all.length; offset += this.frameSize) {
      const event = this.frame(all.subarray(offset, offset + this.frameSize));
      if (event) events.push(event);
    }
    this.pending = all.slice(offset);
    return events;
  }

  /** Forgets the state (after a commit or clear), keeping the learned noise floor and the clock. */
  reset(): void {
    this.speaking = false;
    this.above = 0;
    this.silentMs = 0;
  }

  private frame(frame: Int16Array): VadEvent | null {
    const startMs = this.framesSeen * FRAME_MS;
    this.framesSeen += 1;
    const db = frameDb(frame);
    if (this.framesSeen <= CALIBRATION_FRAMES) {
      this.floorDb = Math.min(this.floorDb, db);
      return null;
    }
    const probability = speechProbability(db, this.floorDb);
    this.trackFloor(db);
    const voiced = probability >= this.options.threshold;
    if (!this.speaking) {
      this.above = voiced ? this.above + 1 : 0;
      if (this.above < ONSET_FRAMES) return null;
      this.speaking = true;
      this.silentMs = 0;
      const onsetMs = startMs - (ONSET_FRAMES - 1) * FRAME_MS;
      return { type: 'speech_started', audioStartMs: Math.max(0, onsetMs - this.options.prefixPaddingMs) };
    }
    this.silentMs = voiced ? 0 : this.silentMs + FRAME_MS;
    if (this.silentMs < this.options.silenceDurationMs) return null;
    this.reset();
    return { type: 'speech_stopped', audioEndMs: startMs + FRAME_MS };
  }

  private trackFloor(db: number): void {
    if (db < this.floorDb) this.floorDb = db;
    else this.floorDb += Math.min(db - this.floorDb, this.speaking ? FLOOR_RISE_SPEAKING : FLOOR_RISE_IDLE);
  }
}
