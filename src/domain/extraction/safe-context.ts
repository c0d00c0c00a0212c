/**
 * The last guard on a word card's example sentence, whatever extractor chose it (the AI model is
 * only asked to): a learner sentence the tutor corrected is never a card's context. The corrected
 * sentence takes its place, or a tutor sentence holding the word.
 */
import { fold } from '../text';
import { corrections, type CorrectionNote } from './corrections';
import { transcriptSentences } from './transcript-text';
import type { Turn } from './turns';
import type { ExtractedWord } from './types';

const bare = (text: string): string =>
  fold(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Whether `text` holds `part` as whole words. */
const holds = (text: string, part: string) => ` ${bare(text)} `.includes(` ${bare(part)} `);

/**
 * Whether a sentence uses a card's word: a phrase as written, a single word in any form that
 * keeps its stem («perros», «gustan» for perro, gustar), accents and case aside.
 */
function mentions(sentence: string, word: string): boolean {
  const w = bare(word);
  if (w.includes(' ')) return holds(sentence, word);
  // A word of up to four letters is its own stem.
  const stem = w.slice(0, Math.max(4, w.length - 2));
  return bare(sentence)
    .split(' ')
    .some((token) => token === w || (stem.length >= 4 && token.startsWith(stem)));
}

/** Each word's context, replaced when it is (or holds) a learner sentence the tutor corrected. */
export function withCorrectContexts(
  words: readonly ExtractedWord[],
  turns: readonly Turn[],
  notes: readonly CorrectionNote[],
): ExtractedWord[] {
  const found = corrections(turns, notes);
  const wrongSentences = found.flatMap((correction) => {
    const turn = correction.learnerTurn === null ? undefined : turns[correction.learnerTurn];
    const sentences = turn ? transcriptSentences(turn.text).filter((s) => holds(s, correction.wrong)) : [];
    return sentences.length > 0
      ? sentences.map((wrong) => ({ wrong, correction }))
      : [{ wrong: correction.wrong, correction }];
  });
  const tutorSentences = turns
    .filter((turn) => turn.role === 'assistant')
    .flatMap((turn) => transcriptSentences(turn.text));
  return words.map((word) => {
    const hit = wrongSentences.find(({ wrong }) => holds(word.context, wrong) && bare(wrong).includes(' '));
    if (!hit) return word;
    const right = hit.correction.sentence;
    const context = mentions(right, word.word)
      ? right
      : (tutorSentences.find((sentence) => mentions(sentence, word.word)) ?? right);
    return { ...word, context };
  });
}
