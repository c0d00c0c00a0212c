/**
 * Chat formulae a learner types from day one («buenos días», «por favor», «tal vez», «me llamo…»):
 * their words are not new vocabulary, so the fallback extractor skips every word inside them.
 * Single stock words (hola, gracias, vale…) come with the stop words instead.
 */
import { fold } from '../text';

const PHRASES = [
  'buenos dias',
  'buenas tardes',
  'buenas noches',
  'por favor',
  'de nada',
  'mucho gusto',
  'muchas gracias',
  'hasta luego',
  'hasta mañana',
  'hasta pronto',
  'lo siento',
  'que tal',
  'tal vez',
  'a veces',
  'de acuerdo',
  'y tu',
  'me llamo',
  'te llamas',
  'mi nombre es',
];
// fold keeps letters in place, so matches on the folded sentence mark the same spans of the original.
const STOCK = new RegExp(`(?<![\\p{L}])(?:${PHRASES.join('|')})(?![\\p{L}])`, 'gu');

/** [start, end) character spans of the sentence covered by a chat formula. */
export function stockSpans(sentence: string): [number, number][] {
  return [...fold(sentence).matchAll(STOCK)].map((m) => [m.index, m.index + m[0].length]);
}

export function insideAny(spans: readonly [number, number][], index: number): boolean {
  return spans.some(([start, end]) => index >= start && index < end);
}
