import type { Line } from '../../content/tutor/types';
import { fold } from '../text';

/** The Spanish capitalised to open a question («¿Cocinas…?»); the English stays inside its sentence. */
export function capitalise(line: Line): Line {
  return { es: line.es.charAt(0).toUpperCase() + line.es.slice(1), en: line.en };
}

/** «a nurse», «an engineer». */
export function withIndefinite(english: string): string {
  return `${/^[aeiou]/i.test(english) ? 'an' : 'a'} ${english}`;
}

/** amigo → amiga, profesor → profesora, león → leona. */
export function feminine(lemma: string): string {
  if (lemma.endsWith('o')) return lemma.slice(0, -1) + 'a';
  return lemma.replace(/([áéíóú])([ns])$/, (_, vowel: string, end: string) => fold(vowel) + end) + 'a';
}
