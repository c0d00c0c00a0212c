import { SPANISH_STOP_WORDS, getGlossary } from '../../../content/glossary';
import { CHAT_STOCK_WORDS } from '../../../content/glossary/stop-words';
import { learnerTargetsUsed } from '../../../content/lessons/learner-targets';
import {
  fallbackExtract,
  type GlossaryLookup,
  type LessonTarget,
} from '../../../domain/extraction/fallback-extractor';
import { transcriptTurns } from '../../../domain/extraction/turns';
import { lemmasIn } from '../../../domain/cards/used-words';
import { createVerbIndex, type VerbIndex } from '../../../tutor/grammar/conjugation';
import type { ExtractionInput, Extractor } from './types';

/** What extraction never turns into a card: grammar words and chat stock words (hola, gracias…). */
export const EXTRACTION_STOP_WORDS: ReadonlySet<string> = new Set([
  ...SPANISH_STOP_WORDS,
  ...CHAT_STOCK_WORDS,
]);

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
      const lemma = lemmas.length === 1 ? (lemmas[0] as string) : undefined;
      // The index reads «alojamos» as alojar even when the glossary lists only alojarse.
      return lemma === undefined ? undefined : (glossary.lookup(lemma) ?? glossary.lookup(`${lemma}se`));
    },
  };
}

/** Every word of a text and its lemma by the built-in glossary («madrugo» → madrugar). */
export function learnerLemmas(text: string): Set<string> {
  return lemmasIn(contextualGlossary(), text);
}

/** The lesson's items the conversation met: those the learner used, then those only the tutor used. */
export function lessonTargetsMet(
  input: Pick<ExtractionInput, 'transcript' | 'lessonVocabulary'>,
): LessonTarget[] {
  const vocabulary = input.lessonVocabulary ?? [];
  if (vocabulary.length === 0) return [];
  const turns = transcriptTurns(input.transcript);
  const said = (role: string) => turns.filter((turn) => turn.role === role).map((turn) => turn.text);
  const byLearner = new Set(learnerTargetsUsed({ vocabulary: [...vocabulary] }, said('user')).used);
  const byTutor = new Set(learnerTargetsUsed({ vocabulary: [...vocabulary] }, said('assistant')).used);
  return [
    ...vocabulary.filter((item) => byLearner.has(item.spanish)),
    ...vocabulary.filter((item) => !byLearner.has(item.spanish) && byTutor.has(item.spanish)),
  ];
}

/** The spec's fallback extractor (product.md#vocabulary-extraction), backed by the built-in glossary. */
export function createFallbackExtractor(): Extractor {
  return {
    kind: 'fallback',
    async extract(input) {
      return fallbackExtract({
        transcript: input.transcript,
        level: input.level,
        knownWords: input.knownWords,
        introducedWords: input.introducedWords ?? [],
        corrections: input.corrections ?? [],
        lessonTargets: lessonTargetsMet(input),
        glossary: contextualGlossary(),
        stopWords: EXTRACTION_STOP_WORDS,
      });
    },
  };
}
