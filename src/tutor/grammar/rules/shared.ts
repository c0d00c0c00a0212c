/** Small helpers shared by the rule families. */
import type { Gender, NumberKind } from '../words';

export function genderSlots(gender: Gender, number: NumberKind): Record<string, string> {
  return {
    gender: gender === 'm' ? 'masculine' : 'feminine',
    genderEs: gender === 'm' ? 'masculino' : 'femenino',
    number: number === 'sg' ? 'singular' : 'plural',
    numberEs: number === 'sg' ? 'singular' : 'plural',
  };
}

/** Copulas that link a subject with a description: es, está, son, parece… */
export const COPULAS = new Set([
  'es',
  'son',
  'está',
  'están',
  'esta',
  'estan',
  'era',
  'eran',
  'estaba',
  'estaban',
  'fue',
  'fueron',
  'parece',
  'parecen',
  'queda',
  'quedan',
  'sigue',
  'siguen',
]);
/** Words between a copula and its adjective that change nothing: muy, tan, bastante… */
export const INTENSIFIERS = new Set([
  'muy',
  'tan',
  'bastante',
  'demasiado',
  'super',
  'súper',
  'algo',
  'más',
  'menos',
  'siempre',
  'también',
  'un',
  'poco',
  'realmente',
]);
