/**
 * Correction cards (ADR 0028): a tutor's correction kept as a flashcard. The front shows the
 * learner's sentence with the wrong part marked; the back, the corrected sentence and the why.
 */

/** What a card asks: a word and its translation, or how to fix a sentence. */
export const CARD_KINDS = ['word', 'correction'] as const;
export type CardKind = (typeof CARD_KINDS)[number];

/** A stored kind this version does not know counts as a word card (the older behaviour). */
export function cardKindOf(value: unknown): CardKind {
  return value === 'correction' ? 'correction' : 'word';
}

/** A run of the learner's sentence, marked when the correction changed or removed it. */
export interface SentencePart {
  text: string;
  wrong: boolean;
}

interface Token {
  text: string;
  /** Letters and digits only: punctuation and spaces are never marked on their own. */
  isWord: boolean;
  /** Compared case-insensitively but accent-aware: «esta» for «está» is a mistake. */
  key: string;
}

const TOKEN = /[\p{L}\p{N}]+|[^\p{L}\p{N}]+/gu;

function tokens(text: string): Token[] {
  return (text.normalize('NFC').match(TOKEN) ?? []).map((piece) => ({
    text: piece,
    isWord: /[\p{L}\p{N}]/u.test(piece),
    // Stryker disable next-line MethodExpression: keys are only compared with each other, and upper- and lower-casing agree on which Spanish words are equal
    key: piece.toLowerCase(),
  }));
}

/** Which of `a`'s words are kept in a longest common subsequence with `b` (classic LCS table). */
function keptWords(a: readonly string[], b: readonly string[]): boolean[] {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const table: number[] = new Array<number>(rows * cols).fill(0);
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      table[i * cols + j] =
        a[i] === b[j]
          ? (table[(i + 1) * cols + j + 1] as number) + 1
          : Math.max(table[(i + 1) * cols + j] as number, table[i * cols + j + 1] as number);
    }
  }
  const kept = new Set<number>();
  // Where the correction added words: before the word at that index (a.length: after the last).
  const added = new Set<number>();
  let i = 0;
  let j = 0;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: walking on past the learner's last word adds each word left at a.length, as the line after the loop does
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      kept.add(i);
      i += 1;
      j += 1;
    } else if ((table[(i + 1) * cols + j] as number) >= (table[i * cols + j + 1] as number)) i += 1;
    else {
      added.add(i);
      j += 1;
    }
  }
  if (j < b.length) added.add(a.length);
  // A word only added by the correction («Voy cine» → «Voy al cine») has nothing of the learner's
  // to mark: the words either side of the gap are marked instead, so the card still shows where.
  // (The walk adds words before a word only when it keeps that word, so the gap's right side is kept.)
  const pureGap = (at: number) => added.has(at) && (at === 0 || kept.has(at - 1));
  return a.map((_, at) => kept.has(at) && !pureGap(at) && !pureGap(at + 1));
}

/**
 * The learner's sentence cut into runs, the words the correction changed or dropped marked
 * (a word-level diff, accent-aware). The runs joined give the sentence back as written.
 */
export function markWrongPart(original: string, corrected: string): SentencePart[] {
  const from = tokens(original);
  const words = from.filter((token) => token.isWord);
  const to = tokens(corrected).filter((token) => token.isWord);
  const kept = keptWords(
    words.map((w) => w.key),
    to.map((w) => w.key),
  );
  const parts: SentencePart[] = [];
  let word = 0;
  from.forEach((token) => {
    let wrong: boolean;
    if (token.isWord) {
      wrong = !kept[word];
      word += 1;
    } else {
      // A space between two marked words belongs to the marked run; otherwise it is unmarked.
      const before = word > 0 && !kept[word - 1];
      const after = word < words.length && !kept[word];
      wrong = before && after;
    }
    const last = parts[parts.length - 1];
    if (last && last.wrong === wrong) last.text += token.text;
    else parts.push({ text: token.text, wrong });
  });
  return parts;
}
