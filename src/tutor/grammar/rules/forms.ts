/**
 * Verb forms learners regularise: «he hacido» (hecho), «yo sabí» (supe), «él pedió» (pidió),
 * «dijieron» (dijeron); the verb after a subject in a past tense (yo fue → yo fui); and «estar» +
 * infinitive for what is happening (estoy comer → estoy comiendo).
 */
import type { Glossary } from '../../../content/glossary';
import type { PartOfSpeech } from '../../../content/glossary/types';
import { gerund, pastParticiple, tenseForms, type Tense } from '../../../content/verbs/tenses';
import type { Person } from '../../../content/verbs/present-tense';
import type { VerbIndex } from '../conjugation';
import { replaceToken, span, subjectPerson, type Rule, type Token } from '../sentence';
import { adjectiveReading, nounReading } from '../words';
import { isInfinitive } from './fixed-phrases';
import { finiteReadings } from './verb-readings';

interface WrongForm {
  infinitive: string;
  right: string;
  category: 'participle-form' | 'irregular-past';
}

const REGULAR_PRETERITE: Readonly<Record<string, readonly string[]>> = {
  ar: ['é', 'aste', 'ó', 'amos', 'asteis', 'aron'],
  er: ['í', 'iste', 'ió', 'imos', 'isteis', 'ieron'],
  ir: ['í', 'iste', 'ió', 'imos', 'isteis', 'ieron'],
};

const TABLES = new WeakMap<Glossary, Map<string, WrongForm>>();

/** The regularised forms of every glossary verb that are not words, with the right form. */
function wrongForms(glossary: Glossary, verbs: VerbIndex): Map<string, WrongForm> {
  const cached = TABLES.get(glossary);
  if (cached) return cached;
  const table = new Map<string, WrongForm>();
  // «vidas» is not a regularised «visto» but the plural of «vida»: a form the glossary reads as
  // another word (a plural, a feminine) is a word, whatever verb it also looks like.
  const notAWord = (form: string) =>
    verbs.tensed(form).length === 0 &&
    !glossary.get(form) &&
    !table.has(form) &&
    (glossary.lookup(form)?.pos ?? 'verb') === 'verb';
  for (const entry of glossary.entries) {
    if (entry.pos !== 'verb' || entry.lemma.includes(' ')) continue;
    const infinitive = entry.lemma.replace(/([aeií]r)se$/, '$1');
    const ending = infinitive.slice(-2).replace('í', 'i');
    const stem = infinitive.slice(0, -2);
    const participle = pastParticiple(infinitive);
    const regularParticiple = stem + (ending === 'ar' ? 'ado' : 'ido');
    // «he veído» for visto: the whole infinitive stem with «-ído».
    const longStem = `${infinitive.slice(0, -1)}ído`;
    if (participle && participle !== longStem && ending === 'er' && stem.length <= 2 && notAWord(longStem))
      table.set(longStem, { infinitive, right: participle, category: 'participle-form' });
    if (participle && participle !== regularParticiple && !participle.endsWith('ído')) {
      for (const [suffix, end] of [
        ['o', 'o'],
        ['a', 'a'],
        ['os', 'os'],
        ['as', 'as'],
      ] as const) {
        const wrong = regularParticiple.slice(0, -1) + suffix;
        if (notAWord(wrong))
          table.set(wrong, { infinitive, right: participle.slice(0, -1) + end, category: 'participle-form' });
      }
    }
    const preterite = tenseForms(infinitive, 'preterite');
    const endings = REGULAR_PRETERITE[ending];
    if (!preterite || !endings) continue;
    preterite.forEach((right, person) => {
      const naive = stem + endings[person];
      // «vení», «decí» are imperatives of «vos»; one-letter stems are no pattern at all.
      if (naive.length < 4 || (person === 0 && ending === 'ir')) return;
      if (
        naive !== right &&
        naive.normalize('NFD').replace(/\p{M}/gu, '') !== right.normalize('NFD').replace(/\p{M}/gu, '') &&
        notAWord(naive)
      )
        table.set(naive, { infinitive, right, category: 'irregular-past' });
    });
    // Strong preterites carry no accent: «estuví», «tuvó», «hizó» are slips for estuve, tuvo, hizo.
    for (const right of [preterite[0] ?? '', preterite[2] ?? '']) {
      if (!/[^áéíóú](e|o)$/.test(right) || /[áéíóú]/.test(right) || right.length < 3) continue;
      if (right.endsWith('o') && !right.endsWith('io')) {
        const mixed = `${right.slice(0, -1)}ió`;
        if (notAWord(mixed)) table.set(mixed, { infinitive, right, category: 'irregular-past' });
      }
      for (const wrong of [
        right.slice(0, -1) + (right.endsWith('e') ? 'é' : 'ó'),
        right.endsWith('e') ? right.slice(0, -1) + 'í' : '',
      ]) {
        if (wrong && notAWord(wrong)) table.set(wrong, { infinitive, right, category: 'irregular-past' });
      }
    }
    const third = preterite[5] ?? '';
    if (/jeron$/.test(third)) {
      const wrong = third.replace(/jeron$/, 'jieron');
      if (notAWord(wrong)) table.set(wrong, { infinitive, right: third, category: 'irregular-past' });
    }
  }
  TABLES.set(glossary, table);
  return table;
}

/** he hacido → he hecho; yo sabí → yo supe; él pedió → él pidió; dijieron → dijeron. */
export const regularisedForm: Rule = ({ sentence, glossary, verbs }) => {
  const table = wrongForms(glossary, verbs);
  for (const token of sentence.tokens) {
    const wrong = table.get(token.lower);
    if (!wrong) continue;
    return {
      category: wrong.category,
      span: span(token, token),
      edits: [replaceToken(token, wrong.right)],
      slots: { infinitive: wrong.infinitive, form: wrong.right },
    };
  }
  return null;
};

const PAST: readonly Tense[] = ['preterite', 'imperfect', 'future', 'conditional'];

/** yo fue → yo fui; nosotros tuvo → nosotros tuvimos; ellos estaba → ellos estaban. */
export const pastAgreement: Rule = ({ sentence, verbs }) => {
  const { tokens, text } = sentence;
  for (let i = 0; i < tokens.length - 1; i += 1) {
    const person = subjectPerson(tokens, i);
    const verb = tokens[i + 1] as Token;
    if (person === null || /[.,;:!?]/.test(text.slice((tokens[i] as Token).end, verb.start))) continue;
    const subject = tokens[i] as Token;
    if (subject.lower === 'tu') continue; // «tu» is also the possessive
    const readings = finiteReadings(verbs, verb);
    if (readings.length === 0 || readings.some((r) => r.person === person || !PAST.includes(r.tense)))
      continue;
    const kinds = new Set(readings.map((r) => `${r.lemma}:${r.tense}`));
    const reading = readings[0];
    // «fue» is ser and ir: both give the same form for the subject (fui), so either will do.
    if (!reading || (kinds.size > 1 && !readings.every((r) => r.tense === reading.tense))) continue;
    const right = verbs.form(reading.lemma, reading.tense, person as Person);
    if (!right) continue;
    return {
      category: 'subject-verb-agreement',
      span: span(subject, verb),
      edits: [replaceToken(verb, right)],
      slots: { subject: subject.lower, form: right },
    };
  }
  return null;
};

/** Words that are first of all adverbs, prepositions or conjunctions: «está como nuevo», «no estoy para bromas». */
const FUNCTION_WORDS: readonly PartOfSpeech[] = ['adv', 'prep', 'conj', 'pron'];

/** The lemma of a present form used where a gerund belongs («está duerme»), when that is all it can be. */
function conjugatedInstead(verbs: VerbIndex, glossary: Glossary, token: Token): string | null {
  if (isFunctionWord(glossary, token.lower)) return null;
  const readings = finiteReadings(verbs, token);
  if (readings.length === 0 || readings.some((r) => r.tense !== 'present' || r.lemma === 'estar'))
    return null;
  const lemmas = new Set(readings.map((r) => r.lemma));
  // «Estoy casado», «está bien»: participles and adjectives are read elsewhere, not as verbs.
  return lemmas.size === 1 && !verbs.participleOf(token.text) ? (readings[0]?.lemma ?? null) : null;
}

/** «como» (like), «para» (for), «junto» (next to): a headword other than a verb, written as such. */
function isFunctionWord(glossary: Glossary, word: string): boolean {
  return FUNCTION_WORDS.some((pos) => glossary.get(word, pos) !== undefined);
}

/** estoy comer → estoy comiendo; está duerme → está durmiendo. */
export const progressiveForm: Rule = ({ sentence, verbs, glossary }) => {
  const { tokens } = sentence;
  for (let i = 0; i < tokens.length - 1; i += 1) {
    const estar = finiteReadings(verbs, tokens[i] as Token).find((r) => r.lemma === 'estar');
    const next = tokens[i + 1] as Token;
    if (!estar) continue;
    // «Estoy comer» (infinitive) or «está duerme», «estamos estudio» (a present form).
    const infinitive = isInfinitive(next, verbs)
      ? verbs.infinitive(next.text)
      : adjectiveReading(next.text, glossary) || nounReading(next.text, glossary)
        ? null
        : conjugatedInstead(verbs, glossary, next);
    const form = infinitive ? gerund(infinitive.replace(/([aeií]r)se$/, '$1')) : null;
    if (!form) continue;
    return {
      category: 'progressive-form',
      span: span(tokens[i] as Token, next),
      edits: [replaceToken(next, form)],
      slots: { form: `${(tokens[i] as Token).lower} ${form}` },
    };
  }
  return null;
};
