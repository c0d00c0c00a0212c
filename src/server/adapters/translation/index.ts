import type { Env } from '../../env';
import { createGlossaryTranslator } from './glossary';
import { createLibreTranslateTranslator } from './libretranslate';
import { createOpenAiTranslator } from './openai';
import type { Translator } from './types';
import type { TutorConfig } from '../realtime/tutor-config';

/**
 * LibreTranslate when LIBRETRANSLATE_URL is set, else the tutor's language model when the AI
 * pipeline is configured, else OpenAI when a key is set, else the glossary. `tutor` is the
 * configuration the composition root resolved (compose/adapters.ts).
 */
export function createTranslator(env: Env, tutor: TutorConfig): Translator {
  if (env.LIBRETRANSLATE_URL) return createLibreTranslateTranslator({ url: env.LIBRETRANSLATE_URL });
  if (tutor.mode === 'pipeline')
    return createOpenAiTranslator({
      apiKey: tutor.llm.apiKey,
      baseURL: tutor.llm.baseUrl,
      model: tutor.llm.model,
    });
  if (env.OPENAI_API_KEY)
    return createOpenAiTranslator({
      apiKey: env.OPENAI_API_KEY,
      ...(env.OPENAI_BASE_URL ? { baseURL: env.OPENAI_BASE_URL } : {}),
      model: env.EXTRACTION_MODEL,
    });
  return createGlossaryTranslator();
}
