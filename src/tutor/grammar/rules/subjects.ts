/** A clause's subject noun phrase and the verb that follows it. */
import type { RuleContext, Token } from '../sentence';
import { nounPhraseAt, type NounPhrase } from './noun-phrase-reading';
import { CLAUSE_OPENERS, TIME_HEADS, clauseStart } from './shared';

/** Heads whose verb may be plural or singular (la mayoría de los alumnos son/es): never checked. */
const COLLECTIVE_HEADS = new Set([
  'mayoría',
  'parte',
  'mitad',
  'resto',
  'grupo',
  'número',
  'cantidad',
  'montón',
  'docena',
  'par',
  'serie',
  'conjunto',
  'tipo',
  'clase',
]);

/** The subject noun phrase opening a clause at i, unless it is a time phrase (el lunes, los domingos). */
export function subjectPhraseAt(
  context: RuleContext,
  i: number,
  options: { withEn?: boolean } = {},
): NounPhrase | null {
  if (!clauseStart(context.sentence.tokens, i)) return null;
  const phrase = nounPhraseAt(context, i, { ...options, coordinate: true });
  if (!phrase || TIME_HEADS.has(phrase.lemma) || COLLECTIVE_HEADS.has(phrase.lemma)) return null;
  // «En Galicia, Asturias y Canarias se oye…»: names after a comma may close a list, not open a clause.
  const tokens = context.sentence.tokens;
  if (phrase.kind === 'name' && i > 0 && !CLAUSE_OPENERS.test(tokens[i - 1]?.lower ?? '')) return null;
  const after = context.sentence.tokens[phrase.last + 1]?.lower ?? '';
  if (/^(pasado|pasada|pasados|pasadas|próximo|próxima|que|quien|quienes)$/.test(after)) return null;
  return phrase;
}

const BETWEEN_SUBJECT_AND_VERB = new Set([
  'no',
  'también',
  'tambien',
  'siempre',
  'nunca',
  'ya',
  'todavía',
  'solo',
  'sólo',
  'normalmente',
  'casi',
  'tampoco',
  'a',
]);
const VERB_CLITICS = new Set(['me', 'te', 'se', 'nos', 'os', 'le', 'les']);

/**
 * The verb after a subject ending at `last`: skips «no», «siempre» and clitics; null at a comma.
 * Object clitics lo/la/los/las mean a topicalised object (los libros los compra Ana): null.
 */
export function verbAfterSubject(context: RuleContext, last: number): number | null {
  const { tokens, text } = context.sentence;
  let at = last + 1;
  while (at <= last + 4) {
    const token = tokens[at];
    if (!token) return null;
    if (/[,.;:!?«»"()]/.test(text.slice((tokens[at - 1] as Token).end, token.start))) return null;
    if (/^(lo|la|los|las)$/.test(token.lower)) return null;
    if ((BETWEEN_SUBJECT_AND_VERB.has(token.lower) && token.lower !== 'a') || VERB_CLITICS.has(token.lower)) {
      at += 1;
      continue;
    }
    return at;
  }
  return null;
}
