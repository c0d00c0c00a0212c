/**
 * Common learner errors the local tutor corrects (spec doc 2 §9 tutor instruction: "correct the
 * user's errors and ask them to repeat"). Each rule finds a wrong phrase and gives the right one.
 */
import type { Glossary } from '../../../content/glossary';
import { fold } from './text';
import { yoForm } from './verbs';

export interface Correction {
  /** The phrase as the learner wrote it. */
  wrong: string;
  /** The corrected phrase. */
  right: string;
  /** A one-line hint in simple Spanish. */
  tip: string;
}

interface Rule {
  pattern: RegExp;
  fix(match: RegExpExecArray, glossary: Glossary): { right: string; tip: string } | null;
}

const TO_ESTAR: Record<string, string> = {
  soy: 'estoy',
  eres: 'estás',
  es: 'está',
  somos: 'estamos',
  son: 'están',
};
const TO_SER: Record<string, string> = {
  estoy: 'soy',
  estas: 'eres',
  esta: 'es',
  estamos: 'somos',
  estan: 'son',
};
const STATES =
  'cansad[oa]s?|enferm[oa]s?|ocupad[oa]s?|preocupad[oa]s?|enfadad[oa]s?|enojad[oa]s?|emocionad[oa]s?|content[oa]s?|bien|mal|mejor|peor';
const ROLES =
  'estudiante|profesora?|medic[oa]|doctora?|ingenier[oa]|enfermer[oa]|abogad[oa]|camarer[oa]|programadora?|cociner[oa]|american[oa]|ingles[a]?|canadiense|australian[oa]|mexican[oa]|español[a]?|aleman[a]?|frances[a]?';
const TENER_NOUNS = 'hambre|sed|frio|calor|sueño|miedo|prisa';
const YO_WRONG: Record<string, string> = {
  es: 'soy',
  esta: 'estoy',
  tiene: 'tengo',
  va: 'voy',
  hace: 'hago',
  quiere: 'quiero',
  puede: 'puedo',
  habla: 'hablo',
  vive: 'vivo',
  trabaja: 'trabajo',
  come: 'como',
  gusta: 'me gusta',
};
// Feminine nouns starting with a stressed "a" take "el"/"un" in the singular (el agua, un aula).
const STRESSED_A = new Set([
  'agua',
  'hambre',
  'aguila',
  'ala',
  'alma',
  'arma',
  'aula',
  'area',
  'ave',
  'hacha',
  'habla',
]);
const ARTICLES: Record<string, { gender: 'm' | 'f'; plural: boolean; definite: boolean }> = {
  el: { gender: 'm', plural: false, definite: true },
  la: { gender: 'f', plural: false, definite: true },
  los: { gender: 'm', plural: true, definite: true },
  las: { gender: 'f', plural: true, definite: true },
  un: { gender: 'm', plural: false, definite: false },
  una: { gender: 'f', plural: false, definite: false },
  unos: { gender: 'm', plural: true, definite: false },
  unas: { gender: 'f', plural: true, definite: false },
};

function article(gender: 'm' | 'f', plural: boolean, definite: boolean): string {
  if (definite) return gender === 'm' ? (plural ? 'los' : 'el') : plural ? 'las' : 'la';
  return gender === 'm' ? (plural ? 'unos' : 'un') : plural ? 'unas' : 'una';
}

/** Article + noun whose gender the glossary knows; only exact lemma or lemma + s/es forms. */
function genderFix(
  articleWord: string,
  noun: string,
  glossary: Glossary,
): { right: string; tip: string } | null {
  const art = ARTICLES[articleWord];
  const hit = glossary.lookup(noun);
  if (!art || !hit || hit.pos !== 'noun') return null;
  const entry = glossary.get(hit.lemma, 'noun');
  if (!entry?.gender || entry.gender === 'mf') return null;
  const lemma = fold(hit.lemma);
  const plural = noun !== lemma && (noun === `${lemma}s` || noun === `${lemma}es`);
  if (noun !== lemma && !plural) return null; // profesora is a form of profesor: not our case
  const gender = !plural && entry.gender === 'f' && STRESSED_A.has(lemma) ? 'm' : entry.gender;
  if (gender === art.gender && plural === art.plural) return null;
  if (plural !== art.plural) return null; // "los casa": number, not gender; too unclear to fix
  return {
    right: `${article(gender, plural, art.definite)} ${noun}`,
    tip: entry.gender === 'f' ? `«${hit.lemma}» es femenino.` : `«${hit.lemma}» es masculino.`,
  };
}

const RULES: readonly Rule[] = [
  {
    pattern: /\b(?:yo )?(?:soy|estoy) (\d+|[a-zñ]+) años\b/,
    fix: (m) => ({ right: `tengo ${m[1]} años`, tip: 'La edad va con «tener».' }),
  },
  {
    pattern: new RegExp(`\\b(?:yo )?(?:soy|estoy) (${TENER_NOUNS})\\b`),
    fix: (m) => ({ right: `tengo ${m[1]}`, tip: `Decimos «tener ${m[1]}».` }),
  },
  {
    pattern: /\b(?:me llamo es|mi llamo)\b/,
    fix: () => ({ right: 'me llamo', tip: '«Me llamo» + tu nombre.' }),
  },
  {
    pattern: /\byo (gusto|gusta)\b/,
    fix: () => ({ right: 'me gusta', tip: 'Con «gustar» decimos «me gusta».' }),
  },
  {
    pattern: /\byo (es|esta|tiene|va|hace|quiere|puede|habla|vive|trabaja|come)\b/,
    fix: (m) => ({ right: `yo ${YO_WRONG[m[1] as string]}`, tip: 'Con «yo» el verbo cambia.' }),
  },
  {
    pattern: /\byo ([a-zñ]*(?:ar|er|ir))\b/,
    fix: (m, glossary) => {
      const form = yoForm(m[1] as string, glossary);
      return form ? { right: `yo ${form}`, tip: 'Con «yo» conjugamos el verbo.' } : null;
    },
  },
  {
    pattern: new RegExp(`\\b(soy|eres|es|somos|son) (muy )?(${STATES})\\b`),
    fix: (m) => ({
      right: `${TO_ESTAR[m[1] as string]} ${m[2] ?? ''}${m[3]}`,
      tip: 'Para cómo estás, usamos «estar».',
    }),
  },
  {
    pattern: /\b(?:yo )?soy en\b/,
    fix: () => ({ right: 'estoy en', tip: 'Para el lugar, usamos «estar».' }),
  },
  {
    pattern: new RegExp(`\\b(estoy|estas|esta|estamos|estan) (?:un |una )?(${ROLES})\\b`),
    fix: (m) => ({
      right: `${TO_SER[m[1] as string]} ${m[2]}`,
      tip: 'Para la profesión o el origen, usamos «ser».',
    }),
  },
  { pattern: /\bestoy de\b/, fix: () => ({ right: 'soy de', tip: 'El origen va con «ser»: «soy de».' }) },
  {
    // Only where "es" clearly speaks of the weather: "Hoy es frío", not "el café es frío".
    pattern: /(^|\bhoy |\baqui )es (mucho )?(calor|frio|sol|viento)\b/,
    fix: (m) => ({ right: `${m[1] ?? ''}hace ${m[2] ?? ''}${m[3]}`, tip: 'Para el tiempo, usamos «hace».' }),
  },
  {
    pattern: /\b(el|la|los|las|un|una|unos|unas) ([a-zñ]{3,})\b/g,
    fix: (m, glossary) => genderFix(m[1] as string, m[2] as string, glossary),
  },
];

/** The first error found in a learner's message, or null. Matching ignores case and accents. */
export function findCorrection(text: string, glossary: Glossary): Correction | null {
  const folded = fold(text);
  for (const rule of RULES) {
    const pattern = new RegExp(rule.pattern.source, 'g');
    for (let match = pattern.exec(folded); match; match = pattern.exec(folded)) {
      const fixed = rule.fix(match, glossary);
      if (fixed && fold(fixed.right) !== match[0]) {
        // Quote the learner's own spelling: folding keeps the length, so indexes line up.
        const wrong = text.normalize('NFC').slice(match.index, match.index + match[0].length);
        return { wrong, right: fixed.right, tip: fixed.tip };
      }
    }
  }
  return null;
}

/** The learner's sentence with the correction applied, when it is short enough to repeat. */
export function correctedSentence(text: string, correction: Correction): string {
  const clean = text.normalize('NFC').trim();
  const index = clean.indexOf(correction.wrong);
  if (index < 0) return correction.right;
  return clean.slice(0, index) + correction.right + clean.slice(index + correction.wrong.length);
}
