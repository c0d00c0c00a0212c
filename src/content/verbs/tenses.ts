/**
 * Every simple tense of Spanish verbs for the built-in tutor. The present stays with
 * present-tense.ts; the other tenses are built from the infinitive, the "yo" present (for the
 * subjunctive) and the preterite (for the -ra subjunctive), as a grammar book derives them, with
 * the irregularities in tense-irregulars.ts.
 */
import { conjugate, presentForms, type Person } from './present-tense';
import {
  COMPOUND_BASES,
  EXTRA_STEM_CHANGES,
  FUTURE_STEMS,
  GERUNDS,
  IMPERFECT_TABLES,
  PARTICIPLE_SUFFIXES,
  PARTICIPLES,
  PRESENT_ONLY_CHANGE,
  PRETERITE_STEMS,
  PRETERITE_TABLES,
  SUBJUNCTIVE_TABLES,
  YO_FORMS,
} from './tense-irregulars';
import { STEM_CHANGES } from './verb-forms';

/** The simple tenses, in the order a grammar book gives them. */
export const TENSES = [
  'present',
  'preterite',
  'imperfect',
  'future',
  'conditional',
  'present-subjunctive',
  'imperfect-subjunctive',
] as const;
/** One of the seven simple tenses the tutor reads. */
export type Tense = (typeof TENSES)[number];

type Change = 'ie' | 'ue' | 'i';
interface Verb {
  verb: string;
  /** ar, er or ir ("oír" and "reír" count as ir). */
  group: 'ar' | 'er' | 'ir';
  stem: string;
}

const REFLEXIVE_PRONOUNS = ['me', 'te', 'se', 'nos', 'os', 'se'] as const;
const CHANGES = new Map<string, Change>(
  [STEM_CHANGES, EXTRA_STEM_CHANGES].flatMap((lists) =>
    (Object.entries(lists) as [Change, readonly string[]][]).flatMap(([change, verbs]) =>
      verbs.map((verb) => [verb.replace(/se$/, ''), change] as const),
    ),
  ),
);

function parse(infinitive: string): Verb | null {
  const verb = infinitive.toLowerCase();
  const match = /^([a-zñáéíóúü]*)([aeií]r)$/.exec(verb);
  // Only "ir" is an infinitive with an empty stem.
  if (!match || (match[1] === '' && verb !== 'ir')) return null;
  const group = (match[2] as string).replace('í', 'i') as Verb['group'];
  return { verb, group, stem: match[1] as string };
}

type Compound = { prefix: string; base: string } | null;
// Every tense asks again; the tutor's verb index conjugates ~900 verbs at start-up.
const compounds = new Map<string, Compound>();

/** The prefix and irregular base of a compound (mantener → man + tener), or null. */
function compound(verb: string): Compound {
  let parts = compounds.get(verb);
  if (parts !== undefined) return parts;
  const base = COMPOUND_BASES.find((name) => verb.length > name.length && verb.endsWith(name));
  parts = base ? { prefix: verb.slice(0, -base.length), base } : null;
  compounds.set(verb, parts);
  return parts;
}

/** A table entry for a verb itself, else for its base with the prefix put back. */
function lookup<T extends string | readonly string[]>(
  table: Readonly<Record<string, T>>,
  verb: string,
): T | undefined {
  if (Object.hasOwn(table, verb)) return table[verb];
  const parts = compound(verb);
  if (!parts || !Object.hasOwn(table, parts.base)) return undefined;
  const entry = table[parts.base] as T;
  return (typeof entry === 'string' ? parts.prefix + entry : entry.map((form) => parts.prefix + form)) as T;
}

/** The stem change of a verb; compounds of irregular bases follow their base instead. */
function changeOf(verb: string): Change | undefined {
  return compound(verb) ? undefined : CHANGES.get(verb);
}

/** -ir stem-changers close e → i and o → u where the ending is stressed: sintió, durmiendo. */
function raised({ verb, group, stem }: Verb): string {
  const change = changeOf(verb);
  if (group !== 'ir' || !change || PRESENT_ONLY_CHANGE.includes(verb)) return stem;
  const vowel = change === 'ue' ? 'o' : 'e';
  const at = stem.lastIndexOf(vowel);
  return at < 0 ? stem : stem.slice(0, at) + (vowel === 'o' ? 'u' : 'i') + stem.slice(at + 1);
}

const STRONG = /[aeoáéó]/;
const WEAK_STRESSED = /[íú]/;

/** Syllables by the 2010 spelling rules: "rio", "guie" and "hui" are one syllable. */
function syllables(word: string): number {
  const vowels = /[aeiouáéíóúü]/;
  let count = 0;
  for (let i = 0; i < word.length; i += 1) {
    const here = word[i] as string;
    if (!vowels.test(here)) continue;
    const before = word[i - 1];
    if (before === undefined || !vowels.test(before)) {
      count += 1;
      continue;
    }
    const hiatus =
      (STRONG.test(before) && STRONG.test(here)) ||
      (WEAK_STRESSED.test(before) && STRONG.test(here)) ||
      (STRONG.test(before) && WEAK_STRESSED.test(here));
    if (hiatus) count += 1;
  }
  return count;
}

function withoutAccents(text: string): string {
  return text.replace(/[áéíóú]/g, (vowel) => 'aeiou'['áéíóú'.indexOf(vowel)] as string);
}

/** Monosyllables take no written accent (crie, guio, rio, friais). */
function dropMonosyllableAccent(form: string): string {
  return /[áéíóú]/.test(form) && syllables(form) === 1 ? withoutAccents(form) : form;
}

/**
 * Joins a stem to an ending that starts with i, as the spelling demands: leyó, leíste, oído,
 * construyó, tiñó, rio (the raised stem already ends in i).
 */
function joinI(stem: string, ending: string): string {
  const beforeVowel = /^i[aeoó]/.test(ending);
  if (stem.endsWith('i') && ending.startsWith('i')) return stem + ending.slice(1);
  if (/(ñ|ll)$/.test(stem) && beforeVowel) return stem + ending.slice(1);
  const vowelStem = /[aeo]$/.test(stem) || /[^gq]u$/.test(stem);
  if (vowelStem && beforeVowel) return `${stem}y${ending.slice(1)}`;
  if (/[aeo]$/.test(stem) && /^i[^aeoó]/.test(ending)) return `${stem}í${ending.slice(1)}`;
  return stem + ending;
}

/** An -ar stem before e keeps its sound: busqu-, llegu-, empec-, averigü-. */
function beforeE(stem: string): string {
  return stem.replace(/c$/, 'qu').replace(/gu$/, 'gü').replace(/g$/, 'gu').replace(/z$/, 'c');
}

/** An -er/-ir stem before a keeps its sound: torz-, coj-, sig-. */
function beforeA(stem: string): string {
  return stem.replace(/c$/, 'z').replace(/gu$/, 'g').replace(/g$/, 'j');
}

function preterite(parsed: Verb): string[] {
  const { verb, group, stem } = parsed;
  const table = PRETERITE_TABLES[verb];
  if (table) return [...table];
  const strong =
    lookup(PRETERITE_STEMS, verb) ?? (verb.endsWith('ducir') ? `${verb.slice(0, -5)}duj` : undefined);
  if (strong) {
    // hice but hizo; dijeron, trajeron, condujeron drop the i after j.
    const third = strong.endsWith('c') ? `${strong.slice(0, -1)}zo` : `${strong}o`;
    const plural = strong.endsWith('j') ? 'eron' : 'ieron';
    return [`${strong}e`, `${strong}iste`, third, `${strong}imos`, `${strong}isteis`, strong + plural];
  }
  if (group === 'ar') {
    return [
      `${beforeE(stem)}é`,
      `${stem}aste`,
      `${stem}ó`,
      `${stem}amos`,
      `${stem}asteis`,
      `${stem}aron`,
    ].map(dropMonosyllableAccent);
  }
  const third = raised(parsed);
  return [
    joinI(stem, 'í'),
    joinI(stem, 'iste'),
    joinI(third, 'ió'),
    joinI(stem, 'imos'),
    joinI(stem, 'isteis'),
    joinI(third, 'ieron'),
  ].map(dropMonosyllableAccent);
}

function imperfect({ verb, group, stem }: Verb): string[] {
  const table = IMPERFECT_TABLES[verb];
  if (table) return [...table];
  const endings =
    group === 'ar'
      ? ['aba', 'abas', 'aba', 'ábamos', 'abais', 'aban']
      : ['ía', 'ías', 'ía', 'íamos', 'íais', 'ían'];
  return endings.map((ending) => stem + ending);
}

function futureStem(verb: string): string {
  return lookup(FUTURE_STEMS, verb) ?? verb.replace('í', 'i');
}

/** The "yo" present all but a few subjunctives are built on. */
function yoForm(verb: string): string | undefined {
  return lookup(YO_FORMS, verb) ?? presentForms(verb)?.[0];
}

function presentSubjunctive(parsed: Verb): string[] | null {
  const { verb, group, stem } = parsed;
  const table = SUBJUNCTIVE_TABLES[verb];
  if (table) return [...table];
  const yo = yoForm(verb);
  if (!yo?.endsWith('o')) return null;
  const stressed = yo.slice(0, -1);
  const change = changeOf(verb);
  // pensemos, volvamos, sintamos, durmamos; every other verb keeps the "yo" stem (tengamos,
  // pidamos), losing the accent of reúno or envío as the stress moves to the ending.
  const unstressed =
    change === 'ie' || change === 'ue'
      ? group === 'ar'
        ? stem
        : beforeA(raised(parsed))
      : withoutAccents(stressed);
  if (group === 'ar') {
    const [s, u] = [beforeE(stressed), beforeE(unstressed)];
    return [`${s}e`, `${s}es`, `${s}e`, `${u}emos`, `${u}éis`, `${s}en`].map(dropMonosyllableAccent);
  }
  return [
    `${stressed}a`,
    `${stressed}as`,
    `${stressed}a`,
    `${unstressed}amos`,
    `${unstressed}áis`,
    `${stressed}an`,
  ].map(dropMonosyllableAccent);
}

/** The -ra subjunctive: the preterite "ellos" form less -ron (tuvieron → tuviera, tuviéramos). */
function imperfectSubjunctive(parsed: Verb): string[] {
  const base = (preterite(parsed)[5] as string).slice(0, -3);
  const stressed = base.slice(0, -1) + (base.endsWith('a') ? 'á' : 'é');
  return [`${base}ra`, `${base}ras`, `${base}ra`, `${stressed}ramos`, `${base}rais`, `${base}ran`];
}

/** The six forms (yo, tú, él/ella/usted, nosotros, vosotros, ellos/ustedes) of a non-reflexive infinitive in a tense, or null when it is not an infinitive. */
export function tenseForms(infinitive: string, tense: Tense): string[] | null {
  const parsed = parse(infinitive);
  if (!parsed) return null;
  switch (tense) {
    case 'present':
      return presentForms(parsed.verb);
    case 'preterite':
      return preterite(parsed);
    case 'imperfect':
      return imperfect(parsed);
    case 'future':
      return ['é', 'ás', 'á', 'emos', 'éis', 'án'].map((ending) => futureStem(parsed.verb) + ending);
    case 'conditional':
      return ['ía', 'ías', 'ía', 'íamos', 'íais', 'ían'].map((ending) => futureStem(parsed.verb) + ending);
    case 'present-subjunctive':
      return presentSubjunctive(parsed);
    case 'imperfect-subjunctive':
      return imperfectSubjunctive(parsed);
  }
}

/** One form of a verb in a tense; a "-se" verb comes with its pronoun ("me levanté"), as conjugate() does. */
export function conjugateIn(infinitive: string, tense: Tense, person: Person): string | null {
  if (tense === 'present') return conjugate(infinitive, person);
  const reflexive = /[aeií]rse$/.test(infinitive);
  const form = tenseForms(reflexive ? infinitive.slice(0, -2) : infinitive, tense)?.[person];
  if (!form) return null;
  return reflexive ? `${REFLEXIVE_PRONOUNS[person]} ${form}` : form;
}

/** The masculine singular past participle (hecho, leído, hablado); a "-se" verb gives its base's. */
export function pastParticiple(infinitive: string): string | null {
  const parsed = parse(infinitive.replace(/([aeií]r)se$/, '$1'));
  if (!parsed) return null;
  const { verb, group, stem } = parsed;
  const irregular = lookup(PARTICIPLES, verb);
  if (irregular) return irregular;
  const family = PARTICIPLE_SUFFIXES.find(([suffix]) => verb.endsWith(suffix));
  if (family) return verb.slice(0, -family[0].length) + family[1];
  return group === 'ar' ? `${stem}ado` : joinI(stem, 'ido');
}

/** The gerund (hablando, durmiendo, leyendo, yendo); a "-se" verb gives its base's, without the pronoun. */
export function gerund(infinitive: string): string | null {
  const parsed = parse(infinitive.replace(/([aeií]r)se$/, '$1'));
  if (!parsed) return null;
  const irregular = lookup(GERUNDS, parsed.verb);
  if (irregular) return irregular;
  return parsed.group === 'ar' ? `${parsed.stem}ando` : joinI(raised(parsed), 'iendo');
}
