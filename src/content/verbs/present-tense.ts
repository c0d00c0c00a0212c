/**
 * The present indicative of Spanish verbs, the one owner of how a verb conjugates in the present:
 * the built-in tutor proposes "yo tengo" for "yo tener" with it, and the glossary's lemmatiser
 * maps "tengo" back to "tener" with the same forms (content/glossary/data/irregular-forms.ts).
 */
import { IRREGULAR_YO, PRESENT_IRREGULAR, STEM_CHANGES, UIR_VERBS } from './verb-forms';

/** 0 yo, 1 tú, 2 él/ella/usted, 3 nosotros, 4 vosotros, 5 ellos/ellas/ustedes. */
export type Person = 0 | 1 | 2 | 3 | 4 | 5;
const REFLEXIVE_PRONOUNS = ['me', 'te', 'se', 'nos', 'os', 'se'] as const;

const ENDINGS: Record<string, readonly string[]> = {
  ar: ['o', 'as', 'a', 'amos', 'áis', 'an'],
  er: ['o', 'es', 'e', 'emos', 'éis', 'en'],
  ir: ['o', 'es', 'e', 'imos', 'ís', 'en'],
};
const STEM_CHANGE = new Map<string, 'ie' | 'ue' | 'i'>(
  (Object.entries(STEM_CHANGES) as ['ie' | 'ue' | 'i', readonly string[]][]).flatMap(([change, verbs]) =>
    verbs.map((verb) => [verb.replace(/se$/, ''), change] as const),
  ),
);
// Compounds conjugate like their base: mantener → mantengo, proponer → propongo.
const COMPOUND_BASES = ['tener', 'venir', 'poner', 'hacer', 'decir', 'traer'];

function changeStem(stem: string, change: 'ie' | 'ue' | 'i'): string {
  const at = Math.max(stem.lastIndexOf(change === 'ue' ? 'o' : 'e'));
  if (at < 0) return stem;
  return stem.slice(0, at) + change + stem.slice(at + 1);
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
    if (verb.endsWith(base) && prefix.length > 0 && prefix.length <= 5) {
      const forms = presentForms(base);
      // A written accent on the base form moves off when a prefix is added (detén, but detienes).
      return forms ? forms.map((form) => prefix + form) : null;
    }
  }
  const ending = verb.slice(-2).replace('í', 'i');
  const endings = ENDINGS[ending];
  if (!endings || verb.length < 3) return null;
  const stem = verb.slice(0, -2);
  const changed = STEM_CHANGE.has(verb) ? changeStem(stem, STEM_CHANGE.get(verb) as 'ie') : stem;
  const forms = endings.map((suffix, person) =>
    person === 3 || person === 4 ? stem + suffix : changed + suffix,
  );
  if (UIR_VERBS.includes(verb) || (/[^g]uir$/.test(verb) && verb.length > 5)) {
    return forms.map((form, person) =>
      person === 3 || person === 4 ? form : form.replace(/u([oe])/, 'uy$1'),
    );
  }
  forms[0] = IRREGULAR_YO[verb] ?? yoSpelling(verb, forms[0] as string);
  return forms;
}

/** Spelling and -zco patterns of the yo form: conozco, protejo, distingo. */
function yoSpelling(verb: string, regular: string): string {
  if (/[aeiou]c[ei]r$/.test(verb) && !/(hacer|decir|cocer|mecer)$/.test(verb))
    return verb.slice(0, -3) + 'zco';
  if (/g[ei]r$/.test(verb)) return verb.slice(0, -3) + 'jo';
  if (/guir$/.test(verb)) return verb.slice(0, -4) + 'go';
  return regular;
}

/** A conjugated present form, with its reflexive pronoun for "-se" verbs ("me levanto"). */
export function conjugate(infinitive: string, person: Person): string | null {
  const reflexive = /[aeií]rse$/.test(infinitive);
  const forms = presentForms(reflexive ? infinitive.slice(0, -2) : infinitive);
  const form = forms?.[person];
  if (!form) return null;
  return reflexive ? `${REFLEXIVE_PRONOUNS[person]} ${form}` : form;
}
