/**
 * Due words the learner used correctly in a conversation count as a Good review (ADR 0028):
 * using «madrugo» in a sentence the tutor let stand shows «madrugar» is known.
 */
import { corrections, type CorrectionNote } from '../extraction/corrections';
import { readWord } from '../extraction/learner-words';
import type { GlossaryLookup } from '../extraction/fallback-extractor';
import { sentenceTokens } from '../extraction/transcript-text';
import type { Turn } from '../extraction/turns';
import { wordKey } from '../extraction/validate';
import { fold } from '../text';

/** A due word card: its id and its word (the lemma the card teaches, as saved). */
export interface DueWordCard {
  id: string;
  word: string;
}

/** Every word of a text as written and as its lemma («madrugo» → madrugo, madrugar). */
export function lemmasIn(glossary: GlossaryLookup, text: string): Set<string> {
  const found = new Set<string>();
  for (const { words } of sentenceTokens(text)) {
    words.forEach((word, i) => {
      found.add(wordKey(word.word));
      const hit = readWord(glossary, words, i);
      if (hit) found.add(wordKey(hit.lemma));
    });
  }
  return found;
}

const phrase = (text: string) =>
  fold(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

interface UsedWordsInput {
  turns: readonly Turn[];
  corrections: readonly CorrectionNote[];
  lemmasOf: (text: string) => ReadonlySet<string>;
}

/** The learner's messages the tutor did not correct (by note_correction or in a reply). */
function standingTurns(input: Pick<UsedWordsInput, 'turns' | 'corrections'>): Turn[] {
  // A correction of no known turn adds null, which no turn index matches.
  const corrected = new Set(
    corrections(input.turns, input.corrections).map((correction) => correction.learnerTurn),
  );
  return input.turns.filter((turn, at) => turn.role === 'user' && !corrected.has(at));
}

/** Longest phrase card looked up by its words as written. */
const MAX_PHRASE_WORDS = 4;

/**
 * The card words worth looking up for these messages: every lemma and form, and each run of two
 * to four words (phrase cards), so the store reads only the cards that could match.
 */
export function usedWordKeys(input: UsedWordsInput): string[] {
  const keys = new Set<string>();
  for (const turn of standingTurns(input)) {
    for (const lemma of input.lemmasOf(turn.text)) keys.add(lemma);
    for (const { words } of sentenceTokens(turn.text)) {
      for (let n = 2; n <= MAX_PHRASE_WORDS; n += 1) {
        for (let i = 0; i + n <= words.length; i += 1) {
          keys.add(
            wordKey(
              words
                .slice(i, i + n)
                .map((word) => word.word)
                .join(' '),
            ),
          );
        }
      }
    }
  }
  return [...keys];
}

/**
 * The due cards whose word appears in a learner message the tutor did not correct, each once,
 * leaving out the cards already reviewed today. A single word matches by lemma; a phrase
 * («café con leche») matches as written, accents and case aside.
 */
export function dueWordsUsed(
  input: UsedWordsInput & { dueCards: readonly DueWordCard[]; reviewedToday: ReadonlySet<string> },
): DueWordCard[] {
  const standing = standingTurns(input);
  const lemmas = new Set(standing.flatMap((turn) => [...input.lemmasOf(turn.text)]));
  const texts = standing.map((turn) => ` ${phrase(turn.text)} `);
  return input.dueCards.filter((card) => {
    if (input.reviewedToday.has(card.id)) return false;
    const words = phrase(card.word);
    // Stryker disable next-line ConditionalExpression,StringLiteral,BooleanLiteral: a word without letters or digits is never among the lemmas either; the check only says so
    if (words === '') return false;
    if (words.includes(' ')) return texts.some((text) => text.includes(` ${words} `));
    return lemmas.has(wordKey(card.word));
  });
}
