/** Quantities: mucho/poco agree with their noun, «muy» vs «mucho», plurals after numbers. */
import { NUMBER_WORDS, TENER_NOUNS, WEATHER_NOUNS } from '../../../content/tutor/grammar-words';
import { replaceToken, span, type Rule, type Token } from '../sentence';
import { adjectiveReading, agreeingAdjective, nounReading, plural } from '../words';
import { nounAfter } from './noun-phrase';
import { COPULAS, genderSlots } from './shared';

const QUANTIFIERS: Record<string, string> = {
  mucho: 'mucho',
  poco: 'poco',
  tanto: 'tanto',
  demasiado: 'demasiado',
};

/** mucho gente → mucha gente; muchos persona → muchas personas. */
export const quantifierAgreement: Rule = (context) => {
  const { tokens } = context.sentence;
  for (let i = 0; i < tokens.length - 1; i += 1) {
    const token = tokens[i] as Token;
    const base = QUANTIFIERS[token.lower.replace(/(o|a|os|as)$/, 'o')];
    if (
      !base ||
      !/^(mucho|mucha|muchos|muchas|poco|poca|pocos|pocas|tanto|tanta|tantos|tantas|demasiado|demasiada|demasiados|demasiadas)$/.test(
        token.lower,
      )
    )
      continue;
    const found = nounAfter(context, i);
    if (!found || found.noun.flexible) continue;
    const { noun } = found;
    const quantifierPlural = token.lower.endsWith('s');
    const number = quantifierPlural || noun.number === 'pl' ? 'pl' : 'sg';
    const gender = noun.gender === 'mf' ? null : noun.gender;
    const rightQuantifier = agreeingAdjective(
      base,
      gender ?? (token.lower.replace(/s$/, '').endsWith('a') ? 'f' : 'm'),
      number,
    );
    const rightNoun = number === 'pl' && noun.number === 'sg' ? plural(found.token.lower) : found.token.text;
    if (rightQuantifier === token.lower && rightNoun === found.token.text) continue;
    return {
      category: 'mucho-agreement',
      span: span(token, found.token),
      edits: [
        replaceToken(token, rightQuantifier),
        { start: found.token.start, end: found.token.end, text: rightNoun },
      ],
      slots: { word: base, noun: noun.lemma, ...genderSlots(gender ?? 'm', number) },
    };
  }
  return null;
};

const COMPARATIVES = new Set([
  'más',
  'mas',
  'menos',
  'mejor',
  'peor',
  'mayor',
  'menor',
  'antes',
  'después',
  'despues',
]);
const MUY_AT_END_AFTER =
  /^(gusta|gustan|encanta|quiero|quieres|quiere|trabajo|trabaja|estudio|estudia|como|come|leo|lee|duermo|duerme|corro|viajo|viaja)$/;

/** tengo muy hambre → tengo mucha hambre; me gusta muy → me gusta mucho; es mucho grande → es muy grande. */
export const muyMucho: Rule = (context) => {
  const { tokens, text } = context.sentence;
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i] as Token;
    const next = tokens[i + 1];
    const verb = tokens[i - 1]?.folded ?? '';
    const expression = /^(tengo|tienes|tiene|tenemos|tienen|tener|hace|hacia|hara)$/.test(verb);
    if (
      token.lower === 'muy' &&
      next &&
      expression &&
      (TENER_NOUNS.has(next.lower) || WEATHER_NOUNS.has(next.lower))
    ) {
      const noun = nounReading(next.text, context.glossary);
      const gender = noun && noun.gender !== 'mf' ? noun.gender : 'm';
      return {
        category: 'muy-mucho',
        span: span(token, next),
        edits: [replaceToken(token, gender === 'f' ? 'mucha' : 'mucho')],
      };
    }
    const previous = tokens[i - 1];
    const atEnd = !next || /[.,;!?]/.test(text.slice(token.end, next.start));
    if (token.lower === 'muy' && atEnd && previous && MUY_AT_END_AFTER.test(previous.folded)) {
      return { category: 'muy-mucho', span: span(previous, token), edits: [replaceToken(token, 'mucho')] };
    }
    if (
      token.lower === 'mucho' &&
      next &&
      !COMPARATIVES.has(next.lower) &&
      previous &&
      COPULAS.has(previous.lower)
    ) {
      const adjective = adjectiveReading(next.text, context.glossary);
      if (adjective && !nounReading(next.text, context.glossary)) {
        return { category: 'muy-mucho', span: span(token, next), edits: [replaceToken(token, 'muy')] };
      }
    }
  }
  return null;
};

/** dos perro → dos perros. */
export const pluralAfterNumber: Rule = (context) => {
  const { tokens } = context.sentence;
  for (let i = 0; i < tokens.length - 1; i += 1) {
    const token = tokens[i] as Token;
    const count = /^\d+$/.test(token.text) ? Number(token.text) : NUMBER_WORDS.has(token.lower) ? 2 : 0;
    if (count < 2 || /^(muchos|pocos|varios)$/.test(token.lower)) continue;
    const next = tokens[i + 1] as Token;
    if (next.name) continue;
    const noun = nounReading(next.text, context.glossary);
    if (
      !noun ||
      noun.number === 'pl' ||
      plural(next.lower) === next.lower ||
      context.verbs.readings(next.text).length > 0
    )
      continue;
    if (/[:.,h]/.test(context.sentence.text.slice(token.end, next.start))) continue; // las 2:30, 2.5
    return {
      category: 'plural-after-number',
      span: span(token, next),
      edits: [{ start: next.start, end: next.end, text: plural(next.lower) }],
    };
  }
  return null;
};
