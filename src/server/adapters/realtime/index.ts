import type { Env } from '../../env';
import { createLocalTutorUpstream } from '../../realtime/local-tutor';
import { DEFAULT_REALTIME_URL, createOpenAiUpstream } from './openai-upstream';
import type { RealtimeUpstream } from './types';

/**
 * The voice service by configuration: OpenAI Realtime (or a compatible server) when an API key
 * or a REALTIME_URL is set, else the built-in local tutor.
 */
export function createRealtimeUpstream(env: Env): RealtimeUpstream {
  if (env.OPENAI_API_KEY || env.REALTIME_URL) {
    return createOpenAiUpstream({
      apiKey: env.OPENAI_API_KEY,
      url: env.REALTIME_URL ?? DEFAULT_REALTIME_URL,
      model: env.REALTIME_MODEL,
    });
  }
  return createLocalTutorUpstream();
}
