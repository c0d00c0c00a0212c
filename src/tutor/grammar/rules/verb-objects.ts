/**
 * Whether a verb after which a reflexive pronoun might be missing has an object of its own
 * (levanto la mano, despide a doscientos trabajadores) or is used without one (me levanto a las siete).
 */
import type { Glossary } from '../../../content/glossary';
import type { Token } from '../sentence';
import { determiner, nounReading } from '../words';
import { TIME_HEADS } from './shared';

const TIME_WORDS = /^(tarde|temprano|pronto|mañana|noche|hoy|ayer|siempre|nunca|rápido|despacio|bien|mal)$/;
const NUMBERS = /^(\d+|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce)$/;

/** Tokens after the verb that show it has an object of its own: «levanto la mano», «despierto a Ana», «levanto pesas». */
export function hasOwnObject(tokens: readonly Token[], i: number, glossary: Glossary): boolean {
  const next = tokens[i + 1];
  if (!next) return false;
  if (next.lower === 'a') {
    const after = tokens[i + 2];
    // «a las siete» is a time; «a mi hijo», «a Ana» a person.
    if (!after || (/^(la|las)$/.test(after.lower) && NUMBERS.test(tokens[i + 3]?.lower ?? ''))) return false;
    return after.name || Boolean(determiner(after.text)) || countedPeople(tokens, i + 2, glossary);
  }
  if (TIME_WORDS.test(next.lower)) return false;
  return Boolean(determiner(next.text)) || next.name || Boolean(nounReading(next.text, glossary));
}
/** Words that count or quantify the noun after them: doscientos trabajadores, varios clientes. */
const COUNTING =
  /^(\d+|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|veinte|treinta|cuarenta|cincuenta|cien|mil|\p{L}+cient[oa]s|quinient[oa]s|muchos|muchas|pocos|pocas|varios|varias|algunos|algunas|bastantes|demasiados|demasiadas|otros|otras|ambos|ambas|todos|todas)$/u;
/** Counted nouns that measure time or distance: «a todas horas», «a cinco minutos», «a dos kilómetros». */
const MEASURES = new Set(['kilómetro', 'metro', 'paso', 'grado']);

/**
 * After a personal «a»: a counted or quantified noun (despide a doscientos trabajadores, acuesta a
 * todos los niños) or a pronoun for people (a nadie, a todos, a ella).
 */
function countedPeople(tokens: readonly Token[], k: number, glossary: Glossary): boolean {
  const word = tokens[k] as Token;
  if (
    /^(alguien|nadie|él|ella|ellos|ellas|usted|ustedes|nosotros|nosotras|vosotros|vosotras)$/.test(word.lower)
  )
    return true;
  if (!COUNTING.test(word.lower)) return false;
  const at = determiner(tokens[k + 1]?.text ?? '') ? k + 2 : k + 1;
  const noun = tokens[at] && nounReading((tokens[at] as Token).text, glossary);
  if (!noun) return /^(todos|todas)$/.test(word.lower);
  return !TIME_HEADS.has(noun.lemma) && !MEASURES.has(noun.lemma);
}

/**
 * Positive evidence that a routine verb is used without an object: nothing after it, a time, a
 * place or a manner («me levanto a las siete», «me ducho rápido», «me acuesto tarde»).
 */
export function intransitiveUse(tokens: readonly Token[], i: number): boolean {
  const next = tokens[i + 1];
  if (!next) return true;
  return /^(a|temprano|tarde|pronto|muy|antes|después|despues|cada|todos|todas|por|en|y|con|rápido|rapido|siempre|nunca|tan|los|las|enseguida|ya|también|tambien|bien|mal|solo|sola|sin)$/.test(
    next.lower,
  );
}
