/** What a pipeline session is given: its services, time limits, log and per-session caps. */
import { SESSION_SAMPLE_RATE } from './audio-format';
import type { LatencyLog } from './latency';
import type { ServiceEndpoint } from './service-http';
import type { SpeechEndpoint } from './speech';

export interface PipelineServices {
  llm: ServiceEndpoint;
  stt: ServiceEndpoint | null;
  tts: SpeechEndpoint | null;
  /** How long to wait for each service to answer, and between retries (spec: 1000 ms). */
  timeouts: { sttMs: number; llmMs: number; ttsMs: number };
  retryDelayMs: number;
  /** Where service failures are logged with their cause (the learner sees only the catalogue text). */
  log?: PipelineLog;
  /** The process's record of where learners' waits go (stage times per turn). */
  latency?: LatencyLog;
  /** The clock of the stage times (milliseconds). */
  now?: () => number;
}

export interface PipelineLog {
  warn(details: Record<string, unknown>, message: string): void;
  info?(details: Record<string, unknown>, message: string): void;
  debug?(details: Record<string, unknown>, message: string): void;
}

/** Per-session caps, so one client cannot hold unbounded memory or work. */
export const PIPELINE_LIMITS = {
  maxItems: 400,
  /** One turn of speech at most 2 minutes (24 kHz). */
  maxBufferedSamples: 120 * SESSION_SAMPLE_RATE,
  /** Less than this is not speech worth transcribing (OpenAI's own minimum). */
  minCommitSamples: SESSION_SAMPLE_RATE / 10,
} as const;
