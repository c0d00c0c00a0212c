/**
 * Agreement inside the noun phrase: article and noun (gender, number, the el-agua rule),
 * adjectives after the noun or after ser/estar, and colours after the noun.
 */
import {
  ADVERBIAL_ADJECTIVES,
  AFTER_NOUN_ADJECTIVES,
  COLOUR_ADJECTIVES,
  GENDER_EXCEPTIONS,
  NATIONALITY_ADJECTIVES,
  STRESSED_A_NOUNS,
} from '../../../content/tutor/grammar-words';
import { replaceToken, span, type Finding, type Rule, type RuleContext, type Token } from '../sentence';
import {
  adjectiveReading,
  agreeingAdjective,
  agreeingDeterminer,
  determiner,
  nounReading,
  plural,
  type AdjectiveReading,
  type Gender,
  type NounReading,
} from '../words';
import { nounPhraseAt } from './noun-phrase-reading';
import { COPULAS, INTENSIFIERS, clauseStart, genderSlots } from './shared';
import { finiteReadings } from './verb-readings';

/** A noun right after token i, unless it is a name or a number. */
export function nounAfter(context: RuleContext, i: number): { token: Token; noun: NounReading } | null {
  const token = context.sentence.tokens[i + 1];
  const before = context.sentence.tokens[i];
  if (!token || !before || token.name || /\d/.test(token.text)) return null;
  const noun = nounReading(token.text, context.glossary);
  return noun ? { token, noun } : null;
}

/** Article/determiner + noun: gender (with the exceptions) and number. */
export const determinerNoun: Rule = (context) => {
  const { tokens } = context.sentence;
  for (let i = 0; i < tokens.length - 1; i += 1) {
    const token = tokens[i] as Token;
    const det = determiner(token.text);
    const found = det && nounAfter(context, i);
    if (!det || !found) continue;
    // «No las encuentro», «yo lo paso bien»: an object pronoun before a verb, not an article.
    if (/^(lo|la|los|las)$/.test(token.lower) && cliticBeforeVerb(context, i)) continue;
    // «¿Tu hablas…?»: «tu» before a «tú» verb form is the pronoun missing its accent.
    if (token.lower === 'tu' && context.verbs.tensed(found.token.text).some((r) => r.person === 1)) continue;
    const { noun } = found;
    const gender: Gender | null = noun.flexible ? null : noun.gender === 'mf' ? det.gender : noun.gender;
    if (gender === null) {
      // Only the number can be checked: keep the determiner's own gender.
      const expected = det.family[(noun.number === 'pl' ? 2 : 0) + (det.gender === 'f' ? 1 : 0)] as string;
      if (expected !== token.lower)
        return fix('article-agreement', token, found.token, expected, noun, det.gender ?? 'm');
      continue;
    }
    const expected = agreeingDeterminer(det, gender, noun.number, noun.lemma);
    if (expected === token.lower) continue;
    if (det.number === 'pl' && noun.number === 'sg' && pluralIntended(tokens, i + 2)) {
      // «Los casa son grandes»: the rest of the sentence is plural, so the noun is what slipped.
      const article = agreeingDeterminer(det, gender, 'pl', noun.lemma);
      return {
        category: 'article-agreement',
        span: span(token, found.token),
        edits: [
          replaceToken(token, article),
          { start: found.token.start, end: found.token.end, text: plural(found.token.lower) },
        ],
        slots: { noun: noun.lemma, ...genderSlots(gender, 'pl') },
      };
    }
    const surprising = GENDER_EXCEPTIONS.has(noun.lemma) || STRESSED_A_NOUNS.has(noun.lemma);
    const stressedA = STRESSED_A_NOUNS.has(noun.lemma) && noun.number === 'sg';
    const category = stressedA
      ? 'stressed-a'
      : det.number === noun.number && surprising
        ? 'noun-gender'
        : 'article-agreement';
    return fix(category, token, found.token, expected, noun, gender);
  }
  return null;
};

/**
 * «la/las/lo/los» right after «no», a subject pronoun, «que», «ya» or a question word («¿cómo los
 * saludo?», «¿dónde la pongo?»), with a verb form next: an object pronoun, not an article.
 */
function cliticBeforeVerb(context: RuleContext, i: number): boolean {
  const before = context.sentence.tokens[i - 1]?.lower ?? '';
  const next = context.sentence.tokens[i + 1];
  if (!next) return false;
  // «Se la cambio», «te la paso»: after another object pronoun no article can stand, so any verb
  // form is read as the verb, even one that is more often a noun (paso, cuento).
  if (/^(me|te|se|nos|os|le|les)$/.test(before)) return context.verbs.tensed(next.text).length > 0;
  const pronounPlace =
    /^(no|yo|tú|él|ella|nosotros|ellos|ellas|usted|ustedes|que|ya|también|nunca|siempre|y)$/.test(before) ||
    /^(cómo|qué|dónde|adónde|cuándo|cuánto|cuánta|cuántos|cuántas|quién|quiénes|cuál|cuáles)$/.test(before) ||
    i === 0 ||
    // «Los libros los compra Ana»: a topicalised object, taken up by its pronoun.
    Boolean(nounReading(before, context.glossary));
  return pronounPlace && finiteReadings(context.verbs, next.text).length > 0;
}

/** Whether the verb after a noun phrase is plural (son, están, tienen…). */
function pluralIntended(tokens: readonly Token[], i: number): boolean {
  const verb = tokens[i]?.folded ?? '';
  return (
    /^(son|estan|eran|tienen|viven|parecen|van)$/.test(verb) ||
    (verb.endsWith('n') && !/^(en|son|un|bien|quien|tambien)$/.test(verb) && verb.length > 3)
  );
}

function fix(
  category: Finding['category'],
  det: Token,
  noun: Token,
  expected: string,
  reading: NounReading,
  gender: Gender,
): Finding {
  return {
    category,
    span: span(det, noun),
    edits: [replaceToken(det, expected)],
    slots: {
      noun: reading.lemma,
      article: expected,
      right: `${expected} ${noun.lower}`,
      ...genderSlots(gender, reading.number),
    },
  };
}

/** preocupante(s), interesante(s): -nte adjectives the glossary may lack, one form for both genders. */
function ntAdjective(context: RuleContext, token: Token): AdjectiveReading | undefined {
  const match = /^(\p{L}+nte)(s?)$/u.exec(token.lower);
  if (!match || nounReading(token.text, context.glossary) || context.verbs.tensed(token.text).length > 0)
    return undefined;
  if (context.glossary.lookup(token.lower)) return undefined;
  return { lemma: match[1] as string, gender: null, number: match[2] ? 'pl' : 'sg' };
}

/**
 * Nouns used as adjectives that may keep their singular after a plural noun (palabras clave,
 * horas extra, pisos piloto, camisas rosa): the plural is right too, so neither is corrected.
 */
const SINGULAR_AFTER_PLURAL = new Set([
  'extra',
  'clave',
  'modelo',
  'piloto',
  'tipo',
  'límite',
  'récord',
  'estrella',
  'basura',
  'exprés',
  'rosa',
  'naranja',
  'violeta',
  'lila',
  'malva',
  'beis',
]);

/** Adjectives cut short before a masculine noun (bueno → buen, malo → mal, primero → primer). */
const SHORT_FORMS = new Set(['buen', 'mal', 'gran', 'primer', 'tercer']);

function adjectiveFix(
  context: RuleContext,
  adjective: Token | undefined,
  gender: Gender,
  number: 'sg' | 'pl',
  noun: string,
  from: Token,
  predicate = false,
): Finding | null {
  if (!adjective || adjective.name) return null;
  const reading =
    adjectiveReading(adjective.text, context.glossary) ??
    (predicate ? ntAdjective(context, adjective) : undefined);
  if (
    !reading ||
    (!predicate && ADVERBIAL_ADJECTIVES.has(reading.lemma)) ||
    /^(mejor|peor|mayor|menor|demasiado|bastante|mucho|poco|todo|mismo|medio)$/.test(reading.lemma)
  )
    return null;
  // Short forms stand only before a noun (un buen día, un mal momento): after the noun or a copula
  // «mal» is the adverb (los coches mal aparcados, los datos están mal), never a plural to make.
  if (SHORT_FORMS.has(reading.lemma)) return null;
  if (reading.number === number && (reading.gender === null || reading.gender === gender)) return null;
  // «las horas extra» and «las horas extras» are both right: these stay singular after a plural noun.
  if (reading.number === 'sg' && number === 'pl' && SINGULAR_AFTER_PLURAL.has(reading.lemma)) return null;
  const right = agreeingAdjective(reading.lemma, gender, number);
  if (right === adjective.lower) return null;
  return {
    category: 'adjective-agreement',
    span: span(from, adjective),
    edits: [replaceToken(adjective, right)],
    slots: { noun, adjective: reading.lemma },
  };
}

/**
 * la casa blanco → la casa blanca; la casa es bonito → bonita; las playas de Cancún son bonitos → bonitas;
 * dos camisas blanco → blancas; muchas ideas nuevos → nuevas; ella es alto → alta.
 */
export const adjectiveAgreement: Rule = (context) => {
  const { tokens } = context.sentence;
  for (let i = 0; i < tokens.length - 2; i += 1) {
    const phrase = nounPhraseAt(context, i, { withEn: true });
    if (!phrase || phrase.gender === null || phrase.kind === 'name' || phrase.kind === 'uno') continue;
    const first = tokens[i] as Token;
    const head = tokens[phrase.head] as Token;
    const after = tokens[phrase.head + 1];
    // Right after the noun, with no comma or colon between, and not a verb (decimos ≠ décimos).
    const attached =
      after &&
      !/[,.;:!?«»"()]/.test(context.sentence.text.slice(head.end, after.start)) &&
      context.verbs.readings(after.text).length === 0;
    const direct = attached
      ? adjectiveFix(context, after, phrase.gender, phrase.number, phrase.lemma, first)
      : null;
    if (direct && !COPULAS.has(after?.lower ?? '')) return direct;
    if (!clauseStart(tokens, i)) continue;
    const predicate = predicateAdjective(tokens, phrase.last + 1);
    const found =
      predicate && adjectiveFix(context, predicate, phrase.gender, phrase.number, phrase.lemma, first, true);
    if (found) return found;
  }
  for (let i = 0; i < tokens.length - 2; i += 1) {
    const pronoun = tokens[i] as Token;
    const person = PRONOUN_AGREEMENT[pronoun.lower];
    if (!person || !pronoun.afterBreak) continue;
    const predicate = predicateAdjective(tokens, i + 1);
    const found =
      predicate && adjectiveFix(context, predicate, person[0], person[1], pronoun.lower, pronoun, true);
    if (found) return found;
  }
  return null;
};

const PRONOUN_AGREEMENT: Record<string, [Gender, 'sg' | 'pl']> = {
  él: ['m', 'sg'],
  ella: ['f', 'sg'],
  ellos: ['m', 'pl'],
  ellas: ['f', 'pl'],
  nosotras: ['f', 'pl'],
};

/** The adjective after "(no) es/está (muy)" starting at index i, if the words fit that shape. */
function predicateAdjective(tokens: readonly Token[], i: number): Token | undefined {
  let at = i;
  if (tokens[at]?.lower === 'no') at += 1;
  if (!COPULAS.has(tokens[at]?.lower ?? '')) return undefined;
  at += 1;
  while (INTENSIFIERS.has(tokens[at]?.lower ?? '') && at < i + 5) at += 1;
  return tokens[at];
}

/** un rojo coche → un coche rojo; mi favorito color → mi color favorito. */
export const adjectivePosition: Rule = (context) => {
  const { tokens } = context.sentence;
  for (let i = 0; i < tokens.length - 2; i += 1) {
    const det = determiner(tokens[i]?.text ?? '');
    const adjective = tokens[i + 1] as Token;
    const noun = tokens[i + 2] as Token;
    if (!det || noun.name) continue;
    const reading = adjectiveReading(adjective.text, context.glossary);
    if (
      !reading ||
      !(
        COLOUR_ADJECTIVES.has(reading.lemma) ||
        NATIONALITY_ADJECTIVES.has(reading.lemma) ||
        AFTER_NOUN_ADJECTIVES.has(reading.lemma)
      )
    )
      continue;
    const nounRead = nounReading(noun.text, context.glossary);
    if (!nounRead || adjectiveReading(noun.text, context.glossary)) continue;
    const gender = nounRead.gender === 'mf' ? (det.gender ?? 'm') : nounRead.gender;
    const right = agreeingAdjective(reading.lemma, gender, nounRead.number);
    return {
      category: 'adjective-position',
      span: span(tokens[i] as Token, noun),
      edits: [{ start: adjective.start, end: noun.end, text: `${noun.text} ${right}` }],
    };
  }
  return null;
};
