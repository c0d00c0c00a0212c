/** Quantities: mucho/poco agree with their noun, «muy» vs «mucho», plurals after numbers. */
import { NUMBER_WORDS, TENER_NOUNS, WEATHER_NOUNS } from '../../../content/tutor/grammar-words';
import { replaceToken, span, type Rule, type Token } from '../sentence';
import { adjectiveReading, agreeingAdjective, nounReading, plural } from '../words';
import { nounAfter } from './noun-phrase';
import { headNoun } from './noun-phrase-reading';
import { COPULAS, genderSlots } from './shared';
import { finiteReadings } from './verb-readings';
import { determiner } from '../words';

const QUANTIFIERS: Record<string, string> = {
  mucho: 'mucho',
  poco: 'poco',
  tanto: 'tanto',
  demasiado: 'demasiado',
};

/** mucho gente → mucha gente; muchos persona → muchas personas. */
const MASS_NOUNS = new Set([
  'gente',
  'agua',
  'dinero',
  'ropa',
  'leche',
  'comida',
  'tiempo',
  'música',
  'café',
  'pan',
  'arroz',
  'carne',
  'fruta',
  'trabajo',
  'ruido',
  'tráfico',
  'calor',
  'frío',
  'hambre',
  'sed',
  'suerte',
  'paciencia',
  'información',
  'azúcar',
  'sal',
  'cerveza',
  'vino',
  'té',
  'gasolina',
  'basura',
  'contaminación',
  'sueño',
  'miedo',
  'prisa',
]);

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
    const next = tokens[i + 1] as Token;
    const plain = !next.name && !/\d/.test(next.text) ? headNoun(next, context.glossary) : undefined;
    const found = nounAfter(context, i) ?? (plain ? { token: next, noun: plain } : null);
    if (!found || found.noun.flexible) continue;
    // «Te quiero mucho, mamá», «estudio mucho para…»: an adverb, not a quantifier of the noun.
    if (/[,;:.!?]/.test(context.sentence.text.slice(token.end, found.token.start))) continue;
    if (/^(para|por|de|en|con|a|que|sobre)$/.test(found.token.lower)) continue;
    const { noun } = found;
    const quantifierPlural = token.lower.endsWith('s');
    // «Mucha gente», «mucha agua»: a mass noun stays singular, the quantifier agrees with it.
    const mass = MASS_NOUNS.has(noun.lemma) && noun.number === 'sg';
    const number = !mass && (quantifierPlural || noun.number === 'pl') ? 'pl' : 'sg';
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

const COPULA_LEMMAS = new Set([
  'ser',
  'estar',
  'parecer',
  'quedar',
  'sentir',
  'encontrar',
  'poner',
  'volver',
  'hacer',
]);
/** «Muy en serio», «muy en contra»: set phrases where «muy» goes before a preposition. */
const MUY_PHRASES =
  /^(serio|contra|cuenta|forma|fondo|onda|boga|desacuerdo|particular|especial|general|cambio|broma|vivo|gusto|menudo|pesar|pronto|tarde|temprano|lejos|cerca|bien|mal)$/;

/** A finite verb that is not a copula (llueve, gusta, hay): «muy» cannot modify it. */
function plainVerb(context: Parameters<Rule>[0], token: Token | undefined): boolean {
  if (!token) return false;
  if (/^(hay|había|habrá)$/.test(token.lower)) return true;
  const readings = finiteReadings(context.verbs, token);
  return readings.length > 0 && readings.every((r) => !COPULA_LEMMAS.has(r.lemma));
}

/** tengo muy hambre → tengo mucha hambre; me gusta muy → me gusta mucho; es mucho grande → es muy grande. */
export const muyMucho: Rule = (context) => {
  const { tokens, text } = context.sentence;
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i] as Token;
    const next = tokens[i + 1];
    const verb = tokens[i - 1]?.folded ?? '';
    const attached = next && !/[,.;:!?]/.test(text.slice(token.end, next.start));
    if (token.lower === 'muy' && next && attached && !token.afterBreak) {
      // «Me gusta muy el chocolate»: before an article «muy» has nothing to modify.
      const det = determiner(next.text);
      if (
        det &&
        det.kind !== 'possessive' &&
        tokens[i + 2] &&
        headNoun(tokens[i + 2] as Token, context.glossary)
      )
        return { category: 'muy-mucho', span: span(token, next), edits: [replaceToken(token, 'mucho')] };
      // «Hay muy tráfico» → «mucho tráfico»: a bare noun after a verb takes the quantifier.
      const noun = !next.name ? headNoun(next, context.glossary) : undefined;
      if (
        noun &&
        !adjectiveReading(next.text, context.glossary) &&
        !context.glossary.get(next.lower, 'adv') &&
        !/^(tarde|temprano|bien|mal|pronto|cerca|lejos|mañana|despacio|rápido|alto|bajo)$/.test(next.lower) &&
        plainVerb(context, tokens[i - 1]) &&
        !TENER_NOUNS.has(next.lower) &&
        !WEATHER_NOUNS.has(next.lower)
      ) {
        const gender = noun.gender === 'f' ? 'f' : 'm';
        return {
          category: 'muy-mucho',
          span: span(token, next),
          edits: [replaceToken(token, agreeingAdjective('mucho', gender, noun.number))],
        };
      }
      // «Llueve muy en Londres»: after a verb, before a place or a time.
      if (
        /^(en|con|para|durante)$/.test(next.lower) &&
        plainVerb(context, tokens[i - 1]) &&
        !MUY_PHRASES.test(tokens[i + 2]?.lower ?? '')
      )
        return {
          category: 'muy-mucho',
          span: span(tokens[i - 1] as Token, token),
          edits: [replaceToken(token, 'mucho')],
        };
    }
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
    const afterVerb =
      previous &&
      !token.afterBreak &&
      (MUY_AT_END_AFTER.test(previous.folded) || previous.lower === 'menos' || plainVerb(context, previous));
    if (token.lower === 'muy' && atEnd && afterVerb && previous && tokens[i + 1]?.lower !== 'muy') {
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
