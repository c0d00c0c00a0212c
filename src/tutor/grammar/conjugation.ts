/**
 * Conjugation for the tutor's grammar checks: it proposes "yo tengo" for "yo tener", recognises
 * which person a form belongs to ("es" is él/ella, so "yo es" is wrong) and, in every tense, which
 * verb, tense and person a form is ("fui" is ser or ir, preterite, yo).
 */
import type { Glossary } from '../../content/glossary';
import { presentForms, type Person } from '../../content/verbs/present-tense';
import {
  conjugateIn,
  gerund,
  pastParticiple,
  tenseForms,
  TENSES,
  type Tense,
} from '../../content/verbs/tenses';
import { fold } from '../text';

export interface VerbReading {
  lemma: string;
  person: Person;
}

/** A finite form read as a verb, tense and person. */
export interface TensedReading {
  lemma: string;
  tense: Tense;
  person: Person;
}

export interface VerbIndex {
  /** Present-tense readings of a form; unaccented input also matches accented forms. */
  readings(form: string): VerbReading[];
  /** The glossary verb an infinitive names ("tener", "levantarse"), or null. */
  infinitive(word: string): string | null;
  /** Every finite reading of a form in any tense: lemma, tense, person ("fui" → ser and ir, preterite, yo). Unaccented input also matches accented forms only when the input has no accent at all. */
  tensed(form: string): TensedReading[];
  /** The infinitive whose past participle this is (hecho → hacer, comido → comer; also -a/-os/-as), or null. */
  participleOf(form: string): string | null;
  /** The infinitive whose gerund this is (comiendo → comer), or null. */
  gerundOf(form: string): string | null;
  /** The form of a lemma in a tense and person (wraps conjugateIn). */
  form(lemma: string, tense: Tense, person: Person): string | null;
}

/** fold() normalises Unicode three times: most forms are plain letters and need none of it. */
function quickFold(form: string): string {
  return /^[a-zñ]*$/.test(form) ? form : fold(form);
}

/**
 * Exact and accent-folded lookups of forms to numeric codes: ~40,000 forms are indexed at start-up,
 * and numbers instead of reading objects keep that fast.
 */
class FormTable {
  private readonly exact = new Map<string, number[]>();
  // Only forms with an accent: a plain form is its own folded key and lives in `exact`.
  private readonly folded = new Map<string, number[]>();

  add(form: string, code: number): void {
    push(this.exact, form, code);
    const key = quickFold(form);
    if (key !== form) push(this.folded, key, code);
  }

  /** Exact matches first; an input without accents also gets the forms it folds to. */
  get(form: string): number[] {
    const lower = form.toLowerCase();
    const exact = this.exact.get(lower) ?? [];
    if (lower !== quickFold(lower)) return exact;
    const folded = (this.folded.get(lower) ?? []).filter((code) => !exact.includes(code));
    return [...exact, ...folded];
  }
}

function push(map: Map<string, number[]>, key: string, code: number): void {
  const list = map.get(key);
  if (!list) map.set(key, [code]);
  else if (!list.includes(code)) list.push(code);
}

/** Indexes every form of every glossary verb (built once per glossary: about 40,000 forms). */
const INDEXES = new WeakMap<Glossary, VerbIndex>();

/** The verb index of a glossary, built once (about 40,000 forms): the checker, the tutor and the extractor share it. */
export function createVerbIndex(glossary: Glossary): VerbIndex {
  const built = INDEXES.get(glossary) ?? buildVerbIndex(glossary);
  INDEXES.set(glossary, built);
  return built;
}

function buildVerbIndex(glossary: Glossary): VerbIndex {
  const exact = new Map<string, VerbReading[]>();
  const folded = new Map<string, VerbReading[]>();
  const infinitives = new Map<string, string>();
  const indexed = new Set<string>();
  // Codes: lemma number × 64 + tense number × 8 + person, or just the lemma number.
  const lemmas: string[] = [];
  const tensed = new FormTable();
  const participles = new FormTable();
  const gerunds = new FormTable();
  const decode = (code: number): TensedReading => ({
    lemma: lemmas[code >> 6] as string,
    tense: TENSES[(code >> 3) & 7] as Tense,
    person: (code & 7) as Person,
  });
  const add = (map: Map<string, VerbReading[]>, key: string, reading: VerbReading) => {
    const list = map.get(key) ?? [];
    if (!list.some((r) => r.lemma === reading.lemma && r.person === reading.person)) list.push(reading);
    map.set(key, list);
  };
  for (const entry of glossary.entries) {
    if (entry.pos !== 'verb' || entry.lemma.includes(' ')) continue;
    infinitives.set(fold(entry.lemma), entry.lemma);
    const base = entry.lemma.replace(/([aeií]r)se$/, '$1');
    // "llamarse" conjugates as "llamar": index each base once.
    if (indexed.has(base)) continue;
    indexed.add(base);
    const lemma = lemmas.push(base) - 1;
    const present = presentForms(base) ?? [];
    present.forEach((form, person) => {
      const reading = { lemma: base, person: person as Person };
      add(exact, form, reading);
      add(folded, quickFold(form), reading);
    });
    TENSES.forEach((tense, number) => {
      (tense === 'present' ? present : (tenseForms(base, tense) ?? [])).forEach((form, person) =>
        tensed.add(form, lemma * 64 + number * 8 + person),
      );
    });
    const participle = pastParticiple(base);
    if (participle) {
      // Participles agree like adjectives: hecha, hechos, hechas.
      const root = participle.slice(0, -1);
      for (const ending of ['o', 'a', 'os', 'as']) participles.add(root + ending, lemma);
    }
    const gerundForm = gerund(base);
    if (gerundForm) gerunds.add(gerundForm, lemma);
  }
  add(exact, 'hay', { lemma: 'haber', person: 2 });
  add(folded, 'hay', { lemma: 'haber', person: 2 });
  const haber = lemmas.indexOf('haber');
  if (haber >= 0) tensed.add('hay', haber * 64 + 2);
  return {
    readings(form) {
      const lower = form.toLowerCase();
      return exact.get(lower) ?? (lower === fold(lower) ? (folded.get(lower) ?? []) : []);
    },
    infinitive(word) {
      return infinitives.get(fold(word)) ?? null;
    },
    tensed(form) {
      return tensed.get(form).map(decode);
    },
    participleOf(form) {
      const code = participles.get(form)[0];
      return code === undefined ? null : (lemmas[code] as string);
    },
    gerundOf(form) {
      const code = gerunds.get(form)[0];
      return code === undefined ? null : (lemmas[code] as string);
    },
    form(lemma, tense, person) {
      return conjugateIn(lemma, tense, person);
    },
  };
}
