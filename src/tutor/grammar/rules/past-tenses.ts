/**
 * The past, keyed on time markers: an event after «ayer» or «de repente» is preterite (not
 * imperfect, not present, not «he + participle»); a habit after «de niño» or «cada día» is
 * imperfect. Only verbs whose meaning is an event are moved to the preterite: «ayer estaba
 * cansado» and «ayer hacía frío» describe, and are right.
 */
import type { Tense } from '../../../content/verbs/tenses';
import type { VerbIndex } from '../conjugation';
import { span, subjectPerson, type Finding, type Rule, type Token } from '../sentence';
import { imperfectPerson, personFor, subjectStart } from './past-person';
import { findMarkers, governs, inOtherConjunct, type Marker } from './time-markers';
import { finiteReadings, type FiniteReading } from './verb-readings';

/** Verbs that describe a state or a background; with «ayer» they may stay imperfect. */
const STATIVE = new Set([
  'ser',
  'estar',
  'tener',
  'haber',
  'querer',
  'poder',
  'saber',
  'conocer',
  'parecer',
  'llover',
  'nevar',
  'vivir',
  'trabajar',
  'necesitar',
  'deber',
  'soler',
  'gustar',
  'encantar',
  'doler',
  'creer',
  'pensar',
  'sentir',
  'llevar',
  'hacer',
  'esperar',
  'pesar',
  'medir',
  'costar',
  'importar',
  'interesar',
  'preferir',
]);

/** States summed up as a whole stay preterite even among habits: «de joven fui deportista». */
const HABIT_STATIVE = new Set([
  'ser',
  'estar',
  'haber',
  'parecer',
  'poder',
  'saber',
  'querer',
  'tener',
  'conocer',
  'vivir',
]);

/** With a past marker, a present state becomes imperfect and an event preterite. */
function pastTenseFor(lemma: string, next: Token | undefined): Tense {
  if (lemma === 'hacer' && /^(frio|calor|sol|viento|buen|mal|fresco)$/.test(next?.folded ?? ''))
    return 'imperfect';
  if (lemma === 'haber') return /^(un|una)$/.test(next?.lower ?? '') ? 'preterite' : 'imperfect';
  return STATIVE.has(lemma) && lemma !== 'tener' ? 'imperfect' : 'preterite';
}

const AUXILIARIES = /^(he|has|ha|hemos|habeis|han)$/;
const DEGREE =
  /^(poco|poca|pocos|pocas|mucho|mucha|muchos|muchas|bastante|bastantes|demasiado|demasiada|demasiados|demasiadas|tan|tanto|tanta|tantos|tantas|mas|menos|super)$/;

function pick(readings: readonly FiniteReading[], tenses: readonly Tense[]): FiniteReading | undefined {
  return readings.find((r) => tenses.includes(r.tense));
}

interface Move {
  category: Finding['category'];
  marker: Marker;
  from: number;
  to: number;
  form: string;
}

function asFinding(tokens: readonly Token[], move: Move): Finding {
  const first = tokens[move.from] as Token;
  const last = tokens[move.to] as Token;
  const capital = first.text[0] !== first.lower[0];
  const form = capital ? move.form.charAt(0).toUpperCase() + move.form.slice(1) : move.form;
  return {
    category: move.category,
    span: span(first, last),
    edits: [{ start: first.start, end: last.end, text: form }],
    slots: { marker: move.marker.text, form: move.form },
  };
}

/** Every tense rule looks at the verbs a marker governs, in order. */
function firstMove(
  tokens: readonly Token[],
  text: string,
  verbs: VerbIndex,
  decide: (marker: Marker, at: number, readings: FiniteReading[]) => Move | null,
): Finding | null {
  const markers = findMarkers(tokens);
  if (markers.length === 0) return null;
  // «La vi»: before a verb, «la» is its object, although it reads as an article elsewhere.
  const isVerb = (k: number) => {
    const token = tokens[k] as Token;
    if (finiteReadings(verbs, token).length > 0) return true;
    return /^(la|lo|las|los)$/.test(token.before) && finiteReadings(verbs, token.text).length > 0;
  };
  for (let at = 0; at < tokens.length; at += 1) {
    const readings = finiteReadings(verbs, tokens[at] as Token);
    if (readings.length === 0) continue;
    const governing = markers.filter(
      (marker) =>
        !(at >= marker.from && at <= marker.to) &&
        (governs(tokens, text, marker, at) || afterMientras(tokens, marker, at)) &&
        !inOtherConjunct(tokens, text, marker, at, isVerb),
    );
    // «Cuando era joven, un día conocí…»: the marker nearest the verb speaks for it.
    const kinds = new Set(governing.map((m) => m.kind === 'habitual'));
    const nearest =
      kinds.size > 1
        ? [...governing].sort((a, b) => Math.abs(a.to - at) - Math.abs(b.to - at)).slice(0, 1)
        : governing;
    for (const marker of nearest) {
      const move = decide(marker, at, readings);
      if (move) return asFinding(tokens, move);
    }
  }
  return null;
}

/** The verb of the clause «mientras» opens (mientras yo leía). */
function afterMientras(tokens: readonly Token[], marker: Marker, at: number): boolean {
  if (tokens[marker.from]?.folded !== 'mientras') return false;
  return at === marker.to + 1 || (at === marker.to + 2 && subjectPerson(tokens, marker.to + 1) !== null);
}

/** Ayer voy al cine → ayer fui; el año pasado viajo → viajé; de niño juego → jugaba. */
export const presentForPast: Rule = ({ sentence, verbs }) => {
  const { tokens, text } = sentence;
  if (/[¿?]/.test(text) && /\b(hace|desde)\b/i.test(text)) return null;
  return firstMove(tokens, text, verbs, (marker, at, readings) => {
    if (!marker.past) return null;
    const present = pick(readings, ['present']);
    if (!present || readings.some((r) => r.tense !== 'present' && r.tense !== 'present-subjunctive'))
      return null;
    if (tokens[at - 1] && /^(que|si)$/.test(tokens[at - 1]?.folded ?? '')) return null;
    // «Hace dos años que vivo aquí», «ya es tarde»: the present is right.
    if (AUXILIARIES.test((tokens[at] as Token).folded)) return null;
    // «hacía frío», «estaba vacía»: right after a verb, a word is its complement, not a second verb.
    const previous = tokens[at - 1];
    if (
      previous &&
      finiteReadings(verbs, previous).length > 0 &&
      !/^(no|me|te|se|nos|os|lo|la|le|los|las|les)$/.test(previous.lower)
    )
      return null;
    // «Me pareció un poco seca», «tuvimos mucho trabajo»: after a degree word or a quantifier the
    // word is an adjective or a noun, never a verb («poco a poco voy» is a verb after an adverb).
    if (DEGREE.test(previous?.folded ?? '') && tokens[at - 2]?.folded !== 'a') return null;
    // «Para empezar algo de repente…»: before an infinitive, «para» is the preposition of purpose.
    if ((tokens[at] as Token).folded === 'para' && verbs.infinitive(tokens[at + 1]?.lower ?? '')) return null;
    if (
      /^(ir|voy)$/.test(present.lemma) &&
      tokens[at + 1]?.lower === 'a' &&
      /(ar|er|ir)$/.test(tokens[at + 2]?.lower ?? '')
    )
      return null;
    const person = personFor(tokens, at, present);
    const tense = marker.kind === 'habitual' ? 'imperfect' : pastTenseFor(present.lemma, tokens[at + 1]);
    const form = verbs.form(present.lemma, tense, person);
    if (!form) return null;
    const from = person !== present.person ? subjectStart(tokens, at) : at;
    const subject =
      from < at
        ? `${tokens
            .slice(from, at)
            .map((t) => t.lower)
            .join(' ')} `
        : '';
    return { category: 'present-for-past', marker, from, to: at, form: subject + form };
  });
};

/** Ayer iba al cine → ayer fui; de repente sonaba → de repente sonó. */
export const preteriteImperfect: Rule = ({ sentence, verbs }) => {
  const { tokens, text } = sentence;
  return firstMove(tokens, text, verbs, (marker, at, readings) => {
    if (marker.kind === 'habitual') return null;
    const imperfect = pick(readings, ['imperfect']);
    // «Ayer conocía a Ana» meets someone: with a one-time marker, conocer is an event.
    if (!imperfect || (STATIVE.has(imperfect.lemma) && imperfect.lemma !== 'conocer')) return null;
    if (readings.some((r) => r.tense !== 'imperfect')) return null;
    // «Ayer iba al cine cuando vi a Juan»: the imperfect is the background of another event.
    const cuandoAfter = tokens.slice(at + 1).some((t) => t.folded === 'cuando');
    if (/\bmientras\b/i.test(text) || cuandoAfter || tokens[at - 1]?.folded === 'cuando') return null;
    if (otherPreterite(tokens, verbs, at)) return null;
    if (
      imperfect.lemma === 'ir' &&
      tokens[at + 1]?.lower === 'a' &&
      /(ar|er|ir)$/.test(tokens[at + 2]?.lower ?? '')
    )
      return null;
    const person = imperfectPerson(tokens, text, at, imperfect, verbs);
    const form = verbs.form(imperfect.lemma, 'preterite', person);
    return form ? { category: 'preterite-imperfect', marker, from: at, to: at, form } : null;
  });
};

/** Another verb that can only be a preterite: the imperfect may be its background. */
function otherPreterite(tokens: readonly Token[], verbs: VerbIndex, at: number): boolean {
  return tokens.some((token, i) => {
    const readings = finiteReadings(verbs, token);
    return i !== at && readings.length > 0 && readings.every((r) => r.tense === 'preterite');
  });
}

/** De niño jugué cada día → jugaba; mientras leí, sonó → mientras leía. */
export const imperfectHabit: Rule = ({ sentence, verbs }) => {
  const { tokens, text } = sentence;
  return firstMove(tokens, text, verbs, (marker, at, readings) => {
    if (marker.kind !== 'habitual') return null;
    const preterite = pick(readings, ['preterite']);
    if (!preterite || readings.some((r) => r.tense !== 'preterite')) return null;
    const mientras = tokens[marker.from]?.folded === 'mientras';
    // «Mientras estuve en Madrid…» delimits a period and is right; only activities move.
    // «De joven fui deportista», «mientras estuve en Madrid»: a state summed up as a whole is right.
    if (HABIT_STATIVE.has(preterite.lemma)) return null;
    if (mientras && !afterMientras(tokens, marker, at)) return null;
    // «Cada día de mis vacaciones fui a la playa» is one bounded stretch.
    if (/\b(pasado|pasada|vacaciones)\b/i.test(text)) return null;
    const form = verbs.form(preterite.lemma, 'imperfect', preterite.person);
    return form ? { category: 'imperfect-habit', marker, from: at, to: at, form } : null;
  });
};

/** Ayer he comido paella → ayer comí paella. */
export const perfectWithFinishedTime: Rule = ({ sentence, verbs }) => {
  const { tokens, text } = sentence;
  return firstMove(tokens, text, verbs, (marker, at, readings) => {
    if (marker.kind !== 'finished') return null;
    const haber = readings.find((r) => r.lemma === 'haber' && r.tense === 'present');
    const participle = tokens[at + 1];
    const lemma = participle ? verbs.participleOf(participle.text) : null;
    if (!haber || !AUXILIARIES.test((tokens[at] as Token).folded) || !lemma) return null;
    const form = verbs.form(lemma, 'preterite', haber.person);
    return form ? { category: 'perfect-with-finished-time', marker, from: at, to: at + 1, form } : null;
  });
};
