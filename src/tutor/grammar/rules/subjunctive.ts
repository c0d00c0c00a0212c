/**
 * The subjunctive after its triggers (subjunctive-triggers.ts): a verb in the indicative after
 * «quiero que», «es importante que», «no creo que», ojalá… becomes subjunctive. A past main verb
 * asks for the imperfect subjunctive (quería que vinieras), «si» never takes the conditional
 * (si tuviera), and a belief stated positively takes the indicative (creo que es).
 * «Cuando» about the future and reported futures are in future-clauses.ts.
 */
import { pastParticiple as pastParticipleOf, type Tense } from '../../../content/verbs/tenses';
import type { CorrectionCategory } from '../../../content/tutor/correction-categories';
import type { VerbIndex } from '../conjugation';
import type { Rule, Token } from '../sentence';
import { clauseVerb, fixVerbAt } from './clause-verb';
import { findTriggers, type Kind } from './subjunctive-triggers';
import { finiteReadings } from './verb-readings';

const CATEGORY: Readonly<Record<Kind, CorrectionCategory>> = {
  wish: 'subjunctive-wish',
  impersonal: 'subjunctive-impersonal',
  doubt: 'subjunctive-doubt',
  emotion: 'subjunctive-emotion',
  purpose: 'subjunctive-purpose',
  relative: 'subjunctive-relative',
  belief: 'indicative-after-belief',
  ojala: 'subjunctive-ojala',
  cuando: 'subjunctive-cuando',
};
const INDICATIVE: readonly Tense[] = ['present', 'future', 'preterite', 'imperfect', 'conditional'];

/** quiero que vienes → vengas; no creo que es → sea; creo que sea → es; quería que vienes → vinieras. */
export const subjunctiveMood: Rule = ({ sentence, verbs }) => {
  const { tokens, text } = sentence;
  for (const trigger of findTriggers(tokens, text, verbs)) {
    const at = clauseVerb(tokens, text, verbs, trigger.clause);
    if (at < 0) continue;
    const readings = finiteReadings(verbs, tokens[at] as Token);
    const subjunctive = readings.find(
      (r) => r.tense === 'present-subjunctive' || r.tense === 'imperfect-subjunctive',
    );
    if (trigger.kind === 'belief') {
      // «¿Crees que sea verdad?» is a real doubt in a question: allowed.
      if (!subjunctive || /[¿?]/.test(text) || readings.some((r) => INDICATIVE.includes(r.tense))) continue;
      // «Creo que mañana llueva» → «lloverá»: a future marker asks for the future.
      const future = /\b(mañana|pronto|luego|después|despues)\b|\bque viene\b/i.test(text);
      const form = verbs.form(
        subjunctive.lemma,
        subjunctive.tense === 'present-subjunctive' ? (future ? 'future' : 'present') : 'imperfect',
        subjunctive.person,
      );
      if (form) return fixVerbAt(tokens, at, form, 'indicative-after-belief', trigger.text);
      continue;
    }
    // «No pensé que lo contaría»: the speaker knows it happened after all, so a denied past belief
    // may take the future of the past (the conditional) as well as the subjunctive.
    if (trigger.deniedBelief && trigger.past && readings.some((r) => r.tense === 'conditional')) continue;
    // ojalá takes either subjunctive; elsewhere a past trigger wants the imperfect one.
    const wanted: Tense = trigger.past ? 'imperfect-subjunctive' : 'present-subjunctive';
    if (
      subjunctive &&
      (trigger.kind === 'ojala' || subjunctive.tense === wanted || trigger.kind === 'relative')
    )
      continue;
    const indicative = readings.find((r) => INDICATIVE.includes(r.tense));
    const base = subjunctive ?? indicative;
    if (!base) continue;
    // «Quería que vinieras»: only the tense of the subjunctive is wrong.
    const tense =
      trigger.kind === 'ojala' && !['present', 'future', 'present-subjunctive'].includes(base.tense)
        ? 'imperfect-subjunctive'
        : wanted;
    const form = verbs.form(base.lemma, tense, base.person);
    if (!form || form === (tokens[at] as Token).lower) continue;
    const category = trigger.past && trigger.kind !== 'ojala' ? 'sequence-of-tenses' : CATEGORY[trigger.kind];
    return fixVerbAt(tokens, at, form, category, trigger.text);
  }
  return null;
};

/** si tendría dinero → si tuviera dinero. */
export const siConditional: Rule = ({ sentence, verbs }) => {
  const { tokens, text } = sentence;
  for (let i = 0; i < tokens.length - 1; i += 1) {
    if (tokens[i]?.folded !== 'si' || tokens[i]?.lower === 'sí') continue;
    if (asksWhether(tokens, text, verbs, i)) continue;
    const at = clauseVerb(tokens, text, verbs, i + 1);
    if (at < 0) continue;
    const conditional = finiteReadings(verbs, tokens[at] as Token).find((r) => r.tense === 'conditional');
    if (!conditional) continue;
    // «…te habría ayudado»: a past that did not happen takes «hubiera» + participle.
    const pastUnreal = tokens.some((t) => /^habr(ía|ia|ías|ias|íamos|iamos|ían|ian)$/.test(t.lower));
    const participle =
      pastUnreal && conditional.lemma !== 'haber' ? pastParticipleOf(conditional.lemma) : null;
    const hubiera = verbs.form('haber', 'imperfect-subjunctive', conditional.person);
    const form =
      participle && hubiera
        ? `${hubiera} ${participle}`
        : verbs.form(conditional.lemma, 'imperfect-subjunctive', conditional.person);
    if (form) return fixVerbAt(tokens, at, form, 'si-conditional', 'si');
  }
  return null;
};

/** Verbs whose object may be a yes/no question: «dime si», «no sé si», «pregúntale si». */
const ASKING = new Set([
  'decir',
  'preguntar',
  'saber',
  'averiguar',
  'comprobar',
  'ver',
  'mirar',
  'dudar',
  'pensar',
  'imaginar',
  'decidir',
  'explicar',
  'contar',
  'recordar',
  'olvidar',
  'entender',
  'consultar',
  'confirmar',
  'depender',
]);
const ENCLITIC = /(me|te|le|lo|la|nos|os|les|los|las|se)$/;

/**
 * Whether «si» opens an indirect question, not a condition: then it takes any tense, the
 * conditional too («Di si sería un buen compañero», «Me preguntó si podría venir»). «De si» always
 * asks (no estoy seguro de si…); otherwise the nearest verb before it must be one of asking or
 * knowing. A conditional there reads as a condition («Te lo diría si tendría tiempo»).
 */
function asksWhether(tokens: readonly Token[], text: string, verbs: VerbIndex, si: number): boolean {
  if (tokens[si - 1]?.folded === 'de') return true;
  for (let k = si - 1; k >= 0 && k >= si - 5; k -= 1) {
    const token = tokens[k] as Token;
    const lemmas = verbLemmas(verbs, token);
    if (lemmas.length > 0) {
      const conditional = finiteReadings(verbs, token).some((r) => r.tense === 'conditional');
      return !conditional && lemmas.some((lemma) => ASKING.has(lemma));
    }
    if (k > 0 && /[,;:.!?]/.test(text.slice((tokens[k - 1] as Token).end, token.start))) return false;
  }
  return false;
}

/**
 * The verbs a word may be, imperatives with their pronouns included (pregúntale, dime, explícamelo):
 * the index knows no imperatives, but the tú one is the él present, and «di» is decir's.
 */
function verbLemmas(verbs: VerbIndex, token: Token): string[] {
  const lemmas = finiteReadings(verbs, token).map((r) => r.lemma);
  const infinitive = verbs.infinitive(token.lower);
  if (infinitive) lemmas.push(infinitive);
  let stem = token.folded;
  for (let round = 0; round < 2 && lemmas.length === 0 && ENCLITIC.test(stem); round += 1) {
    stem = stem.replace(ENCLITIC, '');
    const bare = verbs.infinitive(stem) ?? (stem === 'di' ? 'decir' : null);
    if (bare) lemmas.push(bare);
    else
      lemmas.push(
        ...verbs
          .tensed(stem)
          .filter((r) => r.tense === 'present' && r.person === 2)
          .map((r) => r.lemma),
      );
  }
  if (token.folded === 'di') lemmas.push('decir');
  return lemmas;
}
