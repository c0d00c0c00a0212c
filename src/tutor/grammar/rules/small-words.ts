/**
 * Small words with big rules: a el → al, the personal «a», double negatives, «gracias por»,
 * «¿por qué?» and the accent of «está».
 */
import { PERSON_NOUNS, PERSONAL_A_VERBS } from '../../../content/tutor/grammar-words';
import { insertBefore, replaceToken, span, type Rule, type Token } from '../sentence';
import { adjectiveReading, determiner, nounReading } from '../words';

/** a el parque → al parque; de el centro → del centro. */
export const contraction: Rule = ({ sentence, glossary }) => {
  const { tokens } = sentence;
  for (let i = 0; i < tokens.length - 2; i += 1) {
    const token = tokens[i] as Token;
    const article = tokens[i + 1] as Token;
    const next = tokens[i + 2] as Token;
    if ((token.lower !== 'a' && token.lower !== 'de') || article.text !== 'el' || next.name) continue;
    if (!nounReading(next.text, glossary) && !adjectiveReading(next.text, glossary)) continue;
    const short = token.lower === 'a' ? 'al' : 'del';
    return {
      category: 'contraction',
      span: span(token, next),
      edits: [{ ...replaceToken(token, short), end: article.end }],
      slots: { pair: `${token.lower} el`, short },
    };
  }
  return null;
};

const DEFINITE = new Set([
  'el',
  'la',
  'los',
  'las',
  'mi',
  'tu',
  'su',
  'mis',
  'tus',
  'sus',
  'nuestro',
  'nuestra',
  'nuestros',
  'nuestras',
]);

/** Veo mi madre → veo a mi madre; visito el profesor → visito al profesor. */
export const personalA: Rule = ({ sentence, verbs }) => {
  const { tokens } = sentence;
  for (let i = 0; i < tokens.length - 2; i += 1) {
    const verb = tokens[i] as Token;
    const det = tokens[i + 1] as Token;
    const noun = tokens[i + 2] as Token;
    if (!DEFINITE.has(det.lower) || !PERSON_NOUNS.has(noun.lower)) continue;
    const lemmas = [...verbs.readings(verb.text).map((r) => r.lemma), verbs.infinitive(verb.text) ?? ''];
    if (!lemmas.some((lemma) => PERSONAL_A_VERBS.has(lemma))) continue;
    if (tokens[i - 1] && /^(la|lo|las|los|le|les)$/.test(tokens[i - 1]?.lower ?? '')) continue;
    const edits = det.lower === 'el' ? [replaceToken(det, 'al')] : [insertBefore(det, 'a')];
    return { category: 'personal-a', span: span(verb, noun), edits };
  }
  return null;
};

const NEGATIVES: Record<string, string> = {
  algo: 'nada',
  alguien: 'nadie',
  algún: 'ningún',
  alguna: 'ninguna',
  alguno: 'ninguno',
};
const STOP = /^(que|si|porque|cuando|pero|y|o|donde|aunque|para)$/;

/** No tengo algo → no tengo nada; no veo alguien → no veo a nadie. */
export const doubleNegative: Rule = ({ sentence, verbs }) => {
  const { tokens, text } = sentence;
  if (text.includes('?')) return null; // ¿No quieres algo? is an offer, and correct
  for (let i = 0; i < tokens.length - 2; i += 1) {
    if (tokens[i]?.lower !== 'no' || verbs.readings(tokens[i + 1]?.text ?? '').length === 0) continue;
    for (let j = i + 2; j < Math.min(tokens.length, i + 5); j += 1) {
      const token = tokens[j] as Token;
      if (STOP.test(token.folded) || /[,;.]/.test(text.slice((tokens[j - 1] as Token).end, token.start)))
        break;
      const negative = NEGATIVES[token.lower];
      if (!negative) continue;
      return {
        category: 'double-negative',
        span: span(tokens[i] as Token, token),
        edits: [replaceToken(token, negative)],
        slots: { negative, positive: token.lower },
      };
    }
  }
  return null;
};

/** Gracias para la comida → gracias por la comida. */
export const porPara: Rule = ({ sentence }) => {
  const { tokens } = sentence;
  for (let i = 0; i < tokens.length - 1; i += 1) {
    if (tokens[i]?.lower === 'gracias' && tokens[i + 1]?.lower === 'para') {
      return {
        category: 'por-para',
        span: span(tokens[i] as Token, tokens[i + 1] as Token),
        edits: [replaceToken(tokens[i + 1] as Token, 'por')],
      };
    }
  }
  return null;
};

/** ¿Porque estudias español? → ¿Por qué estudias español? */
export const porQue: Rule = ({ sentence }) => {
  const { tokens, text } = sentence;
  const first = tokens[0];
  if (!first || !text.trim().endsWith('?')) return null;
  if (first.folded === 'porque')
    return { category: 'por-que', span: span(first, first), edits: [replaceToken(first, 'por qué')] };
  if (first.folded === 'por' && tokens[1]?.text === 'que') {
    return { category: 'por-que', span: span(first, tokens[1]), edits: [replaceToken(tokens[1], 'qué')] };
  }
  return null;
};

const AFTER_ESTA = /^(en|bien|mal|aqui|alli|ahi|cerca|lejos|muy|listo|lista|listos|listas)$/;
const QUESTION_WORDS: Record<string, string> = {
  como: 'cómo',
  donde: 'dónde',
  que: 'qué',
  cuando: 'cuándo',
  cual: 'cuál',
  quien: 'quién',
  cuanto: 'cuánto',
  cuantos: 'cuántos',
  cuanta: 'cuánta',
  cuantas: 'cuántas',
};

/** Mi hermana esta en casa → está; ¿Como estas? → ¿Cómo estás? */
export const accent: Rule = ({ sentence, glossary }) => {
  const { tokens, text } = sentence;
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i] as Token;
    if (token.lower !== 'esta' && token.lower !== 'estas') continue;
    const next = tokens[i + 1];
    const atEnd = !next || /[.!?]/.test(text.slice(token.end, next.start));
    const adjective =
      next &&
      adjectiveReading(next.text, glossary) &&
      !nounReading(next.text, glossary) &&
      !determiner(next.text);
    if (!(atEnd || (next && AFTER_ESTA.test(next.folded)) || adjective)) continue;
    const edits = [replaceToken(token, token.lower === 'esta' ? 'está' : 'estás')];
    const first = tokens[0] as Token;
    const question = QUESTION_WORDS[first.text.toLowerCase()];
    if (question && text.trim().endsWith('?') && i <= 2) edits.push(replaceToken(first, question));
    return { category: 'accent', span: span(i <= 2 && question ? first : token, token), edits };
  }
  return null;
};
