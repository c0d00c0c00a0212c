/**
 * Small words with big rules: a el → al, the personal «a», double negatives, «gracias por»,
 * «¿por qué?» and the accent of «está».
 */
import { PERSON_NOUNS, PERSONAL_A_VERBS, PROFESSION_NOUNS } from '../../../content/tutor/grammar-words';
import {
  insertBefore,
  replaceToken,
  span,
  type Finding,
  type Rule,
  type RuleContext,
  type Token,
} from '../sentence';
import { adjectiveForms, adjectiveReading, determiner, nounReading } from '../words';
import { clauseStart } from './shared';
import { finiteReadings } from './verb-readings';

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

/** Veo mi madre → veo a mi madre; ayer vi tu hermano → vi a tu hermano; entrevistar el nuevo director → al nuevo director. */
export const personalA: Rule = ({ sentence, verbs, glossary }) => {
  const { tokens } = sentence;
  for (let i = 0; i < tokens.length - 2; i += 1) {
    const verb = tokens[i] as Token;
    const det = tokens[i + 1] as Token;
    if (!DEFINITE.has(det.lower)) continue;
    let nounAt = i + 2;
    const pre = tokens[nounAt] as Token;
    if (!nounReading(pre.text, glossary) && adjectiveReading(pre.text, glossary)) nounAt += 1;
    const noun = tokens[nounAt];
    if (!noun || noun.name) continue;
    const reading = nounReading(noun.text, glossary);
    const person =
      PERSON_NOUNS.has(noun.lower) ||
      (reading && (PERSON_NOUNS.has(reading.lemma) || PROFESSION_NOUNS.has(reading.lemma)));
    if (!person || !reading) continue;
    const finite = finiteReadings(verbs, verb).filter((r) => PERSONAL_A_VERBS.has(r.lemma));
    const infinitive = verbs.infinitive(verb.text) ?? (/(ar|er|ir)$/.test(verb.lower) ? verb.lower : '');
    const asInfinitive = PERSONAL_A_VERBS.has(infinitive) && finiteReadings(verbs, verb.text).length === 0;
    if (finite.length === 0 && !asInfinitive) continue;
    // «Llamó mi madre»: a third person verb may have the person after it as its subject.
    const subjectPerson = reading.number === 'pl' ? 5 : 2;
    if (!asInfinitive && finite.some((r) => r.person === subjectPerson)) continue;
    if (tokens[i - 1] && /^(la|lo|las|los|le|les|se|me|te|nos|os)$/.test(tokens[i - 1]?.lower ?? ''))
      continue;
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
    if (tokens[i]?.lower !== 'no') continue;
    // «No me gusta algún deporte»: clitics may stand between «no» and the verb.
    let v = i + 1;
    while (/^(me|te|se|nos|os|le|les|lo|la|los|las)$/.test(tokens[v]?.lower ?? '') && v < i + 3) v += 1;
    const verb = tokens[v];
    if (!verb || verbs.tensed(verb.text).length === 0) continue;
    for (let j = v + 1; j < Math.min(tokens.length, v + 4); j += 1) {
      const token = tokens[j] as Token;
      const gap = text.slice((tokens[j - 1] as Token).end, token.start);
      // A masked quotation («quedar con») leaves a run of spaces: the phrase is broken there.
      if (STOP.test(token.folded) || /[,;.]|\s{3,}/.test(gap)) break;
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

const USES = {
  thanks: {
    use: 'Thanks, apologies and causes take «por»: gracias por…',
    useEs: 'El agradecimiento, la disculpa y la causa llevan «por»: gracias por…',
  },
  purpose: {
    use: 'A purpose («in order to») before an infinitive takes «para».',
    useEs: 'La finalidad («con el objetivo de») delante de un infinitivo lleva «para».',
  },
  exchange: {
    use: 'An exchange or a price («in return for») takes «por».',
    useEs: 'El intercambio o el precio («a cambio de») lleva «por».',
  },
};
/** Verbs done for a purpose: «estudio español para viajar», «voy a Madrid para verte». */
const PURPOSE_VERBS = new Set([
  'estudiar',
  'aprender',
  'ir',
  'venir',
  'viajar',
  'volver',
  'regresar',
  'salir',
  'ahorrar',
  'trabajar',
  'practicar',
  'levantar',
  'madrugar',
  'entrenar',
  'usar',
  'utilizar',
  'comprar',
  'mudar',
  'necesitar',
]);
/** Infinitives that give a cause after «por»: por ser, por haber, por estar. */
const CAUSE_INFINITIVES = /^(ser|estar|haber|tener)$/;

function porParaFinding(token: Token, use: keyof typeof USES, right: string, last: Token): Finding {
  return {
    category: 'por-para',
    span: span(token, last),
    edits: [replaceToken(token, right)],
    slots: USES[use],
  };
}

/** The last verb before i in the clause (finite or infinitive). */
function verbBefore(context: RuleContext, i: number): string | null {
  const { tokens, text } = context.sentence;
  for (let j = i - 1; j >= 0; j -= 1) {
    const token = tokens[j] as Token;
    if (/[,;:]/.test(text.slice(token.end, (tokens[j + 1] as Token).start))) return null;
    const finite = finiteReadings(context.verbs, token)[0];
    if (finite) return finite.lemma;
    const infinitive = context.verbs.infinitive(token.text);
    if (infinitive && /(ar|er|ir|se)$/.test(token.lower)) return infinitive.replace(/se$/, '');
  }
  return null;
}

/** Gracias para la comida → gracias por; estudio por viajar → para viajar; cambié mi coche para una moto → por. */
export const porPara: Rule = (context) => {
  const { tokens } = context.sentence;
  const { verbs } = context;
  for (let i = 0; i < tokens.length - 1; i += 1) {
    const token = tokens[i] as Token;
    const next = tokens[i + 1] as Token;
    if (token.lower === 'gracias' && next.lower === 'para')
      return porParaFinding(next, 'thanks', 'por', next);
    // Purpose before an infinitive, after a verb done for it.
    if (token.lower === 'por' && i > 0) {
      const infinitive = verbs.infinitive(next.text);
      if (!infinitive || !/(ar|er|ir)(se|me|te|lo|la|le|nos|los|las|les)?$/.test(next.lower)) continue;
      if (finiteReadings(verbs, next.text).length > 0 || CAUSE_INFINITIVES.test(infinitive)) continue;
      const main = verbBefore(context, i);
      if (!main || !PURPOSE_VERBS.has(main)) continue;
      return porParaFinding(token, 'purpose', 'para', next);
    }
    // An exchange: cambiar algo para otra cosa, pagar una cantidad para algo.
    if (token.lower === 'para' && i > 1 && determiner(next.text)) {
      const main = verbBefore(context, i);
      const noun = tokens[i + 2] && nounReading((tokens[i + 2] as Token).text, context.glossary);
      if (!main || !noun || PERSON_NOUNS.has(noun.lemma)) continue;
      const amount = tokens
        .slice(1, i)
        .some(
          (t) =>
            /^\d+$/.test(t.text) || /^(euros|dólares|dolares|pesos|libras|mil|cien|dinero)$/.test(t.lower),
        );
      if (main === 'cambiar' || main === 'intercambiar' || (/^(pagar|cobrar)$/.test(main) && amount))
        return porParaFinding(token, 'exchange', 'por', tokens[i + 2] as Token);
    }
  }
  return null;
};

/** Verbs after which «por qué» opens an indirect question: no sé por qué, me pregunto por qué. */
const ASKING = new Set([
  'saber',
  'preguntar',
  'entender',
  'comprender',
  'explicar',
  'decir',
  'imaginar',
  'importar',
  'averiguar',
  'ver',
  'recordar',
  'olvidar',
  'contar',
  'descubrir',
  'pensar',
  'investigar',
]);

/** ¿Porque estudias español? → ¿Por qué…?; estudio por que me gusta → porque; no sé porque… → por qué. */
export const porQue: Rule = (context) => {
  const { sentence, verbs } = context;
  const { tokens, text } = sentence;
  const first = tokens[0];
  if (!first) return null;
  const question = text.trim().endsWith('?');
  if (question && first.folded === 'porque')
    return { category: 'por-que', span: span(first, first), edits: [replaceToken(first, 'por qué')] };
  if (question && first.folded === 'por' && tokens[1]?.text === 'que') {
    return { category: 'por-que', span: span(first, tokens[1]), edits: [replaceToken(tokens[1], 'qué')] };
  }
  const asked = (i: number) =>
    tokens.slice(0, i).some((t) => {
      const lemma = finiteReadings(verbs, t.text)[0]?.lemma ?? verbs.infinitive(t.text);
      return (
        (lemma && ASKING.has(lemma)) || /^(idea|dime|dinos|explícame|pregunta|razón|motivo)$/.test(t.lower)
      );
    });
  for (let i = 0; i < tokens.length - 1; i += 1) {
    const token = tokens[i] as Token;
    const next = tokens[i + 1] as Token;
    // «Por que» / «por qué» giving a reason in a statement: «porque».
    if (
      token.lower === 'por' &&
      (next.text === 'que' || next.lower === 'qué') &&
      !question &&
      tokens[i + 2]
    ) {
      if (/^(el|la|lo|los|las)$/.test(tokens[i - 1]?.lower ?? '') || asked(i)) continue;
      if (next.text === 'que' && i === 0) continue;
      const clause = tokens[i + 2] as Token;
      const opens =
        finiteReadings(verbs, clause).length > 0 ||
        /^(no|me|te|se|nos|le|les|lo|la|yo|tú|él|ella|mi|tu|su|mis|tus|sus|el|la|los|las|hay|ya|nunca|siempre|nadie|estoy)$/.test(
          clause.lower,
        );
      if (!opens) continue;
      return {
        category: 'por-que',
        span: span(token, next),
        edits: [{ ...replaceToken(token, 'porque'), end: next.end }],
      };
    }
    // «No sé porque está enfadado»: an indirect question, «por qué».
    if (token.folded === 'porque' && i > 0) {
      const before = tokens[i - 1] as Token;
      if (/[,;:]/.test(text.slice(before.end, token.start))) continue;
      const lemma = finiteReadings(verbs, before.text).find((r) => ASKING.has(r.lemma))?.lemma;
      if (!lemma) continue;
      const negated = tokens[i - 2]?.lower === 'no';
      const reflexive = /^(me|te|se|nos|os)$/.test(tokens[i - 2]?.lower ?? '');
      const ok =
        (lemma === 'preguntar' && reflexive) ||
        ((lemma === 'saber' || lemma === 'entender' || lemma === 'comprender') && negated);
      if (!ok) continue;
      return { category: 'por-que', span: span(before, token), edits: [replaceToken(token, 'por qué')] };
    }
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

/** An adjective written exactly as one (sabía is not «sabia»). */
function exactAdjective(token: Token, glossary: RuleContext['glossary']): boolean {
  const reading = adjectiveReading(token.text, glossary);
  return Boolean(reading && adjectiveForms(reading.lemma).includes(token.lower));
}

const PREPOSITIONS = /^(a|para|de|en|por|sin|sobre|hacia|contra|entre|según|hasta|desde)$/;

/** Words whose accent changes the word: el/él, tu/tú, si/sí, mas/más, mi/mí, se/sé. */
function pronounAccent({ sentence, glossary, verbs }: RuleContext): Finding | null {
  const { tokens, text } = sentence;
  const fix = (token: Token, right: string, from: Token = token): Finding => ({
    category: 'accent',
    span: span(from, token),
    edits: [replaceToken(token, right)],
  });
  const endsClause = (i: number) => {
    const next = tokens[i + 1];
    return !next || /[.,;:!?]/.test(text.slice((tokens[i] as Token).end, next.start));
  };
  const isVerb = (token: Token | undefined) =>
    Boolean(
      token &&
      finiteReadings(verbs, token.text).length > 0 &&
      !nounReading(token.text, glossary) &&
      !exactAdjective(token, glossary),
    );
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i] as Token;
    const next = tokens[i + 1];
    // «El es mi hermano», «dijo que el no sabía»: a pronoun before a verb.
    if (token.lower === 'el' && token.text !== 'EL' && clauseStart(tokens, i)) {
      const verb = next?.lower === 'no' ? tokens[i + 2] : next;
      const indicative = (verb: Token) =>
        finiteReadings(verbs, verb.text).some((r) => r.person === 2 && !r.tense.includes('subjunctive'));
      if (isVerb(verb) && indicative(verb as Token)) return fix(token, 'él');
    }
    // «¿Tu tienes…?», «¿Y tu?»
    if (token.lower === 'tu') {
      const verb = next?.lower === 'no' ? tokens[i + 2] : next;
      if (
        endsClause(i) ||
        (isVerb(verb) && finiteReadings(verbs, (verb as Token).text).some((r) => r.person === 1))
      )
        return fix(token, 'tú');
    }
    // «Si, me gustó», «creo que si».
    if (token.lower === 'si') {
      const opening =
        i === 0 &&
        next &&
        /^\s*,/.test(text.slice(token.end, next.start)) &&
        !/^(por|como|en|cuando)$/.test(next.lower);
      const closing = endsClause(i) && /^(que|creo|eso|claro)$/.test(tokens[i - 1]?.lower ?? '');
      if (opening || closing || (i === 0 && !next)) return fix(token, 'sí');
    }
    // «Quiero mas café»: «mas» without accent is a literary «but».
    if (token.lower === 'mas' && !/,\s*$/.test(text.slice(0, token.start))) return fix(token, 'más');
    // «para mi», «a mi me gusta».
    if (token.lower === 'mi' && PREPOSITIONS.test(tokens[i - 1]?.lower ?? '')) {
      const pronoun =
        endsClause(i) ||
        /^(me|también|tampoco|no|nada|solo|sola|mismo|misma|y)$/.test(next?.lower ?? '') ||
        isVerb(next);
      if (pronoun && !(next && nounReading(next.text, glossary))) return fix(token, 'mí', tokens[i - 1]);
    }
    // «No se», «yo se nadar».
    if (token.lower === 'se' && /^(no|yo|ya|lo|tampoco|también|bien)$/.test(tokens[i - 1]?.lower ?? '')) {
      const infinitive =
        next &&
        verbs.infinitive(next.text) &&
        /(ar|er|ir)$/.test(next.lower) &&
        finiteReadings(verbs, next.text).length === 0;
      const question =
        next &&
        /^(qué|que|si|dónde|cómo|cuándo|quién|cuánto|nada|mucho|poco)$/.test(next.lower) &&
        tokens[i - 1]?.lower !== 'lo';
      if (endsClause(i) || infinitive || question) return fix(token, 'sé', tokens[i - 1]);
    }
  }
  return null;
}

/** Mi hermana esta en casa → está; ¿Como estas? → ¿Cómo estás?; el es → él es; para mi → para mí. */
export const accent: Rule = (context) => estaAccent(context) ?? pronounAccent(context);

function estaAccent({ sentence, glossary }: RuleContext): Finding | null {
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
}
