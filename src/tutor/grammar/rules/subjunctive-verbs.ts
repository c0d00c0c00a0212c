/**
 * Main verbs that decide the mood of the clause after «que»: a wish or a feeling asks for the
 * subjunctive, a belief for the indicative, and a command to imagine leaves both open.
 */
import type { Token } from '../sentence';
import type { FiniteReading } from './verb-readings';

export const WISH = new Set([
  'querer',
  'esperar',
  'pedir',
  'necesitar',
  'preferir',
  'desear',
  'recomendar',
  'aconsejar',
  'sugerir',
  'prohibir',
  'permitir',
  'exigir',
  'rogar',
  'mandar',
]);
export const EMOTION = new Set([
  'alegrar',
  'molestar',
  'encantar',
  'gustar',
  'sorprender',
  'preocupar',
  'enfadar',
  'importar',
  'extrañar',
  'fastidiar',
  'odiar',
  'lamentar',
  'temer',
]);
export const BELIEF = new Set(['creer', 'pensar', 'parecer', 'opinar', 'suponer', 'imaginar']);

/**
 * «Imagina que nadie lo hubiera descubierto», «supongamos que tuvieras razón»: a command to imagine
 * sets up a case, real (indicative) or not (subjunctive), so no mood is wrong there. The tú command
 * is the él present, opening the sentence with no subject before it.
 */
export function supposition(token: Token, readings: readonly FiniteReading[]): boolean {
  return readings.some(
    (r) =>
      (r.lemma === 'imaginar' || r.lemma === 'suponer') &&
      (r.tense === 'present-subjunctive' || (r.tense === 'present' && r.person === 2 && token.afterBreak)),
  );
}
