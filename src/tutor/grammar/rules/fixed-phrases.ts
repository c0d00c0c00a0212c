/**
 * Fixed phrases learners bend: greetings agree with días/tardes/noches, «mejor» takes no «más»,
 * «pensar que» takes no «de», «tener que» + infinitive, and «lo que» for "what" (the thing that).
 */
import { insertBefore, replaceToken, span, type Rule, type Token } from '../sentence';
import type { VerbIndex } from '../conjugation';
import { finiteReadings } from './verb-readings';

const GREETING_NOUNS: Readonly<Record<string, { right: string; noun: string }>> = {
  dias: { right: 'buenos', noun: 'días' },
  tardes: { right: 'buenas', noun: 'tardes' },
  noches: { right: 'buenas', noun: 'noches' },
};

/** buenos tardes → buenas tardes; buena noches → buenas noches; buenas días → buenos días. */
export const greetingAgreement: Rule = ({ sentence }) => {
  const { tokens } = sentence;
  for (let i = 0; i < tokens.length - 1; i += 1) {
    const adjective = tokens[i] as Token;
    const noun = tokens[i + 1] as Token;
    const wanted = GREETING_NOUNS[noun.folded];
    if (!wanted || !/^buen[oa]?s?$/.test(adjective.folded) || adjective.folded === wanted.right) continue;
    // «Un buen día» is right too: only the greeting's plural forms are checked.
    if (adjective.folded === 'buen' || (!adjective.folded.endsWith('s') && i > 0 && !tokens[i]?.afterBreak))
      continue;
    const feminine = wanted.right === 'buenas';
    return {
      category: 'greeting-agreement',
      span: span(adjective, noun),
      edits: [replaceToken(adjective, wanted.right), replaceToken(noun, wanted.noun)],
      slots: { noun: wanted.noun, right: `${wanted.right} ${wanted.noun}`, gender: feminine ? 'f' : 'm' },
    };
  }
  return null;
};

const COMPARATIVES = new Set(['mejor', 'mejores', 'peor', 'peores', 'mayor', 'mayores', 'menor', 'menores']);

/** más mejor → mejor; el más peor → el peor. */
export const masMejor: Rule = ({ sentence }) => {
  const { tokens, text } = sentence;
  for (let i = 0; i < tokens.length - 1; i += 1) {
    const mas = tokens[i] as Token;
    const next = tokens[i + 1] as Token;
    if (mas.folded !== 'mas' || !COMPARATIVES.has(next.lower)) continue;
    if (/[,;:]/.test(text.slice(mas.end, next.start))) continue;
    return {
      category: 'mas-mejor',
      span: span(mas, next),
      edits: [{ start: mas.start, end: next.start, text: '' }],
      slots: { word: next.lower },
    };
  }
  return null;
};

/** Verbs of thinking and saying whose «que» clause takes no «de». */
const DEQUEISMO_LEMMAS = new Set(['pensar', 'creer', 'opinar', 'decir', 'suponer', 'considerar', 'imaginar']);

/** pienso de que → pienso que; me dijo de que → me dijo que (but «me alegro de que» is right). */
export const dequeismo: Rule = ({ sentence, verbs }) => {
  const { tokens } = sentence;
  for (let i = 0; i < tokens.length - 2; i += 1) {
    const verb = tokens[i] as Token;
    if (tokens[i + 1]?.lower !== 'de' || tokens[i + 2]?.lower !== 'que') continue;
    const lemma = finiteReadings(verbs, verb).find((r) => DEQUEISMO_LEMMAS.has(r.lemma))?.lemma;
    const parece = verb.lower === 'parece' && tokens[i - 1]?.lower === 'me';
    if (!lemma && !parece) continue;
    if (lemma && asksAbout(tokens, i, verbs)) continue;
    const de = tokens[i + 1] as Token;
    return {
      category: 'dequeismo',
      span: span(verb, tokens[i + 2] as Token),
      edits: [{ start: de.start, end: (tokens[i + 2] as Token).start, text: '' }],
      slots: { verb: lemma ?? 'parecer', right: `${verb.lower} que` },
    };
  }
  return null;
};

/**
 * «¿Qué opinas de que…?», «¿qué piensa tu madre de que…?»: «qué» is what is thought, and «de que…»
 * what it is about (opinar de, pensar de, decir de), which is right. Looks back within the clause.
 */
function asksAbout(tokens: readonly Token[], i: number, verbs: VerbIndex): boolean {
  for (let k = i - 1; k >= 0 && !(tokens[k + 1] as Token).afterBreak; k -= 1) {
    const word = tokens[k] as Token;
    if (word.lower === 'qué') return true;
    if (finiteReadings(verbs, word).length > 0) break; // «no sé qué hacer» is another verb's
  }
  return false;
}

/** tengo estudiar → tengo que estudiar; tengo de estudiar → tengo que estudiar. */
export const tenerQue: Rule = ({ sentence, verbs }) => {
  const { tokens } = sentence;
  for (let i = 0; i < tokens.length - 1; i += 1) {
    const tener = tokens[i] as Token;
    const finite = finiteReadings(verbs, tener).some((r) => r.lemma === 'tener');
    // «Vamos a tener estudiar»: the infinitive after «ir a» or a modal counts too.
    if (
      !finite &&
      !(tener.lower === 'tener' && /^(a|que|puedo|puede|debo|debe|voy|vas|va|vamos)$/.test(tener.before))
    )
      continue;
    let next = tokens[i + 1] as Token;
    const withDe = (next.lower === 'de' || next.lower === 'a') && tokens[i + 2];
    if (withDe) next = tokens[i + 2] as Token;
    if (!isInfinitive(next, verbs)) continue;
    const edits = withDe ? [replaceToken(tokens[i + 1] as Token, 'que')] : [insertBefore(next, 'que')];
    return { category: 'tener-que', span: span(tener, next), edits };
  }
  return null;
};

/** A bare infinitive the glossary knows, not also a conjugated form. */
export function isInfinitive(token: Token, verbs: VerbIndex): boolean {
  if (finiteReadings(verbs, token).length > 0) return false;
  const bare = token.lower.replace(/(?<=(ar|er|ir|ír))(se|lo|la|le|los|las|les|me|te|nos)$/, '');
  return /(ar|er|ir|ír)$/.test(bare) && verbs.infinitive(bare) !== null;
}

const OBJECTLESS_VERBS = new Set([
  'decir',
  'querer',
  'hacer',
  'pensar',
  'necesitar',
  'buscar',
  'explicar',
  'significar',
  'comer',
  'pedir',
  'preguntar',
  'escribir',
  'leer',
  'escuchar',
  'ver',
  'tener',
  'estudiar',
  'preparar',
  'cocinar',
  'comprar',
  'sentir',
  'contar',
]);
const KNOWING_VERBS = new Set([
  'entender',
  'comprender',
  'saber',
  'oír',
  'escuchar',
  'recordar',
  'ver',
  'olvidar',
  'gustar',
  'encantar',
  'importar',
  'preguntar',
]);

/**
 * «Que quiero es un café» → «Lo que quiero es un café»; «No entiendo que dices» → «No entiendo lo
 * que dices». Only where the verb after «que» lacks its object, so «Entiendo que es difícil» (that)
 * and «¿Qué dices?» stay.
 */
export const loQue: Rule = ({ sentence, verbs }) => {
  const { tokens, text } = sentence;
  for (let i = 0; i < tokens.length - 1; i += 1) {
    const que = tokens[i] as Token;
    if (que.text.toLowerCase() !== 'que' || tokens[i - 1]?.lower === 'lo') continue;
    // «No entendí nada de que dijo» → «nada de lo que dijo».
    if (
      tokens[i - 1]?.lower === 'de' &&
      /^(nada|todo|algo|parte|mucho|poco)$/.test(tokens[i - 2]?.lower ?? '')
    ) {
      const verb = tokens[i + 1];
      if (verb && finiteReadings(verbs, verb).some((r) => OBJECTLESS_VERBS.has(r.lemma)))
        return { category: 'lo-que', span: span(que, verb), edits: [insertBefore(que, 'lo')] };
    }
    let at = i + 1;
    while (
      /^(yo|tú|tu|él|ella|usted|nosotros|ellos|ellas|ustedes|más|mas|me|te|le|nos|les|se)$/.test(
        tokens[at]?.lower ?? '',
      )
    )
      at += 1;
    const verb = tokens[at];
    if (!verb) continue;
    const readings = finiteReadings(verbs, verb);
    // «Todo que dices» → «todo lo que dices».
    if (
      tokens[i - 1]?.lower === 'todo' &&
      readings.length > 0 &&
      !readings.some((r) => r.tense.endsWith('subjunctive'))
    )
      return {
        category: 'lo-que',
        span: span(tokens[i - 1] as Token, verb),
        edits: [insertBefore(que, 'lo')],
      };
    // «Que me preocupa es el precio»: a clause opening the sentence and then «es» needs «lo».
    const copulaAfter = tokens.slice(at + 1).some((t) => /^(es|era|fue|son|eran|fueron)$/.test(t.lower));
    if (
      i === 0 &&
      copulaAfter &&
      readings.length > 0 &&
      !readings.some((r) => r.tense.endsWith('subjunctive') || r.lemma === 'ser')
    )
      return {
        category: 'lo-que',
        span: span(que, verb),
        edits: [{ start: que.start, end: que.end, text: que.text[0] === 'Q' ? 'Lo que' : 'lo que' }],
      };
    if (
      !readings.some((r) => OBJECTLESS_VERBS.has(r.lemma) || r.lemma === 'gustar' || r.lemma === 'encantar')
    )
      continue;
    if (readings.some((r) => r.tense.endsWith('subjunctive'))) continue;
    const sentenceStart = i === 0 || (que.afterBreak && !text.slice(0, que.start).includes('?'));
    const after = tokens[at + 1];
    const ended = !after || /[.,;!?]/.test(text.slice(verb.end, after.start));
    const copulaLater = tokens.slice(at + 1).some((t) => /^(es|era|fue|son|eran|fueron)$/.test(t.lower));
    const before = i > 0 ? finiteReadings(verbs, tokens[i - 1] as Token) : [];
    const knowingBefore = before.some((r) => KNOWING_VERBS.has(r.lemma));
    if ((sentenceStart && copulaLater && i === 0) || (knowingBefore && ended && !isQuestionMarked(text))) {
      return {
        category: 'lo-que',
        span: span(que, verb),
        // «Que quiero…» → «Lo que quiero…»: the capital moves to «Lo».
        edits: [{ start: que.start, end: que.end, text: que.text[0] === 'Q' ? 'Lo que' : 'lo que' }],
      };
    }
  }
  return null;
};

function isQuestionMarked(text: string): boolean {
  return /[¿?]/.test(text);
}
