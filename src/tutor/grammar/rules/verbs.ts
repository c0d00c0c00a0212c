/**
 * Verb rules: the verb is conjugated after a subject, takes «a» in «ir a» + infinitive, is singular
 * after «la gente», and «me llamo» is said one way. Agreement with the subject is in
 * verb-agreement.ts.
 */
import { conjugate, type Person } from '../../../content/verbs/present-tense';
import {
  insertBefore,
  replaceToken,
  span,
  subjectPerson,
  type Finding,
  type Rule,
  type RuleContext,
  type Token,
} from '../sentence';
import { finiteReadings } from './verb-readings';
import { nounPhraseAt } from './noun-phrase-reading';
import { subjectPhraseAt, verbAfterSubject } from './subjects';
import { HANDLED_ELSEWHERE, verbAfter } from './verb-agreement';

export const infinitiveAfterSubject: Rule = (context) =>
  pronounInfinitive(context) ?? phraseInfinitive(context);

function phraseInfinitive(context: RuleContext): Finding | null {
  const { tokens } = context.sentence;
  const { verbs } = context;
  for (let i = 0; i < tokens.length - 1; i += 1) {
    const phrase = subjectPhraseAt(context, i);
    if (!phrase) continue;
    const at = verbAfterSubject(context, phrase.last);
    const verb = at === null ? undefined : tokens[at];
    if (!verb || !/(ar|er|ir|ír)$/.test(verb.lower) || tokens[(at as number) - 1] !== tokens[phrase.last])
      continue;
    const infinitive = verbs.infinitive(verb.text);
    if (!infinitive || infinitive.endsWith('se') || verbs.tensed(verb.text).length > 0) continue;
    if (HANDLED_ELSEWHERE.has(infinitive) && infinitive !== 'ser' && infinitive !== 'estar') continue;
    const form = verbs.form(infinitive, 'present', phrase.person as Person);
    if (!form) continue;
    return {
      category: 'infinitive-after-subject',
      span: span(tokens[phrase.first] as Token, verb),
      edits: [replaceToken(verb, form)],
      slots: { infinitive, form },
    };
  }
  return null;
}

function pronounInfinitive({ sentence, verbs }: RuleContext): Finding | null {
  const { tokens, text } = sentence;
  for (let i = 0; i < tokens.length - 1; i += 1) {
    const person = subjectPerson(tokens, i);
    const verb = person === null ? undefined : verbAfter(tokens, text, i);
    if (person === null || !verb || !/(ar|er|ir|ír)(se)?$/.test(verb.lower)) continue;
    const infinitive = verbs.infinitive(verb.text);
    // «Yo se nadar» is «yo sé nadar»: «se» does not go with yo, tú, nosotros.
    const skipped = tokens.slice(i + 1, tokens.indexOf(verb)).map((t) => t.lower);
    if (skipped.includes('se') && person !== 2 && person !== 5) continue;
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
}

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

/** la gente son → la gente es; la gente de mi barrio se quejaron → se quejó; la gente en Japón eran → era. */
export const genteSingular: Rule = (context) => {
  const { tokens } = context.sentence;
  for (let i = 0; i < tokens.length - 1; i += 1) {
    const gente = tokens[i] as Token;
    if (gente.lower !== 'gente') continue;
    // «con la gente», «a la gente»: an object, not the subject.
    let from = i;
    if (/^(la|mucha|poca|esta|esa|aquella|tanta|toda|demasiada)$/.test(tokens[i - 1]?.lower ?? '')) from -= 1;
    if (tokens[from - 1]?.lower === 'la' && tokens[from - 2]?.lower === 'toda') from -= 1;
    const before = tokens[from - 1]?.lower ?? '';
    if (/^(a|al|con|de|del|en|para|por|sin|sobre|entre|hacia|contra|que|y|e|o|ni|hay|había)$/.test(before))
      continue;
    const phrase = nounPhraseAt(context, i - 1 >= 0 && tokens[i - 1]?.lower === 'la' ? i - 1 : i, {
      withEn: true,
    });
    const last = phrase && phrase.lemma === 'gente' ? phrase.last : i;
    const at = verbAfterSubject(context, last);
    if (at === null) continue;
    const verb = tokens[at] as Token;
    const readings = finiteReadings(context.verbs, verb);
    if (
      readings.length === 0 ||
      readings.some((r) => r.person === 2) ||
      !readings.some((r) => r.person === 5)
    )
      continue;
    const plural = readings.find((r) => r.person === 5) as (typeof readings)[number];
    const right = context.verbs.form(plural.lemma, plural.tense, 2);
    if (!right) continue;
    return {
      category: 'gente-singular',
      span: span(gente, verb),
      edits: [replaceToken(verb, right)],
    };
  }
  return null;
};

const SUBJECT_WORDS = /^(yo|tú|él|ella|usted|nosotros|nosotras|vosotros|vosotras|ellos|ellas|ustedes)$/;
const NAME_CLITICS: Record<string, Person> = { me: 0, te: 1, se: 2, nos: 3, os: 4 };

/** A form of llamar(se) and its tense, or null. */
function llamarForm(context: RuleContext, token: Token | undefined) {
  if (!token || !/^llam/.test(token.lower)) return null;
  return finiteReadings(context.verbs, token.lower).find((r) => r.lemma === 'llamar') ?? null;
}

/**
 * me llamo es Ana → me llamo Ana; mi llamo → me llamo; yo llamo Ana → yo me llamo Ana; me llama Olivia →
 * me llamo Olivia; ¿cómo te llamo? → ¿cómo te llamas?; mi nombre se llama Emma → mi nombre es Emma.
 */
export const llamarse: Rule = (context) => {
  const { sentence } = context;
  const { tokens, text } = sentence;
  for (let i = 0; i < tokens.length - 1; i += 1) {
    const token = tokens[i] as Token;
    const next = tokens[i + 1] as Token;
    const after = tokens[i + 2];
    const reading = llamarForm(context, next);
    const clitic = NAME_CLITICS[token.lower];
    if (clitic !== undefined && reading && after && /^(es|era|son)$/.test(after.lower) && tokens[i + 3]) {
      const named = tokens[i + 3] as Token;
      if (/[,.;:!?]/.test(text.slice(next.end, named.start))) continue;
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
    // «Me llama Olivia.» opening a sentence, the name and nothing after it: giving one's name.
    if (i === 0 && token.lower === 'me' && next.lower === 'llama' && after && named) {
      const end = tokens[i + 3];
      if (!end || /[,.;:!?]/.test(text.slice(after.end, end.start))) {
        return { category: 'llamarse', span: span(token, next), edits: [replaceToken(next, 'llamo')] };
      }
    }
    // «¿Cómo te llamo?»: asking a name, the clitic and the verb share a person.
    if (
      /^(cómo|como)$/.test(token.lower) &&
      clitic === undefined &&
      NAME_CLITICS[next.lower] !== undefined &&
      text.includes('?')
    ) {
      const form = llamarForm(context, after);
      if (!form || !after || SUBJECT_WORDS.test(tokens[i + 3]?.lower ?? '')) continue;
      let person = NAME_CLITICS[next.lower] as Person;
      if (person === 2 && form.person >= 3) person = 5;
      if (form.person === person) continue;
      const right = context.verbs.form('llamar', form.tense, person);
      if (!right || right === after.lower) continue;
      return { category: 'llamarse', span: span(next, after), edits: [replaceToken(after, right)] };
    }
    // «Mi nombre se llama Emma»: a name is not «called», it «is».
    if (
      /^(mi|tu|su)$/.test(token.lower) &&
      next.lower === 'nombre' &&
      after &&
      /^(se|me)$/.test(after.lower)
    ) {
      const verb = tokens[i + 3];
      const form = llamarForm(context, verb);
      if (!form || !verb) continue;
      const ser = context.verbs.form('ser', form.tense, 2) ?? 'es';
      return {
        category: 'llamarse',
        span: span(token, verb),
        edits: [{ start: after.start, end: verb.end, text: ser }],
      };
    }
  }
  return null;
};
