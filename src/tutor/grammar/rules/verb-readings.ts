/** Finite readings of a word in any tense, the shared question of the tense-aware rules. */
import type { Tense } from '../../../content/verbs/tenses';
import type { VerbIndex } from '../conjugation';
import type { Token } from '../sentence';

export interface FiniteReading {
  lemma: string;
  tense: Tense;
  person: 0 | 1 | 2 | 3 | 4 | 5;
}

/** Words that fold to a verb form but are first of all other words: «este» is not «esté». */
const OTHER_WORDS = new Set(
  'este esta estas estos ese esa esos esas como entre sobre hacia solo mas tu el si se de te mi que cual donde cuando quien aun esto ultimo publico practico continuo'.split(
    ' ',
  ),
);

const NOUN_CONTEXT =
  /^(el|la|los|las|un|una|unos|unas|mi|mis|tu|tus|su|sus|nuestro|nuestra|nuestros|nuestras|este|esta|estos|estas|ese|esa|esos|esas|al|del|de|en|con|sin|para|por|desde|hasta|entre|sobre|muy|cada|otro|otra)$/;
/** Forms of rare verbs that are far more often another word: «nada» (nothing), «entero» (whole). */
const NOT_VERBS = new Set([
  'nada',
  'entero',
  'entera',
  'cuento',
  'bajo',
  'claro',
  'cara',
  'sobre',
  'paso',
  'libro',
  'centro',
  'casa',
]);

/**
 * Every finite reading of a form («fui»: ser and ir, preterite, yo). A form written exactly keeps
 * only its exact readings: «hablo» is the present, although «habló» typed without its accent
 * would fold to it; a form matching nothing exactly gets the accent-folded readings.
 */
export function finiteReadings(verbs: VerbIndex, word: Token | string): FiniteReading[] {
  const form = typeof word === 'string' ? word : word.text;
  const lower = form.toLowerCase();
  // After an article, a possessive or a preposition a word is a noun: «el gobierno», «de casa».
  if (typeof word !== 'string' && NOUN_CONTEXT.test(word.before)) return [];
  if (NOT_VERBS.has(lower)) return [];
  const all = verbs.tensed(form);
  const exact = all.filter((r) => verbs.form(r.lemma, r.tense, r.person) === lower);
  if (exact.length === 0 && OTHER_WORDS.has(lower)) return [];
  // «sonaba», «sea»: yo and él share the form; without «yo» the third person is the likelier.
  const readings = (exact.length > 0 ? exact : all).sort((a, b) => rank(a) - rank(b));
  return typeof word === 'string' ? readings : serOrIr(readings, word.after);
}

/** «Fui al mercado» is ir, «fui feliz» is ser: a motion preposition after it decides. */
function serOrIr(readings: FiniteReading[], after: string): FiniteReading[] {
  if (!readings.some((r) => r.lemma === 'ser') || !readings.some((r) => r.lemma === 'ir')) return readings;
  const motion = /^(a|al|de|en|hacia|hasta|por|allí|alli|allá|alla|ahí|ahi|lejos|juntos)$/.test(after);
  return readings.filter((r) => r.lemma === (motion ? 'ir' : 'ser'));
}

function rank(reading: FiniteReading): number {
  return reading.person === 2 ? 0 : 1;
}
