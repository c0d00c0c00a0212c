import { SPANISH_STOP_WORDS, getGlossary } from '../../../content/glossary';
import { fallbackExtract, type GlossaryLookup } from '../../../domain/extraction/fallback-extractor';
import { createVerbIndex, type VerbIndex } from '../../../tutor/grammar/conjugation';
import type { Extractor } from './types';

let verbs: VerbIndex | undefined;

/** The glossary, plus present-tense verb readings so «Estudio español» saves estudiar. */
function contextualGlossary(): GlossaryLookup {
  const glossary = getGlossary();
  verbs ??= createVerbIndex(glossary);
  const index = verbs;
  return {
    lookup: (word) => glossary.lookup(word),
    verbOf(form) {
      const lemmas = [...new Set(index.readings(form).map((reading) => reading.lemma))];
      return lemmas.length === 1 ? glossary.lookup(lemmas[0] as string) : undefined;
    },
  };
}

/** The spec's fallback extractor (doc 2 §9), backed by the built-in glossary. */
export function createFallbackExtractor(): Extractor {
  return {
    kind: 'fallback',
    async extract(input) {
      return fallbackExtract({ ...input, glossary: contextualGlossary(), stopWords: SPANISH_STOP_WORDS });
    },
  };
}
