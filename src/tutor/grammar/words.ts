/**
 * Word-level analysis for the grammar rules: determiners, nouns with their gender and number,
 * adjectives with the forms they agree in, and plural/feminine forms the corrections write.
 */
import type { Glossary } from '../../content/glossary';
import { EITHER_GENDER_NOUNS, STRESSED_A_NOUNS } from '../../content/tutor/grammar-words';
import { fold } from '../text';

export type Gender = 'm' | 'f';
export type NumberKind = 'sg' | 'pl';

export interface Determiner {
  kind: 'article' | 'indefinite' | 'demonstrative' | 'possessive';
  /** null: the same form for both genders (mi, tu, su). */
  gender: Gender | null;
  number: NumberKind;
  /** The forms for m sg, f sg, m pl, f pl. */
  family: readonly [string, string, string, string];
}

const FAMILIES: readonly (readonly [Determiner['kind'], string, string, string, string])[] = [
  ['article', 'el', 'la', 'los', 'las'],
  ['indefinite', 'un', 'una', 'unos', 'unas'],
  ['demonstrative', 'este', 'esta', 'estos', 'estas'],
  ['demonstrative', 'ese', 'esa', 'esos', 'esas'],
  ['demonstrative', 'aquel', 'aquella', 'aquellos', 'aquellas'],
  ['possessive', 'nuestro', 'nuestra', 'nuestros', 'nuestras'],
  ['possessive', 'vuestro', 'vuestra', 'vuestros', 'vuestras'],
  ['possessive', 'mi', 'mi', 'mis', 'mis'],
  ['possessive', 'tu', 'tu', 'tus', 'tus'],
  ['possessive', 'su', 'su', 'sus', 'sus'],
];
const DETERMINERS = new Map<string, Determiner>();
for (const [kind, ms, fs, mp, fp] of FAMILIES) {
  const family = [ms, fs, mp, fp] as const;
  const neutral = ms === fs;
  family.forEach((form, i) =>
    DETERMINERS.set(form, {
      kind,
      gender: neutral ? null : i % 2 === 0 ? 'm' : 'f',
      number: i < 2 ? 'sg' : 'pl',
      family,
    }),
  );
}

/** A determiner reading of a folded word; "el" only when written without an accent. */
export function determiner(word: string): Determiner | undefined {
  return DETERMINERS.get(word.toLowerCase());
}

/** The determiner of the same family agreeing with a noun (el agua, but la misma agua). */
export function agreeingDeterminer(
  det: Determiner,
  gender: Gender,
  number: NumberKind,
  noun: string,
): string {
  const stressedA =
    number === 'sg' &&
    gender === 'f' &&
    STRESSED_A_NOUNS.has(noun) &&
    (det.kind === 'article' || det.kind === 'indefinite');
  const index = (number === 'pl' ? 2 : 0) + (gender === 'f' && !stressedA ? 1 : 0);
  return det.family[index] as string;
}

/** Glosses of nouns for people and animals, whose feminine is regular (amigo → amiga, gato → gata). */
const PERSON_GLOSS =
  /\b(friend|brother|son|uncle|cousin|grandfather|grandparent|boyfriend|husband|boy|child|neighbou?r|colleague|boss|cat|dog|\w+(?:er|or|ist|ian|ant|ent))\b/i;

const PLURAL_ONLY = new Set([
  'gafas',
  'vaqueros',
  'pantalones',
  'tijeras',
  'vacaciones',
  'gemelos',
  'afueras',
  'ganas',
  'celos',
  'víveres',
  'prismáticos',
  'alicates',
]);

export interface NounReading {
  lemma: string;
  gender: Gender | 'mf';
  number: NumberKind;
  /** The noun's gender depends on meaning or region: never corrected. */
  flexible: boolean;
}

/** Plural of a noun or adjective: casa → casas, ciudad → ciudades, lápiz → lápices, canción → canciones. */
export function plural(word: string): string {
  if (/[aeiouéó]$/.test(word)) return word + 's';
  if (/[áí]$/.test(word)) return word + 's';
  if (word.endsWith('z')) return word.slice(0, -1) + 'ces';
  if (/(s|x)$/.test(word) && !/[áéíóú]s$/.test(word)) return word;
  return deaccentLast(word) + 'es';
}

/** canción → cancion (the stress stays without the written accent once -es is added). */
function deaccentLast(word: string): string {
  return word.replace(/([áéíóú])([ns])$/, (_, vowel: string, end: string) => fold(vowel) + end);
}

/** Reads a word as a noun the glossary knows: its lemma, gender and number. */
export function nounReading(word: string, glossary: Glossary): NounReading | undefined {
  const lower = word.toLowerCase();
  const singulars: [string, NumberKind][] = [[lower, 'sg']];
  for (const cut of [lower.slice(0, -1), lower.slice(0, -2), lower.slice(0, -3) + 'z']) {
    if (cut.length > 1 && fold(plural(cut)) === fold(lower)) singulars.push([cut, 'pl']);
  }
  for (const [singular, number] of singulars) {
    // Regular feminines are listed in the masculine (amiga → amigo, profesora → profesor).
    const guesses: [string, Gender | null][] = [[singular, null]];
    if (singular.endsWith('a')) guesses.push([singular.slice(0, -1) + 'o', 'f']);
    if (/(or|ón|és)a$/.test(singular)) guesses.push([singular.slice(0, -1), 'f']);
    for (const [lemma, derived] of guesses) {
      const entry = glossary.get(lemma, 'noun') ?? glossary.get(restoreAccent(lemma, glossary), 'noun');
      if (!entry?.gender) continue;
      if (derived && (entry.gender === 'f' || !PERSON_GLOSS.test(entry.gloss))) continue; // acta is not «acto» made feminine
      // Plural-only lemmas (gafas) are plural; lunes, cumpleaños, tos have one form for both: unknown.
      if (!derived && number === 'sg' && /[aeiou]s$/.test(entry.lemma)) {
        if (!PLURAL_ONLY.has(entry.lemma)) return undefined;
        return {
          lemma: entry.lemma,
          gender: entry.gender,
          number: 'pl',
          flexible: EITHER_GENDER_NOUNS.has(entry.lemma),
        };
      }
      return {
        lemma: entry.lemma,
        gender: derived ?? entry.gender,
        number,
        flexible: EITHER_GENDER_NOUNS.has(entry.lemma),
      };
    }
  }
  return undefined;
}

/** cancion → canción when the accented lemma is a noun (typed without accents). */
function restoreAccent(form: string, glossary: Glossary): string {
  const hit = glossary.lookup(form);
  return hit && fold(hit.lemma) === fold(form) ? hit.lemma : form;
}

export interface AdjectiveReading {
  lemma: string;
  /** null: the same form for both genders (grande, azul). */
  gender: Gender | null;
  number: NumberKind;
}

/** The four forms of an adjective: m sg, f sg, m pl, f pl. */
export function adjectiveForms(lemma: string): [string, string, string, string] {
  if (lemma.endsWith('o')) {
    const stem = lemma.slice(0, -1);
    return [lemma, stem + 'a', stem + 'os', stem + 'as'];
  }
  // español → española, trabajador → trabajadora, inglés → inglesa, alemán → alemana.
  if (
    /(or|ol|án|és|ín|ón)$/.test(lemma) &&
    !/(mejor|peor|mayor|menor|anterior|posterior|exterior|interior|superior|inferior)$/.test(lemma)
  ) {
    const feminine = deaccentLast(lemma) + 'a';
    return [lemma, feminine, plural(lemma), feminine + 's'];
  }
  return [lemma, lemma, plural(lemma), plural(lemma)];
}

/** Reads a word as an adjective: the lemma and the gender/number its form shows. */
export function adjectiveReading(word: string, glossary: Glossary): AdjectiveReading | undefined {
  const lower = word.toLowerCase();
  const stems = new Set([
    lower,
    lower.replace(/s$/, ''),
    lower.replace(/es$/, ''),
    lower.replace(/as?$/, 'o'),
    lower.replace(/as?$/, ''),
    lower.replace(/ces$/, 'z'),
  ]);
  for (const stem of stems) {
    const entry = glossary.get(stem, 'adj') ?? glossary.get(restoreAccentAdj(stem, glossary), 'adj');
    if (!entry || entry.lemma.includes(' ')) continue;
    const forms = adjectiveForms(entry.lemma);
    const at = forms.findIndex((form) => form === lower || fold(form) === fold(lower));
    if (at < 0) continue;
    const invariable = forms[0] === forms[1];
    return {
      lemma: entry.lemma,
      gender: invariable ? null : at % 2 === 0 ? 'm' : 'f',
      number: at < 2 ? 'sg' : 'pl',
    };
  }
  return undefined;
}

function restoreAccentAdj(form: string, glossary: Glossary): string {
  for (const entry of [glossary.lookup(form)])
    if (entry && fold(entry.lemma) === fold(form)) return entry.lemma;
  return form;
}

/** The form of an adjective agreeing with a gender and number. */
export function agreeingAdjective(lemma: string, gender: Gender, number: NumberKind): string {
  return adjectiveForms(lemma)[(number === 'pl' ? 2 : 0) + (gender === 'f' ? 1 : 0)] as string;
}
