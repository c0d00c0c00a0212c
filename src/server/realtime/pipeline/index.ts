/**
 * The pipeline tutor as a realtime upstream: any OpenAI-compatible language model, with
 * speech-to-text and text-to-speech servers when configured (the browser listens or speaks
 * for the ones that are not), behind the same events as the other tutors.
 */
import { classifyServiceError, genericServiceMessage } from '../../../domain/error-messages';
import type { RealtimeUpstream, UpstreamHealth } from '../../adapters/realtime/types';
import type { TutorConfig } from '../../adapters/realtime/tutor-config';
import { ServiceCallError } from './service-http';
import { LatencyLog } from './latency';
import { openPipelineSession } from './session';
import type { PipelineServices } from './services';

type PipelineConfig = Extract<TutorConfig, { mode: 'pipeline' }>;

const HEALTH_TIMEOUT_MS = 5_000;
const HEALTH_CACHE_MS = 30_000;
/** Time to the first answer of each service; a model's first token can take a while on a CPU. */
export const DEFAULT_TIMEOUTS = { sttMs: 30_000, llmMs: 60_000, ttsMs: 30_000 } as const;

export interface PipelineOptions {
  timeouts?: PipelineServices['timeouts'];
  retryDelayMs?: number;
  log?: PipelineServices['log'];
}

/** Whether the model's server answers `GET /models` (cheap, and every compatible server has it). */
async function probe(config: PipelineConfig): Promise<UpstreamHealth> {
  try {
    const headers: Record<string, string> = {};
    if (config.llm.apiKey) headers.authorization = `Bearer ${config.llm.apiKey}`;
    const response = await fetch(`${config.llm.baseUrl.replace(/\/+$/, '')}/models`, {
      headers,
      signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.ok) return { ready: true, message: 'Voice service is ready' };
    const kind = classifyServiceError({ kind: 'http', status: response.status });
    return { ready: false, message: genericServiceMessage(kind) };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    const failure =
      error instanceof ServiceCallError
        ? error.failure
        : { kind: timedOut ? ('timeout' as const) : ('network' as const) };
    return { ready: false, message: genericServiceMessage(classifyServiceError(failure)) };
  }
}

export function createPipelineUpstream(
  config: PipelineConfig,
  options: PipelineOptions = {},
): RealtimeUpstream {
  let cached: { at: number; health: UpstreamHealth } | undefined;
  const services: PipelineServices = {
    llm: config.llm,
    stt: config.stt,
    tts: config.tts
      ? { ...config.tts, format: config.tts.format, pcmSampleRate: config.tts.sampleRate }
      : null,
    timeouts: options.timeouts ?? DEFAULT_TIMEOUTS,
    retryDelayMs: options.retryDelayMs ?? 1000,
    ...(options.log ? { log: options.log } : {}),
    latency: new LatencyLog(options.log ? { log: options.log } : {}),
  };
  return {
    kind: 'pipeline',
    model: config.llm.model,
    serverListens: config.stt !== null,
    serverSpeaks: config.tts !== null,
    open(profile, handlers) {
      return openPipelineSession(profile, handlers, services);
    },
    async health() {
      const now = Date.now();
      if (cached && now - cached.at < HEALTH_CACHE_MS) return cached.health;
      const health = await probe(config);
      cached = { at: Date.now(), health };
      return health;
    },
  };
}
