import { levelIndex, type Level } from '../../domain/levels';
import { irregularLemmas } from './data/irregular-forms';
import { lemmatise } from './lemmatiser';
import type { GlossEntry, PartOfSpeech } from './types';

/** What a lookup returns; structurally the extractor's `GlossaryHit`. */
export interface GlossaryHit {
  lemma: string;
  gloss: string;
  pos: string;
  level: Level;
}

export interface Glossary {
  /** Number of distinct headwords (a lemma listed under two parts of speech counts once). */
  readonly size: number;
  readonly entries: readonly GlossEntry[];
  has(lemma: string): boolean;
  /** The entry for a headword; without `pos`, the most basic sense (lowest level) wins. */
  get(lemma: string, pos?: PartOfSpeech): GlossEntry | undefined;
  /** Glosses any word form: exact headword, phrase, irregular verb form, then lemmatised forms. */
  lookup(word: string): GlossaryHit | undefined;
}

export interface GlossaryOptions {
  /** Most word forms remembered by `lookup`; the oldest are forgotten first. */
  cacheSize?: number;
}

const DEFAULT_CACHE_SIZE = 20_000;
/** Punctuation around a selected word or phrase: ¿Qué? ¡Hola! «casa», (vale)… */
const EDGE_PUNCTUATION = /^[\s¿?¡!.,;:"'«»“”‘’()[\]…-]+|[\s¿?¡!.,;:"'«»“”‘’()[\]…-]+$/g;
const INNER_PUNCTUATION = /[¿?¡!.,;:"«»“”()…]+/g;
const SPACES = /\s+/g;
const VERB_SHAPED = /(?:ar|er|ir|ír)(?:se)?$/;
const FEMININE_FORM = /as?$/;

/** Builds the in-memory glossary used by the translator and the fallback extractor. */
export function createGlossary(entries: readonly GlossEntry[], options: GlossaryOptions = {}): Glossary {
  const byLemma = indexByLemma(entries);
  const cache = new Map<string, GlossaryHit | null>();
  const cacheSize = Math.max(1, options.cacheSize ?? DEFAULT_CACHE_SIZE);
  const has = (lemma: string): boolean => byLemma.has(lemma);

  function get(lemma: string, pos?: PartOfSpeech): GlossEntry | undefined {
    const senses = byLemma.get(normaliseQuery(lemma));
    if (!senses) return undefined;
    return pos === undefined ? senses[0] : senses.find((entry) => entry.pos === pos);
  }

  function resolve(query: string): GlossEntry | undefined {
    const exact = byLemma.get(query)?.[0];
    if (exact) return exact;
    if (query.includes(' ')) return get(query.replace(INNER_PUNCTUATION, '').replace(SPACES, ' '));
    for (const lemma of irregularLemmas(query)) {
      const verb = get(lemma, 'verb');
      if (verb) return verb;
    }
    for (const lemma of lemmatise(query, has)) {
      const senses = byLemma.get(lemma);
      if (senses) return pickSense(senses, lemma, query);
    }
    return undefined;
  }

  function lookup(word: string): GlossaryHit | undefined {
    const query = normaliseQuery(word);
    if (query === '') return undefined;
    const cached = cache.get(query);
    if (cached !== undefined) return cached ?? undefined;
    const entry = resolve(query);
    const hit = entry ? { lemma: entry.lemma, gloss: entry.gloss, pos: entry.pos, level: entry.level } : null;
    if (cache.size >= cacheSize) cache.delete(cache.keys().next().value as string);
    cache.set(query, hit);
    return hit ?? undefined;
  }

  return { size: byLemma.size, entries, has, get, lookup };
}

/** Lower-case, trimmed of surrounding punctuation, single spaces. */
export function normaliseQuery(text: string): string {
  return text.toLowerCase().replace(EDGE_PUNCTUATION, '').replace(SPACES, ' ');
}

/** Senses per lemma, most basic first (lowest level, then file order). */
function indexByLemma(entries: readonly GlossEntry[]): Map<string, GlossEntry[]> {
  const byLemma = new Map<string, GlossEntry[]>();
  for (const entry of entries) {
    const senses = byLemma.get(entry.lemma);
    if (senses) senses.push(entry);
    else byLemma.set(entry.lemma, [entry]);
  }
  for (const senses of byLemma.values()) senses.sort((a, b) => levelIndex(a.level) - levelIndex(b.level));
  return byLemma;
}

/**
 * For an inflected form, a verb-shaped lemma means the verb (unless the form is just its plural);
 * a feminine form of a masculine lemma (españolas → español) means the adjective; other forms
 * mean the noun first.
 */
function pickSense(senses: readonly GlossEntry[], lemma: string, form: string): GlossEntry | undefined {
  const plural = form === lemma + 's' || form === lemma + 'es'; // poderes is never the verb poder
  const feminine = FEMININE_FORM.test(form) && !lemma.endsWith('a');
  const verb = VERB_SHAPED.test(lemma) && !plural;
  const preferred = verb ? ['verb'] : feminine ? ['adj', 'noun'] : ['noun', 'adj'];
  for (const pos of preferred) {
    const sense = senses.find((entry) => entry.pos === pos);
    if (sense) return sense;
  }
  return senses[0];
}
