/**
 * Replies are built from Lines (Spanish + English written together) whose slots are filled with
 * checked material carrying its own translation, so every reply has an exact translation.
 */
import type { Line } from '../content/tutor/types';
import { fold, wordCount } from './text';

export type Slots = Record<string, Line | string>;

/** Fills {slot} in both languages; a plain string fills both the same (a name, a number). */
export function fill(line: Line, slots: Slots = {}): Line {
  const value = (key: string, lang: 'es' | 'en') => {
    const slot = slots[key];
    return slot === undefined ? `{${key}}` : typeof slot === 'string' ? slot : slot[lang];
  };
  return {
    es: line.es.replace(/\{(\w+)\}/g, (_, key: string) => value(key, 'es')),
    en: line.en.replace(/\{(\w+)\}/g, (_, key: string) => value(key, 'en')),
  };
}

/** Joins parts into one reply. */
export function join(parts: readonly (Line | null | undefined)[]): Line {
  const present = parts.filter((part): part is Line => Boolean(part && part.es.trim()));
  return { es: present.map((p) => p.es.trim()).join(' '), en: present.map((p) => p.en.trim()).join(' ') };
}

/** Sentences of a reply, folded, for "never say the same sentence twice". */
export function sentenceKeys(text: string): string[] {
  return (text.match(/[^.!?]+[.!?]*/g) ?? [])
    .map((sentence) =>
      fold(sentence)
        .replace(/[^a-zñ0-9 ]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((key) => key !== '');
}

/** The spec's limit (product.md#limits): replies of at most 20 words. */
export const MAX_REPLY_WORDS = 20;

/** Remembers what the tutor said and picks phrasings not said before. */
export class Voice {
  private readonly said = new Map<string, number>();
  private turn = 0;

  /** Whether every sentence of a line is new in this session. */
  fresh(line: Line): boolean {
    return sentenceKeys(line.es).every((key) => !this.said.has(key));
  }

  /** The first phrasing (in order, offset by `start`) whose sentences are all new; else the least recent. */
  pick(lines: readonly Line[], slots: Slots = {}, start = 0): Line {
    const filled = lines.map((line) => fill(line, slots));
    for (let i = 0; i < filled.length; i += 1) {
      const line = filled[(i + start) % filled.length] as Line;
      if (this.fresh(line)) return line;
    }
    return filled.reduce((best, line) => (this.age(line) > this.age(best) ? line : best));
  }

  private age(line: Line): number {
    const last = Math.max(...sentenceKeys(line.es).map((key) => this.said.get(key) ?? -Infinity));
    return this.turn - last;
  }

  /** Records a reply as said. */
  record(text: string): void {
    this.turn += 1;
    for (const key of sentenceKeys(text)) this.said.set(key, this.turn);
  }
}

/** Keeps the reply within 20 words by dropping optional parts, in the order `dropFirst` gives. */
export function fit(parts: readonly (Line | null | undefined)[], dropFirst: readonly number[] = []): Line {
  const keep = [...parts];
  let reply = join(keep);
  for (const index of dropFirst) {
    if (wordCount(reply.es) <= MAX_REPLY_WORDS) break;
    keep[index] = null;
    reply = join(keep);
  }
  return reply;
}
