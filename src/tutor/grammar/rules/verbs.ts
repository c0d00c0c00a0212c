/**
 * Verb rules: the verb agrees with its subject pronoun, is conjugated after a subject, takes
 * «a» in «ir a» + infinitive, is singular after «la gente», and «me llamo» is said one way.
 */
import { conjugate, presentForms, type Person } from '../../../content/verbs/present-tense';
import { insertBefore, replaceToken, span, subjectPerson, type Rule, type Token } from '../sentence';
import { nounReading } from '../words';

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
const HANDLED_ELSEWHERE = new Set([
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
function verbAfter(tokens: readonly Token[], text: string, i: number): Token | undefined {
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

/** yo es → yo soy; nosotros va → nosotros vamos; tú tengo → tú tienes. */
export const subjectVerbAgreement: Rule = ({ sentence, verbs, glossary }) => {
  const { tokens, text } = sentence;
  for (let i = 0; i < tokens.length - 1; i += 1) {
    const person = subjectPerson(tokens, i);
    const verb = person === null ? undefined : verbAfter(tokens, text, i);
    if (person === null || !verb || NOT_VERBS.has(verb.lower)) continue;
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
};

/** yo tener → yo tengo; ella comer → ella come; yo levantarse → yo me levanto. */
export const infinitiveAfterSubject: Rule = ({ sentence, verbs }) => {
  const { tokens, text } = sentence;
  for (let i = 0; i < tokens.length - 1; i += 1) {
    const person = subjectPerson(tokens, i);
    const verb = person === null ? undefined : verbAfter(tokens, text, i);
    if (person === null || !verb || !/(ar|er|ir|ír)(se)?$/.test(verb.lower)) continue;
    const infinitive = verbs.infinitive(verb.text);
    if (
      !infinitive ||
      verbs.readings(verb.text).length > 0 ||
      (HANDLED_ELSEWHERE.has(infinitive) && !['ser', 'estar', 'llamar'].includes(infinitive))
    )
      continue;
    const form = conjugate(infinitive, person as Person);
    if (!form) continue;
    return {
      category: 'infinitive-after-subject',
      span: span(tokens[i] as Token, verb),
      edits: [replaceToken(verb, form)],
      slots: { infinitive, form },
    };
  }
  return null;
};

const IR_FORMS = new Set(['voy', 'vas', 'va', 'vamos', 'vais', 'van']);

/** voy comer → voy a comer. */
export const irAInfinitive: Rule = ({ sentence, verbs }) => {
  const { tokens } = sentence;
  for (let i = 0; i < tokens.length - 1; i += 1) {
    const token = tokens[i] as Token;
    const next = tokens[i + 1] as Token;
    if (!IR_FORMS.has(token.lower) || !/(ar|er|ir|ír)(se)?$/.test(next.lower)) continue;
    if (!verbs.infinitive(next.text) || verbs.readings(next.text).length > 0) continue;
    return { category: 'ir-a-infinitive', span: span(token, next), edits: [insertBefore(next, 'a')] };
  }
  return null;
};

/** la gente son → la gente es. */
export const genteSingular: Rule = ({ sentence, verbs }) => {
  const { tokens, text } = sentence;
  for (let i = 0; i < tokens.length - 1; i += 1) {
    if (tokens[i]?.lower !== 'gente') continue;
    const verb = verbAfter(tokens, text, i);
    if (!verb) continue;
    const readings = verbs.readings(verb.text);
    if (
      readings.length === 0 ||
      readings.some((r) => r.person === 2) ||
      !readings.some((r) => r.person === 5)
    )
      continue;
    const lemma = readings.find((r) => r.person === 5)?.lemma as string;
    const right = presentForms(lemma)?.[2];
    if (!right) continue;
    return {
      category: 'gente-singular',
      span: span(tokens[i] as Token, verb),
      edits: [replaceToken(verb, right)],
    };
  }
  return null;
};

/** me llamo es Ana → me llamo Ana; mi llamo → me llamo; yo llamo Ana → yo me llamo Ana. */
export const llamarse: Rule = ({ sentence }) => {
  const { tokens } = sentence;
  for (let i = 0; i < tokens.length - 1; i += 1) {
    const token = tokens[i] as Token;
    const next = tokens[i + 1] as Token;
    const after = tokens[i + 2];
    if (token.lower === 'me' && next.lower === 'llamo' && after && after.lower === 'es' && tokens[i + 3]) {
      return {
        category: 'llamarse',
        span: span(token, after),
        edits: [{ start: next.end, end: after.end, text: '' }],
      };
    }
    if (token.lower === 'mi' && next.lower === 'llamo') {
      return { category: 'llamarse', span: span(token, next), edits: [replaceToken(token, 'me')] };
    }
    const named = after && (after.name || after.text[0] !== after.text[0]?.toLowerCase());
    if (token.lower === 'yo' && next.lower === 'llamo' && named) {
      return { category: 'llamarse', span: span(token, next), edits: [insertBefore(next, 'me')] };
    }
  }
  return null;
};
