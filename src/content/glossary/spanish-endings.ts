/**
 * The Spanish ending tables the lemmatiser works from: regular conjugation endings per tense,
 * clitic hosts, derivational suffixes and accent folding, indexed once at module load.
 */
import { fold } from '../../domain/text';

export type VerbClass = 'ar' | 'er' | 'ir';
/** Returns the headword a candidate stands for (itself, or an accented spelling), if any. */
export type Accept = (lemma: string) => string | undefined;

export interface SuffixIndex {
  byEnding: ReadonlyMap<string, readonly VerbClass[]>;
  /** Suffix lengths, longest first, so `hablaremos` tries `aremos` before `emos`. */
  lengths: readonly number[];
}

export const CLASSES: readonly VerbClass[] = ['ar', 'er', 'ir'];
export const SUBJUNCTIVE_I = 'iera ieras iéramos ierais ieran iese ieses iésemos ieseis iesen';
export const Y_FORMS = 'yó yeron yendo yera yeras yéramos yerais yeran yese yeses yésemos yeseis yesen';

/** Regular endings per tense, as [-ar, -er, -ir]; tense order sets which reading comes first. */
export const CONJUGATIONS: ReadonlyArray<readonly [string, string, string]> = [
  ['o as a amos áis an', 'o es e emos éis en', 'o es e imos ís en'],
  ['é aste ó amos asteis aron', 'í iste ió imos isteis ieron', 'í iste ió imos isteis ieron'],
  ['aba abas ábamos abais aban', 'ía ías íamos íais ían', 'ía ías íamos íais ían'],
  ['ando ado ada ados adas ar', 'iendo ido ida idos idas er', 'iendo ido ida idos idas ir ír'],
  [
    'aré arás ará aremos aréis arán aría arías aríamos aríais arían',
    'eré erás erá eremos eréis erán ería erías eríamos eríais erían',
    'iré irás irá iremos iréis irán iría irías iríamos iríais irían',
  ],
  ['e es emos éis en ad', 'a as amos áis an ed', 'a as amos áis an id'],
  ['ara aras áramos arais aran ase ases ásemos aseis asen', SUBJUNCTIVE_I, SUBJUNCTIVE_I],
  ['', Y_FORMS, Y_FORMS],
];

/** Forms that can carry enclitic pronouns: infinitive, gerund and affirmative imperative. */
export const CLITIC_HOSTS: ReadonlyArray<readonly [string, string, string]> = [
  ['ar ando a e en ad emos', 'er iendo yendo e a an ed amos', 'ir ír iendo yendo e a an id amos'],
];

export const CLITICS = ['los', 'las', 'les', 'nos', 'me', 'te', 'se', 'lo', 'la', 'le', 'os'];
export const REFLEXIVE_AFTER_NONFINITE = new Set(['me', 'te', 'se', 'nos', 'os']);
export const REFLEXIVE_AFTER_IMPERATIVE = new Set(['te', 'se', 'nos', 'os']);
export const NONFINITE_ENDINGS = ['ar', 'er', 'ir', 'ír', 'ando', 'iendo', 'yendo'];
export const PARTICIPLE_ENDINGS = ['ada', 'adas', 'ida', 'idas'];
export const SUPERLATIVES = ['ísimo', 'ísima', 'ísimos', 'ísimas'];
export const DIMINUTIVES = ['ito', 'ita', 'itos', 'itas'];

export const ACCENTED: Readonly<Record<string, string>> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú' };
export const VOWELS = new Set('aeiouáéíóúü');

export function buildIndex(
  table: ReadonlyArray<readonly [string, string, string]>,
  fold: boolean,
): SuffixIndex {
  const byEnding = new Map<string, VerbClass[]>();
  for (const row of table) {
    row.forEach((endings, column) => {
      const verbClass = CLASSES[column] as VerbClass;
      for (const raw of endings.split(' ').filter(Boolean)) {
        const ending = fold ? deaccent(raw) : raw;
        const classes = byEnding.get(ending) ?? [];
        if (!classes.includes(verbClass)) classes.push(verbClass);
        byEnding.set(ending, classes);
      }
    });
  }
  const lengths = [...new Set([...byEnding.keys()].map((ending) => ending.length))].sort((a, b) => b - a);
  return { byEnding, lengths };
}

/** Removes acute accents and diaeresis (ñ stays: it is a letter of its own). */
/** Accent folding is the domain's (`fold`: ñ kept as its own letter, lower case). */
export function deaccent(text: string): string {
  return fold(text);
}

export const EXACT = { verbs: buildIndex(CONJUGATIONS, false), hosts: buildIndex(CLITIC_HOSTS, false) };
export const FOLDED = { verbs: buildIndex(CONJUGATIONS, true), hosts: buildIndex(CLITIC_HOSTS, true) };
export type Indexes = typeof EXACT;
