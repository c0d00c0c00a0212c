/**
 * «Gustar»-type verbs agree with the thing liked (me gusta el café, me gustan los perros,
 * me gusta leer) and take an indirect-object pronoun (me gusta, not *yo gusto, *mi gusta).
 */
import { PERSON_NOUNS, PROFESSION_NOUNS } from '../../../content/tutor/grammar-words';
import {
  replaceToken,
  span,
  subjectPerson,
  type Finding,
  type Rule,
  type RuleContext,
  type Token,
} from '../sentence';
import { determiner, nounReading } from '../words';
import { nounPhraseAt, type NounPhrase } from './noun-phrase-reading';
import { clauseStart } from './shared';
import { finiteReadings, type FiniteReading } from './verb-readings';

const LIKE_VERBS: Record<string, [string, string]> = {
  gustar: ['gusta', 'gustan'],
  encantar: ['encanta', 'encantan'],
  interesar: ['interesa', 'interesan'],
  doler: ['duele', 'duelen'],
  molestar: ['molesta', 'molestan'],
  fascinar: ['fascina', 'fascinan'],
  importar: ['importa', 'importan'],
};
const OBJECT_PRONOUNS = new Set(['me', 'te', 'le', 'nos', 'os', 'les']);
const ADVERBS = new Set([
  'mucho',
  'muchísimo',
  'más',
  'mas',
  'bastante',
  'también',
  'tambien',
  'tampoco',
  'nada',
  'poco',
  'un',
  'demasiado',
  'realmente',
  'sobre',
  'todo',
]);

/** Number of what follows a gustar form at index i: 'sg', 'pl', or null when unclear. */
function likedNumber(context: RuleContext, i: number): { number: 'sg' | 'pl'; bare?: Token } | null {
  const { tokens, text } = context.sentence;
  let at = i + 1;
  while (ADVERBS.has(tokens[at]?.lower ?? '') && at < i + 4) at += 1;
  const first = tokens[at];
  if (!first || /[.,;!?]/.test(text.slice((tokens[at - 1] as Token).end, first.start))) return null;
  // «¿Qué colores te gustan para la cocina?»: a preposition opens a complement, and what is liked
  // was said before the verb (or not at all), so there is nothing here to agree with.
  if (context.glossary.get(first.lower, 'prep')) return null;
  if (context.verbs.infinitive(first.text) && /(ar|er|ir|ír)(se)?$/.test(first.lower))
    return { number: 'sg' };
  const det = determiner(first.text);
  const nounToken = det ? tokens[at + 1] : first;
  if (!nounToken || nounToken.name) return null;
  const noun = nounReading(nounToken.text, context.glossary);
  if (!noun) return null;
  const coordinated =
    /^(y|e)$/.test(tokens[at + 2]?.lower ?? '') || /^(y|e)$/.test(tokens[at + 1]?.lower ?? '');
  if (coordinated && noun.number === 'sg') return null; // me gusta(n) el café y el té: both are said
  if (det && det.number !== noun.number) return null; // the article rule speaks first
  return { number: noun.number, bare: det ? undefined : nounToken };
}

/** A gustar-type verb form in any tense (gusta, gustó, gustaba, encantaría), or null. */
function likeReading(context: RuleContext, token: Token | undefined): FiniteReading | null {
  if (!token || !/^(gust|encant|interes|duel|dol|molest|fascin|import)/.test(token.folded)) return null;
  return finiteReadings(context.verbs, token.text).find((r) => r.lemma in LIKE_VERBS) ?? null;
}

function numberFix(context: RuleContext): Finding | null {
  const { tokens } = context.sentence;
  for (let i = 1; i < tokens.length; i += 1) {
    const token = tokens[i] as Token;
    if (!OBJECT_PRONOUNS.has(tokens[i - 1]?.lower ?? '')) continue;
    const reading = likeReading(context, token);
    if (!reading || (reading.person !== 2 && reading.person !== 5)) continue;
    const liked = likedNumber(context, i);
    if (!liked || liked.number === (reading.person === 5 ? 'pl' : 'sg')) continue;
    const singular = context.verbs.form(reading.lemma, reading.tense, 2);
    const pluralForm = context.verbs.form(reading.lemma, reading.tense, 5);
    if (!singular || !pluralForm) continue;
    const right = liked.number === 'pl' ? pluralForm : singular;
    const edits = [replaceToken(token, right)];
    // A liked thing in general takes the article: me gustan los perros.
    if (liked.bare) {
      const noun = nounReading(liked.bare.text, context.glossary);
      const article = noun?.gender === 'f' ? 'las' : 'los';
      edits.push({ start: liked.bare.start, end: liked.bare.start, text: `${article} ` });
    }
    const last = liked.bare ?? (tokens[Math.min(tokens.length - 1, i + 2)] as Token);
    return {
      category: 'gustar-agreement',
      span: span(tokens[i - 1] as Token, last),
      edits,
      slots: { verb: reading.lemma, singular, plural: pluralForm },
    };
  }
  return null;
}

const PRONOUN_CLITIC: Record<number, string> = { 0: 'me', 1: 'te', 2: 'le', 3: 'nos', 4: 'os', 5: 'les' };
/** Who likes, said with «a»: a mí, a él, a ellos. */
const A_PRONOUN: Record<string, string> = {
  mí: 'me',
  mi: 'me',
  ti: 'te',
  él: 'le',
  ella: 'le',
  usted: 'le',
  nosotros: 'nos',
  nosotras: 'nos',
  vosotros: 'os',
  vosotras: 'os',
  ellos: 'les',
  ellas: 'les',
  ustedes: 'les',
};

/** The gustar form agreeing with what follows, in the tense written: «gustas el chocolate» → gusta. */
function likedForm(context: RuleContext, i: number, reading: FiniteReading): string | null {
  const liked = likedNumber(context, i);
  return context.verbs.form(reading.lemma, reading.tense, liked?.number === 'pl' ? 5 : 2);
}

/** A person who likes: a person noun, a profession or a name. */
function isPersonPhrase(context: RuleContext, phrase: NounPhrase): boolean {
  return phrase.kind === 'name' || PERSON_NOUNS.has(phrase.lemma) || PROFESSION_NOUNS.has(phrase.lemma);
}

/**
 * yo gusto → me gusta; mi gusta → me gusta; yo me gusta → a mí me gusta; nosotros gustamos → nos gusta;
 * mi hermano gusta el fútbol → a mi hermano le gusta; a mi padre gusta pescar → a mi padre le gusta.
 */
function pronounFix(context: RuleContext): Finding | null {
  const { tokens } = context.sentence;
  for (let i = 0; i < tokens.length - 1; i += 1) {
    const token = tokens[i] as Token;
    const next = tokens[i + 1] as Token;
    const after = tokens[i + 2];
    if (token.lower === 'mi' && /^(gusta|gustan|encanta|encantan)$/.test(next.folded)) {
      return { category: 'gustar-pronoun', span: span(token, next), edits: [replaceToken(token, 'me')] };
    }
    if (
      token.lower === 'yo' &&
      next.lower === 'me' &&
      after &&
      /^(gusta|gustan|encanta|encantan)$/.test(after.folded)
    ) {
      return { category: 'gustar-pronoun', span: span(token, after), edits: [replaceToken(token, 'a mí')] };
    }
    // A subject pronoun as the one who likes: «nosotros gustamos la playa» → «nos gusta la playa».
    const person = subjectPerson(tokens, i);
    if (person !== null && token.lower !== 'tu') {
      const negated = next.lower === 'no';
      const verbAt = negated ? i + 2 : i + 1;
      const verb = tokens[verbAt];
      const reading = likeReading(context, verb);
      if (!reading || !verb || /^(de|a|al)$/.test(tokens[verbAt + 1]?.lower ?? '')) continue;
      // «Él gusta el fútbol» could be written «gusta» for «a él»; «tú gustas» is always the learner's.
      if (reading.person !== person && !(person === 2 || person === 5)) continue;
      const form = likedForm(context, verbAt, reading);
      if (!form) continue;
      const clitic = PRONOUN_CLITIC[person] as string;
      const spelled = token.lower === 'tu' ? 'tú' : token.lower;
      const who = person === 2 || person === 5 ? `a ${spelled} ` : '';
      const right = `${who}${negated ? 'no ' : ''}${clitic} ${form}`;
      return {
        category: 'gustar-pronoun',
        span: span(token, verb),
        edits: [{ ...replaceToken(token, right), end: verb.end }],
      };
    }
    // «A mi padre gusta pescar»: the one who likes is there, its pronoun is missing.
    if (token.lower === 'a' && clauseStart(tokens, i)) {
      let last: number;
      let clitic: string | undefined = A_PRONOUN[next.lower];
      // «a mi hermana»: «mi» is a possessive here, not «mí».
      if (next.lower === 'mi' && nounPhraseAt(context, i + 1)) clitic = undefined;
      if (clitic) last = i + 1;
      else {
        const phrase = nounPhraseAt(context, i + 1, { coordinate: true });
        if (!phrase || !isPersonPhrase(context, phrase)) continue;
        last = phrase.last;
        clitic = phrase.number === 'pl' ? 'les' : 'le';
      }
      const negated = tokens[last + 1]?.lower === 'no';
      const verb = tokens[negated ? last + 2 : last + 1];
      const reading = likeReading(context, verb);
      if (!reading || !verb || (reading.person !== 2 && reading.person !== 5)) continue;
      return {
        category: 'gustar-pronoun',
        span: span(token, verb),
        edits: [{ start: verb.start, end: verb.start, text: `${clitic} ` }],
      };
    }
    // «Mi hermano gusta el fútbol» → «A mi hermano le gusta el fútbol».
    if (clauseStart(tokens, i) && !/^(a|al)$/.test(tokens[i - 1]?.lower ?? '')) {
      const phrase = nounPhraseAt(context, i, { coordinate: true });
      if (!phrase || !isPersonPhrase(context, phrase)) continue;
      const negated = tokens[phrase.last + 1]?.lower === 'no';
      const verbAt = negated ? phrase.last + 2 : phrase.last + 1;
      const verb = tokens[verbAt];
      const reading = likeReading(context, verb);
      if (!reading || !verb || reading.lemma === 'importar' || reading.lemma === 'molestar') continue;
      // «Mi hermano gusta a todas»: he is the one liked, and that is right.
      if (/^(a|al|de)$/.test(tokens[verbAt + 1]?.lower ?? '')) continue;
      const form = likedForm(context, verbAt, reading);
      if (!form) continue;
      const clitic = phrase.person === 3 ? 'nos' : phrase.number === 'pl' ? 'les' : 'le';
      const first = tokens[phrase.first] as Token;
      const lowered = first.name ? first.text : first.text.charAt(0).toLowerCase() + first.text.slice(1);
      const edits = [
        { start: first.start, end: first.end, text: `${i === 0 ? 'A' : 'a'} ${lowered}` },
        { start: verb.start, end: verb.end, text: `${clitic} ${form}` },
      ];
      return { category: 'gustar-pronoun', span: span(first, verb), edits };
    }
  }
  return null;
}

export const gustarPronoun: Rule = pronounFix;
export const gustarAgreement: Rule = numberFix;
