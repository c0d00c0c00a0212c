/** Exact lookups over the phrasebook: English → entry, Spanish → entry. */
import { englishBareKey, englishKey, spanishExactKey, spanishKey, withoutExtras } from './normalise';
import type { PhraseEntry } from './types';

/** A Spanish infinitive expression («echar de menos», «darse cuenta», «pasarlo bien»). */
const SPANISH_INFINITIVE = /^[a-zñ]+(?:ar|er|ir)(?:se|lo|la|le)?$/;

export interface PhraseIndex {
  phraseFor(english: string): PhraseEntry | null;
  meaningOf(spanish: string): PhraseEntry | null;
  /** Keys two different entries claim (a data error; the tests keep this empty). */
  conflicts: readonly { key: string; entries: readonly PhraseEntry[] }[];
}

export function createPhraseIndex(entries: readonly PhraseEntry[]): PhraseIndex {
  const conflicts: { key: string; entries: PhraseEntry[] }[] = [];
  const english = new Map<string, PhraseEntry>();
  // «to miss someone» is also found as «miss someone», after every key written in full.
  const withoutTo = new Map<string, PhraseEntry>();
  const spanish = new Map<string, PhraseEntry[]>();

  function claim(map: Map<string, PhraseEntry>, key: string, entry: PhraseEntry, report: boolean): void {
    const held = map.get(key);
    if (held === undefined) map.set(key, entry);
    else if (held !== entry && report) conflicts.push({ key, entries: [held, entry] });
  }

  for (const entry of entries) {
    for (const phrase of entry.en) {
      for (const key of new Set([englishKey(phrase), englishBareKey(phrase)])) {
        claim(english, key, entry, true);
        const infinitive = spanishKey(entry.es).split(' ')[0] ?? '';
        if (key.startsWith('to ') && SPANISH_INFINITIVE.test(infinitive))
          claim(withoutTo, key.slice(3), entry, true);
      }
    }
    for (const es of new Set([
      spanishKey(entry.es),
      ...(entry.esFeminine ? [spanishKey(entry.esFeminine)] : []),
    ])) {
      const held = spanish.get(es) ?? [];
      if (!held.includes(entry)) spanish.set(es, [...held, entry]);
    }
  }
  for (const [key, held] of spanish) if (held.length > 1) conflicts.push({ key, entries: held });

  function phraseFor(text: string): PhraseEntry | null {
    const forms = [englishKey(text), englishBareKey(text)].flatMap((key) => withoutExtras(key, 'en'));
    for (const map of [english, withoutTo])
      for (const key of forms) {
        const entry = map.get(key);
        if (entry) return entry;
      }
    return null;
  }

  function meaningOf(text: string): PhraseEntry | null {
    for (const key of withoutExtras(spanishKey(text), 'es')) {
      const held = spanish.get(key);
      if (!held) continue;
      if (held.length === 1) return held[0] ?? null;
      // Folding made two phrases alike: only the accents as written can tell them apart.
      const exact = spanishExactKey(text);
      const found = held.filter((entry) =>
        [entry.es, entry.esFeminine].some((es) => es !== undefined && spanishExactKey(es) === exact),
      );
      return found.length === 1 ? (found[0] ?? null) : null;
    }
    return null;
  }

  return { phraseFor, meaningOf, conflicts };
}
