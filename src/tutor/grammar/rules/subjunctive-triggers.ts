/**
 * What asks for the subjunctive in a sentence: a wish or request for someone else (quiero que
 * vengas), an impersonal judgement (es importante que estudies), doubt or denial (no creo que sea),
 * a feeling (me alegra que estés), ojalá, purpose and other conjunctions (para que entiendas), and a
 * relative clause whose antecedent is not known (busco un piso que tenga…); a belief stated
 * positively (creo que es) is found too, since it takes the indicative.
 */
import type { Tense } from '../../../content/verbs/tenses';
import type { VerbIndex } from '../conjugation';
import type { Token } from '../sentence';
import { determiner } from '../words';
import { BELIEF, EMOTION, supposition, WISH } from './subjunctive-verbs';
import { finiteReadings, type FiniteReading } from './verb-readings';

export type Kind =
  'wish' | 'impersonal' | 'doubt' | 'emotion' | 'purpose' | 'relative' | 'belief' | 'ojala' | 'cuando';

interface Trigger {
  kind: Kind;
  /** The trigger as written, for the explanation («es importante», «quiero»). */
  text: string;
  /** Index of the first token of the clause the trigger governs. */
  clause: number;
  /** The main verb is past or conditional: the subjunctive goes to the imperfect. */
  past: boolean;
  /** A belief denied («no pensé que»): what happened later may stand in the conditional. */
  deniedBelief?: boolean;
}

const JUDGEMENT =
  /^(importante|necesario|posible|imposible|probable|improbable|mejor|bueno|malo|raro|normal|fundamental|dificil|facil|increible|logico|natural|urgente|triste|peligroso|interesante|justo|injusto|ridiculo|esencial|conveniente|preferible|suficiente|extraño|extrano|una pena|una lastima|hora)$/;
const CERTAINTY = /^(verdad|cierto|obvio|claro|evidente|seguro|seguros|segura|seguras)$/;
const CONJUNCTIONS: readonly (readonly string[])[] = [
  ['para', 'que'],
  ['antes', 'de', 'que'],
  ['sin', 'que'],
  ['a', 'menos', 'que'],
  ['con', 'tal', 'de', 'que'],
  ['con', 'tal', 'que'],
  ['en', 'caso', 'de', 'que'],
  ['a', 'no', 'ser', 'que'],
  ['a', 'fin', 'de', 'que'],
];
const PAST_TENSES: readonly Tense[] = ['preterite', 'imperfect', 'conditional', 'imperfect-subjunctive'];
const SEARCH = new Set(['buscar', 'necesitar', 'querer', 'preferir', 'desear']);

function isPast(readings: readonly FiniteReading[]): boolean {
  return readings.length > 0 && readings.every((r) => PAST_TENSES.includes(r.tense));
}

/** Triggers of a sentence, in order. */
export function findTriggers(tokens: readonly Token[], text: string, verbs: VerbIndex): Trigger[] {
  const found: Trigger[] = [];
  // «qué» (interrogative) stays apart from «que»: «no estoy segura de qué regla…» is no trigger.
  const w = (i: number) => (tokens[i]?.lower === 'qué' ? 'qué' : (tokens[i]?.folded ?? ''));
  const negated = (i: number) =>
    w(i - 1) === 'no' || (w(i - 2) === 'no' && /^(me|te|le|nos|les|lo)$/.test(w(i - 1)));
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i] as Token;
    const readings = finiteReadings(verbs, token);
    const past = isPast(readings);
    if (w(i) === 'ojala') {
      found.push({ kind: 'ojala', text: 'ojalá', clause: w(i + 1) === 'que' ? i + 2 : i + 1, past: false });
      continue;
    }
    if (w(i + 1) === 'que' || (w(i + 1) === 'de' && w(i + 2) === 'que')) {
      const clause = w(i + 1) === 'que' ? i + 2 : i + 3;
      const lemmas = new Set(readings.map((r) => r.lemma));
      const wish = [...lemmas].find((l) => WISH.has(l));
      // «Espero que sí», «quiero que me lo expliques»: a wish for someone else.
      if (wish && !(wish === 'esperar' && /^(si|no)$/.test(w(clause)))) {
        found.push({ kind: 'wish', text: token.lower, clause, past });
        continue;
      }
      const emotion = [...lemmas].find((l) => EMOTION.has(l));
      const pronounBefore = /^(me|te|le|nos|os|les)$/.test(w(i - 1));
      if (
        emotion &&
        (pronounBefore || emotion === 'odiar' || emotion === 'lamentar' || emotion === 'temer')
      ) {
        found.push({
          kind: 'emotion',
          text: `${pronounBefore ? `${tokens[i - 1]?.lower} ` : ''}${token.lower}`,
          clause,
          past,
        });
        continue;
      }
      if (lemmas.has('alegrar') && w(i + 1) === 'de') {
        found.push({ kind: 'emotion', text: `me ${token.lower} de`, clause, past });
        continue;
      }
      if (lemmas.has('dudar')) {
        found.push({ kind: 'doubt', text: token.lower, clause, past });
        continue;
      }
      const belief = [...lemmas].find((l) => BELIEF.has(l));
      // «¿No crees que es tarde?» asks for agreement: the indicative is right there.
      const askingAgreement = negated(i) && /[¿?]/.test(text);
      if (
        belief &&
        !askingAgreement &&
        !supposition(token, readings) &&
        w(i + 1) === 'que' &&
        (belief !== 'parecer' || /^(me|te|le|nos|les)$/.test(w(i - 1)))
      ) {
        found.push({
          kind: negated(i) ? 'doubt' : 'belief',
          text: `${negated(i) ? 'no ' : ''}${token.lower}`,
          clause,
          past,
          deniedBelief: negated(i),
        });
        continue;
      }
    }
    // «me da miedo que», «nos da pena que»: a feeling said with «dar».
    if (
      readings.some((r) => r.lemma === 'dar') &&
      /^(me|te|le|nos|os|les)$/.test(w(i - 1)) &&
      /^(miedo|pena|rabia|verguenza|igual|lastima|envidia)$/.test(w(i + 1)) &&
      w(i + 2) === 'que'
    ) {
      found.push({
        kind: 'emotion',
        text: `${tokens[i - 1]?.lower} ${token.lower} ${tokens[i + 1]?.lower}`,
        clause: i + 3,
        past,
      });
      continue;
    }
    // «No es que no quiera»: denying a reason takes the subjunctive («eso no es que…» is «lo que»).
    if (
      (i < 2 || /[,;:.]/.test(text.slice((tokens[i - 2] as Token).end, (tokens[i - 1] as Token).start))) &&
      w(i - 1) === 'no' &&
      readings.some((r) => r.lemma === 'ser') &&
      w(i + 1) === 'que'
    ) {
      found.push({ kind: 'doubt', text: `no ${token.lower}`, clause: i + 2, past });
      continue;
    }
    // es importante que / es verdad que / no es verdad que / era necesario que / hace falta que
    const copula = readings.find((r) => r.lemma === 'ser');
    if (copula) {
      let j = i + 1;
      // «más difícil que» compares and «tan difícil que» gives a result: neither is a judgement.
      if (/^(mas|menos|tan)$/.test(w(j))) continue;
      if (/^(muy|bastante|realmente)$/.test(w(j))) j += 1;
      const two = `${w(j)} ${w(j + 1)}`;
      const judgement = JUDGEMENT.test(w(j)) ? 1 : JUDGEMENT.test(two) ? 2 : 0;
      if (judgement && w(j + judgement) === 'que') {
        found.push({
          kind: 'impersonal',
          text: `${token.lower} ${tokens
            .slice(j, j + judgement)
            .map((t) => t.lower)
            .join(' ')}`,
          clause: j + judgement + 1,
          past,
        });
        continue;
      }
      if (CERTAINTY.test(w(j)) && w(j + 1) === 'que') {
        found.push({
          kind: negated(i) ? 'doubt' : 'belief',
          text: `${negated(i) ? 'no ' : ''}${token.lower} ${tokens[j]?.lower}`,
          clause: j + 2,
          past,
        });
        continue;
      }
    }
    if (w(i) === 'hace' && w(i + 1) === 'falta' && w(i + 2) === 'que') {
      found.push({ kind: 'impersonal', text: 'hace falta', clause: i + 3, past: false });
      continue;
    }
    if (
      readings.some((r) => r.lemma === 'estar') &&
      /^(segur[oa]s?)$/.test(w(i + 1)) &&
      w(i + 2) === 'de' &&
      w(i + 3) === 'que'
    ) {
      found.push({
        kind: negated(i) ? 'doubt' : 'belief',
        text: `${negated(i) ? 'no ' : ''}${token.lower} ${tokens[i + 1]?.lower}`,
        clause: i + 4,
        past,
      });
      continue;
    }
    const conjunction = CONJUNCTIONS.find((words) => words.every((word, k) => w(i + k) === word));
    if (conjunction) {
      found.push({
        kind: 'purpose',
        text: conjunction.join(' '),
        clause: i + conjunction.length,
        past: mainIsPast(tokens, verbs, i),
      });
      i += conjunction.length - 1;
      continue;
    }
    // busco un piso que tenga…; no hay nadie que sepa…; ¿conoces a alguien que hable…?
    const searching = [...new Set(readings.map((r) => r.lemma))].some((l) => SEARCH.has(l));
    // «Busco a alguien que hable…», «¿Conoces a alguien que…?», «¿Hay algún sitio que…?»
    const asking = /[¿?]/.test(text) && readings.some((r) => /^(conocer|haber|existir|saber)$/.test(r.lemma));
    if ((searching || asking) && !past) {
      let k = i + 1;
      if (w(k) === 'a') k += 1;
      const quantity = /^(alguien|algo|algun|alguna|algunos|algunas)$/.test(w(k));
      const que = tokens.findIndex((t, n) => n > k && n <= k + 3 && t.lower === 'que');
      if (quantity && que > 0 && noVerbBetween(tokens, verbs, k, que)) {
        found.push({ kind: 'relative', text: `${token.lower} ${tokens[k]?.lower}…`, clause: que + 1, past });
        continue;
      }
    }
    if (searching && !past) {
      const det = tokens[i + 1];
      const que = tokens.findIndex((t, k) => k > i + 1 && k <= i + 5 && t.lower === 'que');
      if (
        det &&
        /^(un|una|unos|unas|algun|alguna|algunos|algunas)$/.test(det.folded) &&
        que > 0 &&
        noVerbBetween(tokens, verbs, i + 1, que)
      )
        found.push({ kind: 'relative', text: `${token.lower} ${det.lower}…`, clause: que + 1, past });
    }
    // «Cualquier persona que quiera…»: whoever it may be.
    if (w(i) === 'cualquier' && tokens[i + 2]?.lower === 'que') {
      found.push({ kind: 'relative', text: 'cualquier…', clause: i + 3, past: false });
      continue;
    }
    if (/^(nadie|nada|ningun|ninguna)$/.test(w(i)) && w(i - 1) !== 'de') {
      const que = /^(nadie|nada)$/.test(w(i))
        ? tokens.findIndex(
            (t, n) =>
              n > i &&
              n <= i + 5 &&
              t.lower === 'que' &&
              !/^(de|lo)$/.test(tokens[n - 1]?.lower ?? '') &&
              noVerbBetween(tokens, verbs, i + 1, n),
          )
        : w(i + 2) === 'que' && /^(ningun|ninguna)$/.test(w(i))
          ? i + 2
          : -1;
      if (que > 0 && tokens.slice(0, i).some((t) => t.folded === 'no'))
        found.push({
          kind: 'relative',
          text: `no… ${token.lower}`,
          clause: que + 1,
          past: mainIsPast(tokens, verbs, i),
        });
    }
  }
  return found;
}

function noVerbBetween(tokens: readonly Token[], verbs: VerbIndex, from: number, to: number): boolean {
  return tokens.slice(from, to).every((t) => finiteReadings(verbs, t).length === 0 || determiner(t.text));
}

/** Whether the finite verb before position i (the main clause) is past. */
function mainIsPast(tokens: readonly Token[], verbs: VerbIndex, i: number): boolean {
  for (let k = i - 1; k >= 0; k -= 1) {
    const readings = finiteReadings(verbs, tokens[k] as Token);
    if (readings.length > 0 && !determiner((tokens[k] as Token).text)) return isPast(readings);
  }
  return false;
}
