/**
 * Accents that change the word: «está» (not «esta», this), the question words with it
 * (¿cómo estás?), and el/él, tu/tú, si/sí, mas/más, mi/mí, se/sé.
 */
import { replaceToken, span, type Finding, type Rule, type RuleContext, type Token } from '../sentence';
import { adjectiveForms, adjectiveReading, determiner, nounReading } from '../words';
import { clauseStart } from './shared';
import { finiteReadings } from './verb-readings';

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
