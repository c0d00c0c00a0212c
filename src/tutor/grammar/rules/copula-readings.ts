/**
 * Reading ser and estar for the copula rules: which verb a form is, the subject before it, and
 * the place or number phrase after it.
 */
import {
  EVENT_NOUNS,
  NUMBER_WORDS,
  PERSON_NOUNS,
  PROFESSION_NOUNS,
} from '../../../content/tutor/grammar-words';
import { PRESENT_IRREGULAR } from '../../../content/verbs/verb-forms';
import { subjectPerson, type RuleContext, type Token } from '../sentence';
import type { Person } from '../../../content/verbs/present-tense';
import type { Tense } from '../../../content/verbs/tenses';
import { determiner, nounReading } from '../words';
import type { NounPhrase } from './noun-phrase-reading';
import { INTENSIFIERS, TIME_HEADS } from './shared';
import { subjectPhraseAt, verbAfterSubject } from './subjects';
import { finiteReadings, type FiniteReading } from './verb-readings';

/** A form of ser or estar in any tense (era, estaba, será), read in context («fue a» is ir). */
export function copula(
  context: RuleContext,
  token: Token | undefined,
  lemma: 'ser' | 'estar',
): FiniteReading | null {
  if (!token) return null;
  if (lemma === 'ser' && !/^(s|e|f)/.test(token.folded)) return null;
  if (lemma === 'estar' && !/^est/.test(token.folded)) return null;
  return finiteReadings(context.verbs, token).find((r) => r.lemma === lemma) ?? null;
}

export function formOf(context: RuleContext, lemma: string, tense: Tense, person: number): string | null {
  if (lemma === 'haber' && tense === 'present') return 'hay';
  return context.verbs.form(lemma, tense, person as Person);
}

export type SubjectKind = 'person' | 'thing' | 'event';

/** The subject before the verb at i: a pronoun, a noun phrase opening the clause, or a name. */
export function subjectBefore(
  context: RuleContext,
  i: number,
): { kind: SubjectKind; phrase?: NounPhrase } | null {
  const { tokens } = context.sentence;
  for (let j = Math.max(0, i - 12); j < i; j += 1) {
    const phrase = subjectPhraseAt(context, j, { withEn: true });
    if (!phrase || verbAfterSubject(context, phrase.last) !== i) continue;
    if (phrase.person === 3) return { kind: 'person', phrase };
    if (phrase.kind === 'name') return { kind: 'thing', phrase };
    if (PERSON_NOUNS.has(phrase.lemma) || PROFESSION_NOUNS.has(phrase.lemma))
      return { kind: 'person', phrase };
    return { kind: EVENT_NOUNS.has(phrase.lemma) ? 'event' : 'thing', phrase };
  }
  let at = i - 1;
  while (
    /^(no|también|tambien|ya|ahora|siempre|normalmente|me|te|se|nos|os|le|les)$/.test(tokens[at]?.lower ?? '')
  )
    at -= 1;
  if (subjectPerson(tokens, at) !== null) return { kind: 'person' };
  return null;
}

export const SER = PRESENT_IRREGULAR.ser as readonly string[];
const ESTAR = PRESENT_IRREGULAR.estar as readonly string[];
const ESTAR_FOLDED = ['estoy', 'estas', 'esta', 'estamos', 'estais', 'estan'];

export function serPerson(token: Token | undefined): number {
  return token ? SER.indexOf(token.lower) : -1;
}
export function estarPerson(token: Token | undefined, allowUnaccented: boolean): number {
  if (!token) return -1;
  const exact = ESTAR.indexOf(token.lower);
  if (exact >= 0) return exact;
  const folded = ESTAR_FOLDED.indexOf(token.folded);
  // Unaccented «esta»/«estas» are usually "this"/"these".
  return folded >= 0 && (allowUnaccented || (folded !== 1 && folded !== 2)) ? folded : -1;
}

/** Index after «muy», «bastante»… starting at i. */
export function skipIntensifiers(tokens: readonly Token[], i: number): number {
  let at = i;
  while (INTENSIFIERS.has(tokens[at]?.lower ?? '') && at < i + 3) at += 1;
  return at;
}

const PLACE_WORDS =
  /^(en|cerca|lejos|aqui|alli|ahi|aca|alla|encima|debajo|delante|detras|dentro|fuera|enfrente)$/;
/** «en» that says how, not where: en realidad, en serio, en general. */
const NOT_PLACE_AFTER_EN =
  /^(realidad|serio|general|parte|total|principio|teoria|verdad|cambio|fin|resumen|especial|concreto|absoluto|cierto|particular|efecto|contra|broma|forma|punto|vivo|directo)$/;

/** The place phrase starting at i (en casa, cerca de, al lado de, a la derecha), or null. */
export function placeAt(context: RuleContext, i: number): Token | null {
  const { tokens } = context.sentence;
  const first = tokens[i];
  if (!first) return null;
  const next = tokens[i + 1];
  if (first.folded === 'en') {
    if (!next || NOT_PLACE_AFTER_EN.test(next.folded) || /\d/.test(next.text)) return null;
    // «Mi vuelo es en dos horas», «la boda es en mayo»: when, not where.
    const word = determiner(next.text) || NUMBER_WORDS.has(next.lower) ? tokens[i + 2] : next;
    if (!word) return null;
    const noun = nounReading(word.text, context.glossary);
    if (noun && TIME_HEADS.has(noun.lemma)) return null;
    if (TIME_HEADS.has(word.lower) || NUMBER_WORDS.has(next.lower)) return null;
    return first;
  }
  if (PLACE_WORDS.test(first.folded)) return first;
  if (
    first.lower === 'al' &&
    /^(lado|fondo|final)$/.test(next?.lower ?? '') &&
    /^(de|del)$/.test(tokens[i + 2]?.lower ?? '')
  )
    return next as Token;
  if (first.lower === 'a' && next?.lower === 'la' && /^(derecha|izquierda)$/.test(tokens[i + 2]?.lower ?? ''))
    return tokens[i + 2] as Token;
  return null;
}

export function isNumber(token: Token | undefined): boolean {
  return Boolean(
    token &&
    (/^\d+$/.test(token.text) ||
      (NUMBER_WORDS.has(token.lower) && !/^(muchos|pocos|varios)$/.test(token.lower))),
  );
}

/** An estar form read as present tense, accented or not. */
export function presentEstar(token: Token): FiniteReading {
  return { lemma: 'estar', tense: 'present', person: estarPerson(token, true) as FiniteReading['person'] };
}
