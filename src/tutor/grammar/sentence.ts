/** A learner's sentence as tokens with positions, and the edits a correction makes to it. */
import type { Glossary } from '../../content/glossary';
import type { CorrectionCategory } from '../../content/tutor/correction-categories';
import { fold } from '../text';
import type { Person } from '../../content/verbs/present-tense';
import type { VerbIndex } from './conjugation';

export interface Token {
  text: string;
  lower: string;
  folded: string;
  start: number;
  end: number;
  /** Capitalised and not the first word: a name (Madrid, Ana). */
  name: boolean;
  /** Punctuation (or the start) right before this word: a new clause may begin here. */
  afterBreak: boolean;
  /** The word before and after, lowercased ('' at the edges): context for reading a form. */
  before: string;
  after: string;
}

export interface Sentence {
  text: string;
  tokens: Token[];
}

export interface Edit {
  start: number;
  end: number;
  text: string;
}

/** What a rule found: the category, the learner's phrase (span) and the edits that fix it. */
export interface Finding {
  category: CorrectionCategory;
  span: [number, number];
  edits: Edit[];
  /** Words for the explanation template, e.g. {noun: 'problema'}. */
  slots?: Record<string, string>;
}

export interface RuleContext {
  sentence: Sentence;
  glossary: Glossary;
  verbs: VerbIndex;
}
export type Rule = (context: RuleContext) => Finding | null;

const WORD = /[\p{L}\p{N}]+/gu;

/** Splits a sentence (NFC) into word tokens. */
export function parseSentence(text: string): Sentence {
  const tokens: Token[] = [];
  let previousEnd = 0;
  for (const match of text.matchAll(WORD)) {
    const raw = match[0];
    const start = match.index;
    const gap = text.slice(previousEnd, start);
    const afterBreak = tokens.length === 0 || /[.,;:!?¿¡«»"()]/.test(gap);
    const capital = raw[0] !== raw[0]?.toLowerCase();
    tokens.push({
      text: raw,
      lower: raw.toLowerCase(),
      folded: fold(raw),
      start,
      end: start + raw.length,
      name: capital && !afterBreak && !/[.!?¿¡]\s*$/.test(text.slice(0, start)),
      afterBreak,
      before: tokens.at(-1)?.lower ?? '',
      after: '',
    });
    previousEnd = start + raw.length;
  }
  tokens.forEach((token, i) => (token.after = tokens[i + 1]?.lower ?? ''));
  return { text, tokens };
}

/** Replaces a token, keeping its capital letter. */
export function replaceToken(token: Token, text: string): Edit {
  const capital = token.text[0] !== token.text[0]?.toLowerCase();
  return {
    start: token.start,
    end: token.end,
    text: capital ? text.charAt(0).toUpperCase() + text.slice(1) : text,
  };
}

/** Inserts text before a token ("voy comer" → "voy a comer"). */
export function insertBefore(token: Token, text: string): Edit {
  return { start: token.start, end: token.start, text: `${text} ` };
}

export function span(from: Token, to: Token): [number, number] {
  return [from.start, to.end];
}

/** Applies non-overlapping edits. */
export function applyEdits(text: string, edits: readonly Edit[]): string {
  let out = text;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) {
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  }
  return out;
}

export const SUBJECT_PRONOUNS: Readonly<Record<string, Person>> = {
  yo: 0,
  tú: 1,
  él: 2,
  ella: 2,
  usted: 2,
  nosotros: 3,
  nosotras: 3,
  vosotros: 4,
  vosotras: 4,
  ellos: 5,
  ellas: 5,
  ustedes: 5,
};

/** Words after which a pronoun is not a subject (con ellos, para ella, y yo). */
const NOT_BEFORE_SUBJECT = new Set([
  'a',
  'ante',
  'con',
  'contra',
  'de',
  'desde',
  'en',
  'entre',
  'hacia',
  'hasta',
  'para',
  'por',
  'según',
  'sin',
  'sobre',
  'y',
  'e',
  'o',
  'u',
  'ni',
  'como',
  'que',
  'mas',
  'más',
  'menos',
]);

/** The person of a subject pronoun at `i`, when it is one (not after a preposition or "y"). */
export function subjectPerson(tokens: readonly Token[], i: number): Person | null {
  const token = tokens[i];
  if (!token) return null;
  const person = SUBJECT_PRONOUNS[token.lower] ?? (token.lower === 'tu' ? 1 : undefined);
  if (person === undefined) return null;
  const before = tokens[i - 1];
  if (before && !token.afterBreak && NOT_BEFORE_SUBJECT.has(before.lower)) return null;
  return person;
}
