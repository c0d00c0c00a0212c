/**
 * Small helpers shared by the rule families: gender slots for explanations, copulas,
 * intensifiers, time nouns and where a clause starts. Reading noun phrases is in
 * noun-phrase-reading.ts, finding a clause's subject and its verb in subjects.ts.
 */
import type { Token } from '../sentence';
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

/** Nouns of time: a noun phrase of them is an adverbial, not a subject («los domingos voy»). */
export const TIME_HEADS = new Set([
  'lunes',
  'martes',
  'miércoles',
  'jueves',
  'viernes',
  'sábado',
  'domingo',
  'día',
  'semana',
  'mes',
  'año',
  'fin',
  'finde',
  'mañana',
  'tarde',
  'noche',
  'madrugada',
  'mediodía',
  'hora',
  'minuto',
  'segundo',
  'momento',
  'rato',
  'vez',
  'verano',
  'invierno',
  'otoño',
  'primavera',
  'vacaciones',
  'navidad',
  'siglo',
  'década',
  'época',
  'temporada',
  'curso',
  'trimestre',
  'semestre',
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
]);

/** Words that open a clause, after which a subject may stand (que, porque, cuando…). */
export const CLAUSE_OPENERS = /^(que|porque|cuando|pero|aunque|si|mientras|donde|pues|como|ya que)$/;

export function clauseStart(tokens: readonly Token[], i: number): boolean {
  const token = tokens[i];
  if (!token) return false;
  return token.afterBreak || CLAUSE_OPENERS.test(tokens[i - 1]?.lower ?? '');
}
