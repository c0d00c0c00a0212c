/**
 * The tutor's corrections, from the note_correction records saved with the conversation and from
 * correction replies in the transcript («Se dice «me gustan los gatos», no «me gusta los gatos»»).
 * A correction gives the words the learner got wrong, and the correct sentence to show on a card;
 * the learner's wrong sentence must never be one.
 */
import { fold } from '../text';
import type { Turn } from './turns';

/** One note_correction record: what the learner said and the better form. */
export interface CorrectionNote {
  original: string;
  corrected: string;
}

export interface Correction {
  wrong: string;
  right: string;
  /** A correct sentence showing the right form: the corrected sentence when known. */
  sentence: string;
  /** The learner turn it corrects, when it can be told. */
  learnerTurn: number | null;
}

const Q_OPEN = '[«“"]';
const Q_CLOSE = '[»”"]';
const Q_TEXT = '([^»”"]+)';
// «Se dice «right», no «wrong»», «decimos «right», no «wrong»», «Es «right», no «wrong»».
const RIGHT_NOT_WRONG = new RegExp(
  `${Q_OPEN}${Q_TEXT}${Q_CLOSE}\\s*,?\\s*(?:y\\s+)?no\\s+${Q_OPEN}${Q_TEXT}${Q_CLOSE}`,
  'gu',
);
// «No «wrong», sino «right»», «en vez de «wrong», di «right»».
const WRONG_THEN_RIGHT = new RegExp(
  `(?:no|en vez de|en lugar de)\\s+${Q_OPEN}${Q_TEXT}${Q_CLOSE}\\s*,?\\s*(?:sino|di|dices|decimos|se dice|mejor)\\s*:?\\s*${Q_OPEN}${Q_TEXT}${Q_CLOSE}`,
  'giu',
);
const QUOTED = new RegExp(`${Q_OPEN}${Q_TEXT}${Q_CLOSE}`, 'gu');

const bare = (text: string): string =>
  fold(text)
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const words = (text: string): string[] => bare(text).split(' ').filter(Boolean);

/** The learner turn a note corrects: the one that contains what the learner said. */
function turnOfNote(turns: readonly Turn[], note: CorrectionNote): number | null {
  const original = bare(note.original);
  if (original === '') return null;
  const at = turns.findIndex((turn) => turn.role === 'user' && bare(turn.text).includes(original));
  return at >= 0 ? at : null;
}

/** The learner's sentence with the wrong part replaced, when the wrong part is found in it. */
function repaired(turn: Turn | undefined, wrong: string, right: string): string | null {
  if (!turn) return null;
  const folded = fold(turn.text);
  const part = fold(wrong).trim();
  const at = part === '' ? -1 : folded.indexOf(part);
  if (at < 0) return null;
  const sentenceStart =
    Math.max(folded.lastIndexOf('.', at), folded.lastIndexOf('?', at), folded.lastIndexOf('!', at)) + 1;
  const endMatch = /[.!?]/.exec(folded.slice(at + part.length));
  const sentenceEnd = endMatch ? at + part.length + endMatch.index + 1 : folded.length;
  // A tutor may write spaces inside the quotes (« yo voy »); the sentence takes the words only.
  const fix = right.trim();
  const fixed = turn.text.slice(0, at) + fix + turn.text.slice(at + part.length);
  const shift = fix.length - part.length;
  const sentence = fixed.slice(sentenceStart, sentenceEnd + shift).trim();
  // A correction of the sentence's first word keeps the sentence's capital.
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** A longer quote of the same reply that holds the right form: «Repite, por favor: «Tengo 20 años».» */
function quotedSentence(reply: string, right: string, wrong: string): string | null {
  const wanted = bare(right);
  for (const match of reply.matchAll(QUOTED)) {
    const quoted = (match[1] as string).trim();
    if (bare(quoted) === bare(wrong)) continue;
    if (bare(quoted).includes(wanted) && words(quoted).length > words(right).length) return quoted;
  }
  return null;
}

function fromReplies(turns: readonly Turn[]): Correction[] {
  const found: Correction[] = [];
  // A reply corrects the learner's last turn before it.
  let learnerTurn: number | null = null;
  let learner: Turn | undefined;
  turns.forEach((turn, at) => {
    if (turn.role === 'user') {
      learnerTurn = at;
      learner = turn;
      return;
    }
    // Both quotes of a match hold at least one character.
    const pairs = [
      ...[...turn.text.matchAll(RIGHT_NOT_WRONG)].map((m) => [m[1] as string, m[2] as string] as const),
      ...[...turn.text.matchAll(WRONG_THEN_RIGHT)].map((m) => [m[2] as string, m[1] as string] as const),
    ];
    for (const [right, wrong] of pairs) {
      const sentence =
        quotedSentence(turn.text, right, wrong) ?? repaired(learner, wrong, right) ?? right.trim();
      found.push({ wrong: wrong.trim(), right: right.trim(), sentence, learnerTurn });
    }
  });
  return found;
}

/** Every correction: the saved notes first (they carry whole sentences), then the replies. */
export function corrections(turns: readonly Turn[], notes: readonly CorrectionNote[]): Correction[] {
  const fromNotes = notes.map((note) => ({
    wrong: note.original.trim(),
    right: note.corrected.trim(),
    sentence: note.corrected.trim(),
    learnerTurn: turnOfNote(turns, note),
  }));
  return [...fromNotes, ...fromReplies(turns)];
}

const DETERMINERS = new Set(['el', 'la', 'los', 'las', 'un', 'una', 'unos', 'unas', 'del', 'al']);

/**
 * Positions (in `right`'s words) of what the correction changed: the words the learner did not
 * write, accents included; a changed article also marks the noun after it (gender: «el problema»).
 */
export function changedPositions(rightWords: readonly string[], wrong: string): number[] {
  const wrongWords = Array.from(
    wrong
      .normalize('NFC')
      .toLowerCase()
      .matchAll(/\p{L}+/gu),
    (match) => match[0],
  );
  const written = new Set(wrongWords.map((w) => w.normalize('NFC')));
  const changed = new Set<number>();
  rightWords.forEach((word, i) => {
    if (written.has(word)) return;
    changed.add(i);
    if (DETERMINERS.has(word) && i + 1 < rightWords.length) changed.add(i + 1);
  });
  if (changed.size === 0) {
    // Only a word removed («deben de reducir» → «deben reducir»): the words around the gap. A
    // word removed at the end («subo arriba» → «subo») leaves the gap after the last word.
    const differs = rightWords.findIndex((word, i) => word !== wrongWords[i]);
    const gap = differs >= 0 || wrongWords.length <= rightWords.length ? differs : rightWords.length;
    if (gap > 0) changed.add(gap - 1);
    if (gap >= 0 && gap < rightWords.length) changed.add(gap);
  }
  // Positions go in ascending order: each word adds itself and at most the word after it.
  return [...changed];
}

/**
 * The learner turns as corrected: the wrong part replaced by the right one, so the learner's words
 * are read from a correct sentence. When the wrong part cannot be found, the turn goes into `unsafe`
 * (its sentences are never a card's context) with the words only the wrong form had.
 */
export function correctedLearnerTurns(
  turns: readonly Turn[],
  found: readonly Correction[],
): { turns: Turn[]; unsafe: Map<number, Set<string>> } {
  const texts = turns.map((turn) => turn.text);
  const unsafe = new Map<number, Set<string>>();
  for (const correction of found) {
    const at = correction.learnerTurn;
    if (at === null) continue;
    const text = texts[at] as string;
    const wrong = fold(correction.wrong)
      .replace(/[.!?]+$/, '')
      .trim();
    const right = correction.right.replace(/[.!?]+$/, '').trim();
    const index = wrong === '' ? -1 : fold(text).indexOf(wrong);
    if (index >= 0) {
      texts[at] = text.slice(0, index) + right + text.slice(index + wrong.length);
    } else if (!bare(text).includes(bare(right))) {
      // Already repaired by the same correction's note, or not found: then keep its sentences off cards.
      const rightWords = new Set(words(right));
      const wrongOnly = words(wrong).filter((w) => !rightWords.has(w));
      unsafe.set(at, new Set([...(unsafe.get(at) ?? []), ...wrongOnly]));
    }
  }
  return { turns: turns.map((turn, i) => ({ ...turn, text: texts[i] as string })), unsafe };
}
