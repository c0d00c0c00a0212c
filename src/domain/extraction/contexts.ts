/**
 * A card's example sentence must be correct Spanish: a corrected sentence first, then one the
 * tutor said, then one the learner wrote that the tutor let stand; never a sentence the tutor
 * corrected. The tutor's teaching lines («Una palabra nueva: «x» (meaning)») are a last resort.
 */
import { fold } from '../text';
import type { Correction } from './corrections';
import type { GlossaryLookup } from './fallback-extractor';
import { readWord } from './learner-words';
import { isHelpRequest } from './requests';
import { sentenceTokens } from './transcript-text';
import type { Turn } from './turns';
import { wordKey } from './validate';

export type Source = 'corrected' | 'tutor' | 'learner' | 'teaching';
// 'teaching' holds the tutor's teaching lines: a last resort (a word asked about that no other line uses).
const ORDER: readonly Source[] = ['corrected', 'tutor', 'learner', 'teaching'];

// Teaching and correcting lines: they quote, gloss in English or talk about words.
const META =
  /[«»“”"()]|\b(?:palabra|significa|quiere decir|se dice|decimos|en espanol|means|repite|otra vez|dilo|ahora tu)\b/;
// A quote after «no» is the wrong form of a correction.
const QUOTE = /(\bno\s+)?[«“"]([^»”"]+)[»”"]/gu;
const MIN_QUOTED_WORDS = 3;

/** Whether a tutor sentence teaches or corrects rather than uses the language. */
export function isMeta(sentence: string): boolean {
  return META.test(fold(sentence));
}

/** The quoted sentences of a tutor turn that are models to follow («Repite: «Tengo 20 años».»). */
export function quotedModels(text: string): string[] {
  return [...text.matchAll(QUOTE)]
    .filter((m) => m[1] === undefined)
    .map((m) => (m[2] as string).trim())
    .filter((quoted) => quoted.split(/\s+/).length >= MIN_QUOTED_WORDS);
}

export class ContextIndex {
  private readonly byKey = new Map<Source, Map<string, string>>(ORDER.map((s) => [s, new Map()]));
  private readonly sentences = new Map<Source, string[]>(ORDER.map((s) => [s, []]));

  constructor(private readonly glossary: GlossaryLookup) {}

  /** Indexes each sentence of `text` under the lemma of every word in it. */
  add(source: Source, text: string): void {
    for (const { sentence, words } of sentenceTokens(text)) {
      const kind = source === 'tutor' && isMeta(sentence) ? 'teaching' : source;
      const index = this.byKey.get(kind) as Map<string, string>;
      (this.sentences.get(kind) as string[]).push(sentence);
      words.forEach((word, i) => {
        const hit = readWord(this.glossary, words, i);
        for (const key of hit ? [word.word, wordKey(hit.lemma)] : [word.word]) {
          if (!index.has(key)) index.set(key, sentence);
        }
      });
    }
  }

  /** The best sentence holding a phrase as written («café con leche»), accents and case aside. */
  findText(text: string): string | undefined {
    const wanted = wordsOf(text);
    if (wanted === ' ') return undefined;
    for (const source of ORDER) {
      // Whole words only: «sol» is not found in «soldado», nor «as» in «tomas».
      const found = (this.sentences.get(source) as string[]).find((s) => wordsOf(s).includes(wanted));
      if (found !== undefined) return found;
    }
    return undefined;
  }

  /** The best sentence for a lemma (or a surface form), by source. */
  find(key: string): string | undefined {
    for (const source of ORDER) {
      const sentence = (this.byKey.get(source) as Map<string, string>).get(key);
      if (sentence !== undefined) return sentence;
    }
    return undefined;
  }
}

/** Fills the context index: corrected sentences, the tutor's lines and models, the learner's safe lines. */
export function indexContexts(
  contexts: ContextIndex,
  turns: readonly Turn[],
  fixed: readonly Turn[],
  found: readonly Correction[],
  unsafe: ReadonlyMap<number, unknown>,
): void {
  for (const correction of found) contexts.add('corrected', correction.sentence);
  fixed.forEach((turn, t) => {
    if (turn.role === 'assistant') {
      contexts.add('tutor', turn.text);
      for (const model of quotedModels(turn.text)) contexts.add('tutor', model);
      return;
    }
    if (unsafe.has(t)) return;
    const changed = turn.text !== (turns[t] as Turn).text;
    const text = sentenceTokens(turn.text)
      .map((s) => s.sentence)
      .filter((sentence) => !isHelpRequest(sentence))
      .join(' ');
    contexts.add(changed ? 'corrected' : 'learner', text);
  });
}

/** A text's words, accents and case aside, between single spaces: « un cafe con leche ». */
function wordsOf(text: string): string {
  return ` ${fold(text)
    .replace(/[^\p{L}]+/gu, ' ')
    .trim()} `;
}
