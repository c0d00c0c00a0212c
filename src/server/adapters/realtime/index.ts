import type { Env } from '../../env';
import { createLocalTutorUpstream } from '../../realtime/local-tutor';
import { createPipelineUpstream, type PipelineOptions } from '../../realtime/pipeline';
import { DEFAULT_REALTIME_URL, createOpenAiUpstream } from './openai-upstream';
import type { TutorConfig } from './tutor-config';
import type { RealtimeUpstream } from './types';

/**
 * The tutor by configuration (see tutor-config.ts): the AI pipeline (STT → LLM → TTS), a
 * realtime voice model (OpenAI Realtime or a compatible server), or the built-in tutor, as
 * `config` (resolved once by the composition root) says.
 */
export function createRealtimeUpstream(
  env: Env,
  config: TutorConfig,
  options: PipelineOptions = {},
): RealtimeUpstream {
  if (config.mode === 'pipeline') return createPipelineUpstream(config, options);
  if (config.mode === 'realtime') {
    return createOpenAiUpstream({
      apiKey: env.OPENAI_API_KEY,
      url: env.REALTIME_URL ?? DEFAULT_REALTIME_URL,
      model: env.REALTIME_MODEL,
    });
  }
  return createLocalTutorUpstream();
}
