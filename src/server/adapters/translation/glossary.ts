import { getGlossary, translateWithGlossary } from '../../../content/glossary';
import type { Translator } from './types';

/** The built-in glossary translator: words, phrases, conjugated verbs; longer text word by word. */
export function createGlossaryTranslator(): Translator {
  return {
    kind: 'glossary',
    async translate(text) {
      const result = translateWithGlossary(text, getGlossary());
      return {
        translation: result.translation,
        provider: 'glossary',
        ...(result.note ? { note: result.note } : {}),
      };
    },
  };
}
