/**
 * Whose past it is: the person a past-tense verb must take, from a subject pronoun before it, a
 * noun phrase around it, or the learner talking about themselves.
 */
import type { VerbIndex } from '../conjugation';
import { subjectPerson, type Token } from '../sentence';
import { determiner } from '../words';
import { clauseOf } from './time-markers';
import { finiteReadings, type FiniteReading } from './verb-readings';

/** The person the verb must take: its subject pronoun's when one stands right before it. */
export function personFor(
  tokens: readonly Token[],
  at: number,
  reading: FiniteReading,
): FiniteReading['person'] {
  for (let back = at - 1; back >= Math.max(0, at - 3); back -= 1) {
    const person = subjectPerson(tokens, back);
    if (person !== null) return person;
    if (
      !/^(no|me|te|se|nos|os|lo|la|le|los|las|les|ya|también|tambien|siempre)$/.test(
        tokens[back]?.lower ?? '',
      )
    )
      break;
  }
  return reading.person;
}

/** Verbs whose subject often follows them: «de repente sonó el teléfono», «llegó el tren». */
const TIME_NOUNS =
  /^(vez|dia|semana|ano|mes|noche|tarde|manana|verano|invierno|otono|primavera|fin|lunes|martes|miercoles|jueves|viernes|sabado|domingo)$/;
const INVERTING = new Set([
  'sonar',
  'llegar',
  'empezar',
  'pasar',
  'ocurrir',
  'venir',
  'salir',
  'entrar',
  'caer',
  'morir',
  'nacer',
  'terminar',
  'acabar',
  'aparecer',
  'llover',
  'abrir',
  'cerrar',
  'romper',
]);

/**
 * «Iba», «sonaba», «comía»: yo and él share the imperfect. A subject decides (a pronoun, a noun
 * phrase before the verb, or after a verb whose subject follows it); with none, the learner is
 * talking about themselves.
 */
export function imperfectPerson(
  tokens: readonly Token[],
  text: string,
  at: number,
  reading: FiniteReading,
  verbs: VerbIndex,
): FiniteReading['person'] {
  if (reading.person !== 0 && reading.person !== 2) return reading.person;
  // «Empezaba a llover»: a weather verb after it has no person.
  if (/^(llover|nevar|granizar|tronar|amanecer|anochecer)$/.test(tokens[at + 2]?.lower ?? '')) return 2;
  if (subjectStart(tokens, at) !== at) return personFor(tokens, at, reading);
  const [from] = clauseOf(tokens, text, at);
  const before = tokens.slice(from, at);
  const nounBefore = before.some(
    (t, k) =>
      t.name ||
      (determiner(t.text) &&
        before[k + 1] &&
        !TIME_NOUNS.test(before[k + 1]?.folded ?? '') &&
        finiteReadings(verbs, before[k + 1] as Token).length === 0),
  );
  const after = tokens[at + 1];
  const nounAfter = INVERTING.has(reading.lemma) && after && (after.name || determiner(after.text));
  return nounBefore || nounAfter ? 2 : 0;
}

export function subjectStart(tokens: readonly Token[], at: number): number {
  for (let back = at - 1; back >= Math.max(0, at - 3); back -= 1)
    if (subjectPerson(tokens, back) !== null) return back;
  return at;
}
