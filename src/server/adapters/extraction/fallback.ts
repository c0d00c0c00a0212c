import { SPANISH_STOP_WORDS, getGlossary } from '../../../content/glossary';
import { fallbackExtract } from '../../../domain/extraction/fallback-extractor';
import type { Extractor } from './types';

/** The spec's fallback extractor (doc 2 §9), backed by the built-in glossary. */
export function createFallbackExtractor(): Extractor {
  return {
    kind: 'fallback',
    async extract(input) {
      return fallbackExtract({ ...input, glossary: getGlossary(), stopWords: SPANISH_STOP_WORDS });
    },
  };
}
