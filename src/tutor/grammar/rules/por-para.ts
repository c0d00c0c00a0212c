/**
 * «Por» and «para»: «gracias por», purpose with «para», exchange and cause with «por», and
 * «¿por qué?» against «porque».
 */
import { PERSON_NOUNS } from '../../../content/tutor/grammar-words';
import { replaceToken, span, type Finding, type Rule, type RuleContext, type Token } from '../sentence';
import { determiner, nounReading } from '../words';
import type { VerbIndex } from '../conjugation';
import { fold } from '../../text';
import { finiteReadings } from './verb-readings';

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

const ENCLITICS = /^(\p{L}+?)((?:me|te|se|nos|os|le|les|lo|la|los|las){1,2})$/u;

/**
 * The verb of an imperative, also with its pronouns attached (cuéntame, explícale, dígame,
 * decidme): the tú form is the él/ella present, the usted form the subjunctive, the vosotros form
 * the infinitive's -r made -d. «Di» opening a clause is decir's own tú form, not «I gave».
 */
function imperativeLemma(verbs: VerbIndex, token: Token): string | null {
  if (token.lower === 'di' && token.afterBreak) return 'decir';
  const stem = ENCLITICS.exec(token.lower)?.[1];
  if (!stem) return null;
  if (stem === 'di') return 'decir';
  const plural = stem.endsWith('d') ? verbs.infinitive(stem.slice(0, -1) + 'r') : null;
  if (plural) return plural;
  const reading = finiteReadings(verbs, fold(stem)).find(
    (r) =>
      (r.tense === 'present' && r.person === 2) ||
      (r.tense === 'present-subjunctive' && (r.person === 2 || r.person === 5)),
  );
  return reading?.lemma ?? null;
}

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
      const imperative = imperativeLemma(verbs, t);
      return (
        (lemma && ASKING.has(lemma)) ||
        (imperative && ASKING.has(imperative)) ||
        /^(idea|pregunta|razón|motivo)$/.test(t.lower)
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
