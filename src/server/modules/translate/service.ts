import { getGlossary } from '../../../content/glossary';
import type { TranslateRequest, TranslateResponse } from '../../../contracts/translate';
import type { Translator } from '../../adapters/translation/types';
import { PART_OF_SPEECH_NAMES } from '../../../domain/part-of-speech';

/** A short English definition of a single word or phrase the glossary knows, for the popup. */
export function glossaryDefinition(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed.split(/\s+/).length > 6) return undefined;
  const hit = getGlossary().lookup(trimmed);
  if (!hit) return undefined;
  const kind = PART_OF_SPEECH_NAMES[hit.pos] ?? hit.pos;
  return `${hit.lemma} (${kind}): ${hit.gloss}`;
}

/** Translates with the configured service and adds a glossary definition for single words. */
export function createTranslateService(translator: Translator) {
  return {
    async translate(input: TranslateRequest): Promise<TranslateResponse> {
      const result = await translator.translate(input.text.trim(), input.targetLanguage);
      const definition = glossaryDefinition(input.text);
      return { ...result, ...(definition ? { definition } : {}) };
    },
  };
}
