/**
 * Subject-verb agreement: the verb agrees with its subject pronoun (yo soy, nosotros vamos) or its
 * noun-phrase subject in any tense (mis padres viven, mi familia y yo vivimos).
 */
import { presentForms, type Person } from '../../../content/verbs/present-tense';
import {
  replaceToken,
  span,
  subjectPerson,
  type Finding,
  type Rule,
  type RuleContext,
  type Token,
} from '../sentence';
import type { VerbIndex } from '../conjugation';
import { nounReading } from '../words';
import { finiteReadings } from './verb-readings';
import { type NounPhrase } from './noun-phrase-reading';
import { subjectPhraseAt, verbAfterSubject } from './subjects';

const SKIPPABLE = new Set([
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
]);
const CLITICS = new Set(['me', 'te', 'se', 'nos', 'os', 'lo', 'la', 'le', 'los', 'las', 'les']);
// Forms that are far more often another word: "como yo", "yo nada más", "para él".
const NOT_VERBS = new Set([
  'como',
  'nada',
  'para',
  'sobre',
  'bajo',
  'entre',
  'vino',
  'casa',
  'cuento',
  'paso',
  'mira',
  'vale',
  'claro',
  'bueno',
  'pues',
  'cara',
  'sé',
  'se',
  've',
  'ha',
  'he',
  'sea',
]);
export const HANDLED_ELSEWHERE = new Set([
  'gustar',
  'encantar',
  'interesar',
  'doler',
  'molestar',
  'importar',
  'fascinar',
  'llamar',
  'llamarse',
  'ser',
  'estar',
  'haber',
]);

/** The verb after a subject pronoun at i, skipping «no», «también» and clitics. */
export function verbAfter(tokens: readonly Token[], text: string, i: number): Token | undefined {
  let at = i + 1;
  while (
    tokens[at] &&
    (SKIPPABLE.has(tokens[at]?.lower ?? '') || CLITICS.has(tokens[at]?.lower ?? '')) &&
    at < i + 4
  )
    at += 1;
  const verb = tokens[at];
  const from = tokens[i] as Token;
  if (!verb || /[.,;:!?]/.test(text.slice(from.end, verb.start))) return undefined;
  return verb;
}

/** yo es → yo soy; nosotros va → nosotros vamos; tú tengo → tú tienes; mis padres vive → viven. */
export const subjectVerbAgreement: Rule = (context) => pronounAgreement(context) ?? phraseAgreement(context);

/** The form of the verb at `at` for a person, in the tense it is written in; null when it agrees or is unclear. */
function agreeingForm(
  context: RuleContext,
  at: number,
  person: number,
): { form: string; lemma: string } | null {
  const token = context.sentence.tokens[at] as Token;
  if (NOT_VERBS.has(token.lower)) return null;
  const readings = finiteReadings(context.verbs, token);
  if (readings.length === 0 || readings.some((r) => r.person === person)) return null;
  const forms = new Set(
    readings.map((r) => context.verbs.form(r.lemma, r.tense, person as Person)).filter(Boolean),
  );
  const lemma = readings[0]?.lemma as string;
  if (forms.size !== 1 || new Set(readings.map((r) => r.lemma)).size > 1) return null;
  return { form: [...forms][0] as string, lemma };
}

/** A noun-phrase subject and its verb in any tense: mis padres vive → viven; mi familia y yo vive → vivimos. */
function phraseAgreement(context: RuleContext): Finding | null {
  const { tokens } = context.sentence;
  for (let i = 0; i < tokens.length - 1; i += 1) {
    const phrase = subjectPhraseAt(context, i);
    if (!phrase || phrase.lemma === 'gente') continue;
    const at = verbAfterSubject(context, phrase.last);
    if (at === null) continue;
    const verb = tokens[at] as Token;
    const found = agreeingForm(context, at, phrase.person);
    if (!found || (HANDLED_ELSEWHERE.has(found.lemma) && found.lemma !== 'ser' && found.lemma !== 'estar'))
      continue;
    // «Mi problema son los exámenes»: ser may agree with a plural predicate.
    if (found.lemma === 'ser' && phrase.number === 'sg') continue;
    // «Mi hermano habla» read as «hablo»: a singular subject and a yo form, one accent away.
    if (phrase.person === 2 && finiteReadings(context.verbs, verb).every((r) => r.person === 0)) {
      if (verb.lower.endsWith('o')) continue;
    }
    return {
      category: 'subject-verb-agreement',
      span: span(tokens[phrase.first] as Token, verb),
      edits: [replaceToken(verb, found.form)],
      slots: { subject: subjectText(context, phrase), form: found.form },
    };
  }
  return null;
}

function subjectText(context: RuleContext, phrase: NounPhrase): string {
  const { tokens, text } = context.sentence;
  return text.slice((tokens[phrase.first] as Token).start, (tokens[phrase.last] as Token).end).toLowerCase();
}

function pronounAgreement({ sentence, verbs, glossary }: RuleContext): Finding | null {
  const { tokens, text } = sentence;
  for (let i = 0; i < tokens.length - 1; i += 1) {
    const person = subjectPerson(tokens, i);
    const verb = person === null ? undefined : verbAfter(tokens, text, i);
    if (person === null || !verb || NOT_VERBS.has(verb.lower)) continue;
    if (invertedSubject(verbs, tokens, i, person)) continue;
    const readings = verbs.readings(verb.text);
    if (readings.length === 0 || readings.some((r) => r.person === person)) continue;
    const lemmas = new Set(readings.map((r) => r.lemma));
    const lemma = readings[0]?.lemma as string;
    if (lemmas.size > 1 || (HANDLED_ELSEWHERE.has(lemma) && lemma !== 'ser' && lemma !== 'estar')) continue;
    const subject = tokens[i] as Token;
    // «tu casa» is a possessive; «él hablo» may be «él habló» typed without its accent.
    if (subject.lower === 'tu' && nounReading(verb.text, glossary)) continue;
    if (person === 2 && readings.every((r) => r.person === 0) && verb.lower.endsWith('o')) continue;
    const right = presentForms(lemma)?.[person];
    if (!right) continue;
    const edits = [replaceToken(verb, right)];
    if (subject.lower === 'tu') edits.push(replaceToken(subject, 'tú'));
    return {
      category: 'subject-verb-agreement',
      span: span(subject, verb),
      edits,
      slots: { subject: subject.lower === 'tu' ? 'tú' : subject.lower, form: right },
    };
  }
  return null;
}

/**
 * «¿Compra usted marcas conocidas?», «¿Quieres tú cenas ligeras?»: a pronoun right after a verb
 * agreeing with it is that verb's subject, put after it; the next word is not its verb.
 */
function invertedSubject(verbs: VerbIndex, tokens: readonly Token[], i: number, person: number): boolean {
  const before = tokens[i - 1];
  if (!before || (tokens[i] as Token).afterBreak) return false;
  if (SKIPPABLE.has(before.lower) || NOT_VERBS.has(before.lower)) return false; // «solo yo», «como tú»
  return finiteReadings(verbs, before).some((r) => r.person === person);
}
