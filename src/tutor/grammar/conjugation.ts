/**
 * Present-tense conjugation for the tutor's grammar checks: it proposes "yo tengo" for "yo tener"
 * and recognises which person a form belongs to ("es" is él/ella, so "yo es" is wrong).
 */
import type { Glossary } from '../../content/glossary';
import { presentForms, type Person } from '../../content/verbs/present-tense';
import { fold } from '../text';

export interface VerbReading {
  lemma: string;
  person: Person;
}

export interface VerbIndex {
  /** Present-tense readings of a form; unaccented input also matches accented forms. */
  readings(form: string): VerbReading[];
  /** The glossary verb an infinitive names ("tener", "levantarse"), or null. */
  infinitive(word: string): string | null;
}

/** Indexes the present forms of every glossary verb. */
export function createVerbIndex(glossary: Glossary): VerbIndex {
  const exact = new Map<string, VerbReading[]>();
  const folded = new Map<string, VerbReading[]>();
  const infinitives = new Map<string, string>();
  const add = (map: Map<string, VerbReading[]>, key: string, reading: VerbReading) => {
    const list = map.get(key) ?? [];
    if (!list.some((r) => r.lemma === reading.lemma && r.person === reading.person)) list.push(reading);
    map.set(key, list);
  };
  for (const entry of glossary.entries) {
    if (entry.pos !== 'verb' || entry.lemma.includes(' ')) continue;
    infinitives.set(fold(entry.lemma), entry.lemma);
    const base = entry.lemma.replace(/([aeií]r)se$/, '$1');
    (presentForms(base) ?? []).forEach((form, person) => {
      const reading = { lemma: base, person: person as Person };
      add(exact, form, reading);
      add(folded, fold(form), reading);
    });
  }
  add(exact, 'hay', { lemma: 'haber', person: 2 });
  add(folded, 'hay', { lemma: 'haber', person: 2 });
  return {
    readings(form) {
      const lower = form.toLowerCase();
      return exact.get(lower) ?? (lower === fold(lower) ? (folded.get(lower) ?? []) : []);
    },
    infinitive(word) {
      return infinitives.get(fold(word)) ?? null;
    },
  };
}
