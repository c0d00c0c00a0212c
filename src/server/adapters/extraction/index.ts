import type { Env } from '../../env';
import { createFallbackExtractor } from './fallback';
import { createOpenAiExtractor } from './openai';
import type { Extractor } from './types';
import type { TutorConfig } from '../realtime/tutor-config';

/**
 * Extraction by the tutor's language model when the AI pipeline is configured (JSON mode), else
 * OpenAI chat when OPENAI_API_KEY is set, else the spec's fallback extractor. `tutor` is the
 * configuration the composition root resolved (compose/adapters.ts).
 */
export function createExtractor(env: Env, tutor: TutorConfig): Extractor {
  if (tutor.mode === 'pipeline')
    return createOpenAiExtractor({
      apiKey: tutor.llm.apiKey,
      baseURL: tutor.llm.baseUrl,
      model: tutor.llm.model,
      jsonMode: true,
    });
  if (env.OPENAI_API_KEY) {
    return createOpenAiExtractor({
      apiKey: env.OPENAI_API_KEY,
      ...(env.OPENAI_BASE_URL ? { baseURL: env.OPENAI_BASE_URL } : {}),
      model: env.EXTRACTION_MODEL,
    });
  }
  return createFallbackExtractor();
}
