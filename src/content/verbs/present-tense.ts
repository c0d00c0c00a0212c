/**
 * The present indicative of Spanish verbs, the one owner of how a verb conjugates in the present:
 * the built-in tutor proposes "yo tengo" for "yo tener" with it, and the glossary's lemmatiser
 * maps "tengo" back to "tener" with the same forms (content/glossary/data/irregular-forms.ts).
 */
import { ACCENTED_STEMS, IRREGULAR_YO, PRESENT_IRREGULAR, STEM_CHANGES, UIR_VERBS } from './verb-forms';

/** 0 yo, 1 tú, 2 él/ella/usted, 3 nosotros, 4 vosotros, 5 ellos/ellas/ustedes. */
export type Person = 0 | 1 | 2 | 3 | 4 | 5;
const REFLEXIVE_PRONOUNS = ['me', 'te', 'se', 'nos', 'os', 'se'] as const;

const ENDINGS: Record<string, readonly string[]> = {
  ar: ['o', 'as', 'a', 'amos', 'áis', 'an'],
  er: ['o', 'es', 'e', 'emos', 'éis', 'en'],
  ir: ['o', 'es', 'e', 'imos', 'ís', 'en'],
};
/** freír, sofreír: the stress falls on the i (frío), which keeps its accent before -mos (freímos). */
const EIR_ENDINGS = ['ío', 'íes', 'íe', 'eímos', 'eís', 'íen'];
const STEM_CHANGE = new Map<string, 'ie' | 'ue' | 'i'>(
  (Object.entries(STEM_CHANGES) as ['ie' | 'ue' | 'i', readonly string[]][]).flatMap(([change, verbs]) =>
    verbs.map((verb) => [verb.replace(/se$/, ''), change] as const),
  ),
);
const ACCENTED = new Set(ACCENTED_STEMS.map((verb) => verb.replace(/se$/, '')));
// Compounds conjugate like their base: mantener → mantengo, contradecir → contradigo, decaer → decaigo.
const COMPOUND_BASES = ['tener', 'venir', 'poner', 'hacer', 'decir', 'traer', 'caer', 'salir', 'valer'];

/**
 * The stem where it is stressed: pens → piens, volv → vuelv, ped → pid, adquir → adquier; a
 * word-initial diphthong takes a consonant (ergu → yergu, ol → huel), and "gue" a diaeresis
 * (avergonz → avergüenz).
 */
function changeStem(stem: string, change: 'ie' | 'ue' | 'i'): string {
  const vowel = change === 'ue' ? 'o' : 'e';
  let at = stem.lastIndexOf(vowel);
  if (at < 0 && change === 'ie') at = stem.lastIndexOf('i');
  if (at < 0) return stem;
  let changed: string = change;
  if (at === 0 && change !== 'i') changed = change === 'ie' ? 'ye' : 'hue';
  else if (change === 'ue' && stem[at - 1] === 'g') changed = 'üe';
  return stem.slice(0, at) + changed + stem.slice(at + 1);
}

/** The stem's last i or u with its written accent: gui → guí, actu → actú, reun → reún. */
function accentStem(stem: string): string {
  const at = Math.max(stem.lastIndexOf('i'), stem.lastIndexOf('u'));
  if (at < 0) return stem;
  return stem.slice(0, at) + (stem[at] === 'i' ? 'í' : 'ú') + stem.slice(at + 1);
}

const STRONG_PAIR = /[aeoáéó]{2}|[íú][aeoáéó]|[aeoáéó][íú]/;

/**
 * The 2010 spelling writes no accent on a word of one syllable, and a weak vowel pair (ui, iu) or
 * a weak vowel beside a strong one is one syllable: guiais, criais, fiais, huis (but reís, guío).
 */
function spellMonosyllable(form: string): string {
  const groups = form.match(/[aeiouáéíóúü]+/g) ?? [];
  if (groups.length !== 1 || !/[áéíóú]/.test(form) || STRONG_PAIR.test(groups[0] as string)) return form;
  return form.replace(/[áéíóú]/g, (vowel) => 'aeiou'['áéíóú'.indexOf(vowel)] as string);
}

/**
 * The present forms that do not follow the regular endings (tengo, tienes, tiene, tienen for
 * tener): what a lemmatiser cannot recover by stripping a suffix. Empty for a regular verb. A
 * verb with a whole irregular table gives all six (da, damos: stems too short to strip safely).
 */
export function irregularPresentForms(infinitive: string): string[] {
  const verb = infinitive.toLowerCase();
  const table = PRESENT_IRREGULAR[verb];
  if (table) return [...table];
  const forms = presentForms(verb) ?? [];
  const endings = ENDINGS[verb.slice(-2).replace('í', 'i')];
  const stem = verb.slice(0, -2);
  return forms.filter((form, person) => !endings || form !== stem + endings[person]);
}

/** The six present forms of a non-reflexive infinitive, or null if it is not an infinitive. */
export function presentForms(infinitive: string): string[] | null {
  const verb = infinitive.toLowerCase();
  const table = PRESENT_IRREGULAR[verb];
  if (table) return [...table];
  for (const base of COMPOUND_BASES) {
    const prefix = verb.slice(0, -base.length);
    if (verb.endsWith(base) && prefix.length > 0) {
      const forms = presentForms(base);
      // A written accent on the base form moves off when a prefix is added (detén, but detienes).
      return forms ? forms.map((form) => prefix + form) : null;
    }
  }
  if (/.eír$/.test(verb)) return EIR_ENDINGS.map((ending) => verb.slice(0, -3) + ending);
  const ending = verb.slice(-2).replace('í', 'i');
  const endings = ENDINGS[ending];
  if (!endings || verb.length < 3) return null;
  const stem = verb.slice(0, -2);
  const change = STEM_CHANGE.get(verb);
  let stressed = change ? changeStem(stem, change) : stem;
  if (ACCENTED.has(verb) || /[^cg]uar$/.test(verb)) stressed = accentStem(stressed);
  const forms = endings.map((suffix, person) =>
    person === 3 || person === 4 ? stem + suffix : stressed + suffix,
  );
  if (UIR_VERBS.includes(verb) || /[^gq]uir$/.test(verb)) {
    return forms
      .map((form, person) => (person === 3 || person === 4 ? form : form.replace(/u([oe])/, 'uy$1')))
      .map(spellMonosyllable);
  }
  forms[0] = IRREGULAR_YO[verb] ?? yoSpelling(verb, forms[0] as string);
  return forms.map(spellMonosyllable);
}

/**
 * Spelling patterns of the yo form, on the stressed stem: conozco, venzo, tuerzo, cuezo,
 * protejo, distingo, persigo, yergo.
 */
function yoSpelling(verb: string, yo: string): string {
  if (/c[ei]r$/.test(verb)) {
    // -zco after a vowel (conozco, luzco), -zo after a consonant (venzo, esparzo) and in
    // cocer and mecer (cuezo, mezo); hacer and decir have their own forms.
    if (/(hacer|decir)$/.test(verb)) return yo;
    const zco = /[aeiou]c[ei]r$/.test(verb) && !/(cocer|mecer)$/.test(verb);
    return yo.slice(0, -2) + (zco ? 'zco' : 'zo');
  }
  if (/g[ei]r$/.test(verb)) return yo.slice(0, -2) + 'jo';
  if (/guir$/.test(verb)) return yo.slice(0, -3) + 'go';
  return yo;
}

/** A conjugated present form, with its reflexive pronoun for "-se" verbs ("me levanto"). */
export function conjugate(infinitive: string, person: Person): string | null {
  const reflexive = /[aeií]rse$/.test(infinitive);
  const forms = presentForms(reflexive ? infinitive.slice(0, -2) : infinitive);
  const form = forms?.[person];
  if (!form) return null;
  return reflexive ? `${REFLEXIVE_PRONOUNS[person]} ${form}` : form;
}
