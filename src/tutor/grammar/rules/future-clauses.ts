/**
 * Clauses about the future: «cuando» (and «en cuanto», «hasta que»…) about the future takes the
 * present subjunctive (cuando tenga), and a future reported after a past verb becomes the
 * conditional (me dijo que vendría).
 */
import type { VerbIndex } from '../conjugation';
import type { Rule, Token } from '../sentence';
import { clauseVerb, fixVerbAt } from './clause-verb';
import { finiteReadings } from './verb-readings';

/** cuando tengo dinero, compraré… → cuando tenga; cuando llegarás → cuando llegues. */
export const cuandoFuture: Rule = ({ sentence, verbs }) => {
  const { tokens, text } = sentence;
  if (/[¿?]/.test(text)) return null;
  for (let i = 0; i < tokens.length - 1; i += 1) {
    const w = (k: number) => tokens[k]?.folded ?? '';
    const opener =
      w(i) === 'cuando' && tokens[i]?.lower !== 'cuándo'
        ? 1
        : w(i) === 'en' && w(i + 1) === 'cuanto'
          ? 2
          : w(i) === 'tan' && w(i + 1) === 'pronto' && w(i + 2) === 'como'
            ? 3
            : w(i) === 'hasta' && w(i + 1) === 'que'
              ? 2
              : w(i) === 'despues' && w(i + 1) === 'de' && w(i + 2) === 'que'
                ? 3
                : 0;
    if (!opener) continue;
    const at = clauseVerb(tokens, text, verbs, i + opener);
    if (at < 0) continue;
    const readings = finiteReadings(verbs, tokens[at] as Token);
    const future = readings.find((r) => r.tense === 'future');
    const present = readings.find((r) => r.tense === 'present');
    if (readings.some((r) => r.tense === 'present-subjunctive')) continue;
    const base = future ?? (present && mainIsFuture(tokens, verbs, i, at) ? present : undefined);
    if (!base) continue;
    const form = verbs.form(base.lemma, 'present-subjunctive', base.person);
    if (form)
      return fixVerbAt(
        tokens,
        at,
        form,
        'subjunctive-cuando',
        tokens
          .slice(i, i + opener)
          .map((t) => t.lower)
          .join(' '),
      );
  }
  return null;
};

/** The other clause speaks of the future: a future tense, «ir a» + infinitive, or «mañana». */
function mainIsFuture(tokens: readonly Token[], verbs: VerbIndex, cuando: number, verb: number): boolean {
  // «Llámame cuando llegues»: an imperative with its pronoun attached asks for the future.
  const first = tokens[0];
  if (first && cuando > 0 && /[áéíóú]\w*(me|te|lo|la|le|nos|los|las|les)$/.test(first.lower)) return true;
  return tokens.some((token, k) => {
    if (k === verb || k === cuando) return false;
    const readings = finiteReadings(verbs, token);
    if (readings.some((r) => r.tense === 'future')) return true;
    return (
      readings.some((r) => r.lemma === 'ir' && r.tense === 'present') &&
      tokens[k + 1]?.lower === 'a' &&
      /(ar|er|ir)$/.test(tokens[k + 2]?.lower ?? '')
    );
  });
}

const REPORTING = new Set([
  'decir',
  'contar',
  'prometer',
  'asegurar',
  'explicar',
  'escribir',
  'avisar',
  'anunciar',
  'jurar',
]);

/** Me dijo que vendrá → vendría: a future reported after a past verb becomes the conditional. */
export const reportedFuture: Rule = ({ sentence, verbs }) => {
  const { tokens, text } = sentence;
  for (let i = 0; i < tokens.length - 2; i += 1) {
    const reading = finiteReadings(verbs, tokens[i] as Token).find(
      (r) => REPORTING.has(r.lemma) && (r.tense === 'preterite' || r.tense === 'imperfect'),
    );
    if (!reading || tokens[i + 1]?.lower !== 'que') continue;
    const at = clauseVerb(tokens, text, verbs, i + 2);
    if (at < 0) continue;
    const future = finiteReadings(verbs, tokens[at] as Token).find((r) => r.tense === 'future');
    if (future && stillAhead(tokens, text, at)) continue;
    const form = future ? verbs.form(future.lemma, 'conditional', future.person) : null;
    if (form) return fixVerbAt(tokens, at, form, 'sequence-of-tenses', (tokens[i] as Token).lower);
  }
  return null;
};

const SEASONS = /^(primavera|verano|otoño|otono|invierno|navidad|navidades)$/;
const MONTHS = /^(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)$/;
const PERIODS = /^(semana|mes|año|ano|curso|verano|invierno|otoño|otono|primavera|tarde|noche|fin)$/;

/**
 * A time still ahead of the speaker («mañana», «la semana que viene», «en otoño», «el próximo
 * lunes») in the reported clause: then the future is right as said («Anunció que la vacuna estará
 * lista en otoño»), since the event has not come yet; without one, it follows the past verb.
 */
function stillAhead(tokens: readonly Token[], text: string, verb: number): boolean {
  const w = (k: number) => tokens[k]?.folded ?? '';
  for (let k = verb + 1; k < tokens.length; k += 1) {
    if (/[,;:.!?]/.test(text.slice((tokens[k - 1] as Token).end, (tokens[k] as Token).start))) return false;
    if (/^(pero|aunque|porque)$/.test(w(k))) return false;
    const ahead =
      (w(k) === 'mañana' && !/^(la|esta|una|cada|de|toda|por)$/.test(w(k - 1))) ||
      /^(pronto|proximo|proxima|proximos|proximas)$/.test(w(k)) ||
      (w(k) === 'dentro' && w(k + 1) === 'de') ||
      (PERIODS.test(w(k)) && w(k + 1) === 'que' && /^(viene|vienen)$/.test(w(k + 2))) ||
      (/^(este|esta)$/.test(w(k)) && PERIODS.test(w(k + 1))) ||
      (w(k) === 'en' && (SEASONS.test(w(k + 1)) || MONTHS.test(w(k + 1))));
    if (ahead) return true;
  }
  return false;
}
