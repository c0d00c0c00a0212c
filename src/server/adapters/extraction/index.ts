import type { Env } from '../../env';
import { createFallbackExtractor } from './fallback';
import { createOpenAiExtractor } from './openai';
import type { Extractor } from './types';

/** OpenAI chat extraction when OPENAI_API_KEY is set, else the spec's fallback extractor. */
export function createExtractor(env: Env): Extractor {
  if (env.OPENAI_API_KEY) {
    return createOpenAiExtractor({
      apiKey: env.OPENAI_API_KEY,
      ...(env.OPENAI_BASE_URL ? { baseURL: env.OPENAI_BASE_URL } : {}),
      model: env.EXTRACTION_MODEL,
    });
  }
  return createFallbackExtractor();
}
