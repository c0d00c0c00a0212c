/**
 * Small words with big rules: a el → al, the personal «a» and double negatives. «Por» and «para»
 * are in por-para.ts, accents in accents.ts.
 */
import { PERSON_NOUNS, PERSONAL_A_VERBS, PROFESSION_NOUNS } from '../../../content/tutor/grammar-words';
import { insertBefore, replaceToken, span, type Rule, type Token } from '../sentence';
import { adjectiveReading, nounReading } from '../words';
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
