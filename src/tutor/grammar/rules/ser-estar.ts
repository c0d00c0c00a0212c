/**
 * Ser, estar, tener, hacer and hay: location and states take estar, origin and profession take
 * ser, age and hunger take tener, weather takes hacer, and «hay» introduces while «está» locates.
 */
import {
  BODY_TRAITS,
  FOOD_AND_DRINK,
  MOOD_OR_TRAIT,
  TEMPERATURE,
  THING_STATES,
  TRAITS,
  EVENT_NOUNS,
  NATIONALITY_ADJECTIVES,
  NUMBER_WORDS,
  PERSON_NOUNS,
  PROFESSION_NOUNS,
  STATE_ADJECTIVES,
  TENER_NOUNS,
  TENER_NOUNS_ALSO_THINGS,
  TIME_NOUNS,
  WEATHER_NOUNS,
} from '../../../content/tutor/grammar-words';
import { PRESENT_IRREGULAR } from '../../../content/verbs/verb-forms';
import {
  replaceToken,
  span,
  subjectPerson,
  type Edit,
  type Finding,
  type Rule,
  type RuleContext,
  type Token,
} from '../sentence';
import type { Person } from '../../../content/verbs/present-tense';
import type { Tense } from '../../../content/verbs/tenses';
import { adjectiveReading, determiner, nounReading } from '../words';
import {
  INTENSIFIERS,
  TIME_HEADS,
  clauseStart,
  nounPhraseAt,
  subjectPhraseAt,
  verbAfterSubject,
  type NounPhrase,
} from './shared';
import { finiteReadings, type FiniteReading } from './verb-readings';

/** A form of ser or estar in any tense (era, estaba, será), read in context («fue a» is ir). */
function copula(
  context: RuleContext,
  token: Token | undefined,
  lemma: 'ser' | 'estar',
): FiniteReading | null {
  if (!token) return null;
  if (lemma === 'ser' && !/^(s|e|f)/.test(token.folded)) return null;
  if (lemma === 'estar' && !/^est/.test(token.folded)) return null;
  return finiteReadings(context.verbs, token).find((r) => r.lemma === lemma) ?? null;
}

function formOf(context: RuleContext, lemma: string, tense: Tense, person: number): string | null {
  if (lemma === 'haber' && tense === 'present') return 'hay';
  return context.verbs.form(lemma, tense, person as Person);
}

type SubjectKind = 'person' | 'thing' | 'event';

/** The subject before the verb at i: a pronoun, a noun phrase opening the clause, or a name. */
function subjectBefore(context: RuleContext, i: number): { kind: SubjectKind; phrase?: NounPhrase } | null {
  const { tokens } = context.sentence;
  for (let j = Math.max(0, i - 12); j < i; j += 1) {
    const phrase = subjectPhraseAt(context, j, { withEn: true });
    if (!phrase || verbAfterSubject(context, phrase.last) !== i) continue;
    if (phrase.person === 3) return { kind: 'person', phrase };
    if (phrase.kind === 'name') return { kind: 'thing', phrase };
    if (PERSON_NOUNS.has(phrase.lemma) || PROFESSION_NOUNS.has(phrase.lemma))
      return { kind: 'person', phrase };
    return { kind: EVENT_NOUNS.has(phrase.lemma) ? 'event' : 'thing', phrase };
  }
  let at = i - 1;
  while (
    /^(no|también|tambien|ya|ahora|siempre|normalmente|me|te|se|nos|os|le|les)$/.test(tokens[at]?.lower ?? '')
  )
    at -= 1;
  if (subjectPerson(tokens, at) !== null) return { kind: 'person' };
  return null;
}

const SER = PRESENT_IRREGULAR.ser as readonly string[];
const ESTAR = PRESENT_IRREGULAR.estar as readonly string[];
const ESTAR_FOLDED = ['estoy', 'estas', 'esta', 'estamos', 'estais', 'estan'];

function serPerson(token: Token | undefined): number {
  return token ? SER.indexOf(token.lower) : -1;
}
function estarPerson(token: Token | undefined, allowUnaccented: boolean): number {
  if (!token) return -1;
  const exact = ESTAR.indexOf(token.lower);
  if (exact >= 0) return exact;
  const folded = ESTAR_FOLDED.indexOf(token.folded);
  // Unaccented «esta»/«estas» are usually "this"/"these".
  return folded >= 0 && (allowUnaccented || (folded !== 1 && folded !== 2)) ? folded : -1;
}

/** Index after «muy», «bastante»… starting at i. */
function skipIntensifiers(tokens: readonly Token[], i: number): number {
  let at = i;
  while (INTENSIFIERS.has(tokens[at]?.lower ?? '') && at < i + 3) at += 1;
  return at;
}

const PLACE_WORDS =
  /^(en|cerca|lejos|aqui|alli|ahi|aca|alla|encima|debajo|delante|detras|dentro|fuera|enfrente)$/;
/** «en» that says how, not where: en realidad, en serio, en general. */
const NOT_PLACE_AFTER_EN =
  /^(realidad|serio|general|parte|total|principio|teoria|verdad|cambio|fin|resumen|especial|concreto|absoluto|cierto|particular|efecto|contra|broma|forma|punto|vivo|directo)$/;

/** The place phrase starting at i (en casa, cerca de, al lado de, a la derecha), or null. */
function placeAt(context: RuleContext, i: number): Token | null {
  const { tokens } = context.sentence;
  const first = tokens[i];
  if (!first) return null;
  const next = tokens[i + 1];
  if (first.folded === 'en') {
    if (!next || NOT_PLACE_AFTER_EN.test(next.folded) || /\d/.test(next.text)) return null;
    // «Mi vuelo es en dos horas», «la boda es en mayo»: when, not where.
    const word = determiner(next.text) || NUMBER_WORDS.has(next.lower) ? tokens[i + 2] : next;
    if (!word) return null;
    const noun = nounReading(word.text, context.glossary);
    if (noun && TIME_HEADS.has(noun.lemma)) return null;
    if (TIME_HEADS.has(word.lower) || NUMBER_WORDS.has(next.lower)) return null;
    return first;
  }
  if (PLACE_WORDS.test(first.folded)) return first;
  if (
    first.lower === 'al' &&
    /^(lado|fondo|final)$/.test(next?.lower ?? '') &&
    /^(de|del)$/.test(tokens[i + 2]?.lower ?? '')
  )
    return next as Token;
  if (first.lower === 'a' && next?.lower === 'la' && /^(derecha|izquierda)$/.test(tokens[i + 2]?.lower ?? ''))
    return tokens[i + 2] as Token;
  return null;
}

/** Mi hermana es en casa → está en casa; el hotel era en el centro → estaba; ¿dónde es el baño? → está. */
export const serEstarLocation: Rule = (context) => {
  const { tokens, text } = context.sentence;
  for (let i = 0; i < tokens.length - 1; i += 1) {
    const verb = tokens[i] as Token;
    const reading = copula(context, verb, 'ser');
    if (!reading || reading.tense === 'preterite') continue;
    const where = tokens[i - 1];
    // «¿Dónde es el baño?»: the thing asked about follows; an event (la fiesta) is right with ser.
    if (where && /^(dónde|donde)$/.test(where.lower) && where.afterBreak && text.includes('?')) {
      const phrase = nounPhraseAt(context, i + 1);
      if (!phrase || phrase.kind === 'name' || EVENT_NOUNS.has(phrase.lemma)) continue;
      const person = phrase.number === 'pl' ? 5 : 2;
      if (reading.person !== person) continue;
      const right = formOf(context, 'estar', reading.tense, person);
      if (!right) continue;
      return {
        category: 'ser-estar-location',
        span: span(where, verb),
        edits: [replaceToken(verb, right)],
      };
    }
    const place = placeAt(context, i + 1);
    if (!place) continue;
    const { person } = reading;
    if (person === 2 || person === 5) {
      const subject = subjectBefore(context, i);
      if (!subject || subject.kind === 'event') continue;
    }
    const right = formOf(context, 'estar', reading.tense, person);
    if (!right) continue;
    return {
      category: 'ser-estar-location',
      span: span(verb, place),
      edits: [replaceToken(verb, right)],
    };
  }
  return null;
};

/** State adjectives that also have a meaning with ser, for anyone («es limpio»: a clean person). */
const SER_TOO = new Set(['limpio', 'sucio', 'despierto', 'vacío', 'listo', 'aburrido']);
/** …and for a thing or someone else («el trabajo es cansado»: tiring; «es tranquilo»: a calm person). */
const THIRD_PERSON_SER_TOO = new Set(['cansado', 'lleno', 'tranquilo']);

/** Words that make an adjective a passing state: hoy, ahora… */
const NOW = new Set(['hoy', 'ahora', 'ya', 'todavía', 'todavia']);

/** «Estar de …» phrases: de buen humor, de acuerdo, de vacaciones. */
const ESTAR_DE =
  /^(acuerdo|vacaciones|viaje|pie|moda|rodillas|baja|luto|guardia|paso|mudanza|huelga|resaca)$/;

/** Soy cansado → estoy cansado; es bien → está bien; era cerrado hoy → estaba cerrado; soy de mal humor → estoy. */
export const serEstarState: Rule = (context) => {
  const { tokens } = context.sentence;
  const now = tokens.some((token) => NOW.has(token.lower)); // «hoy es cansada»: a state after all
  for (let i = 0; i < tokens.length - 1; i += 1) {
    const verb = tokens[i] as Token;
    const reading = copula(context, verb, 'ser');
    if (!reading) continue;
    const { person } = reading;
    const third = person === 2 || person === 5;
    const targetAt = skipIntensifiers(tokens, i + 1);
    const target = tokens[targetAt];
    if (!target) continue;
    if (tokens[i + 1]?.lower === 'un' || tokens[i + 1]?.lower === 'una') continue;
    const right = formOf(context, 'estar', reading.tense, person);
    if (!right) continue;
    const fix = (last: Token, adjective: string): Finding => ({
      category: 'ser-estar-state',
      span: span(verb, last),
      edits: [replaceToken(verb, right)],
      slots: { adjective },
    });
    // «Es de mal humor», «somos de vacaciones».
    if (target === tokens[i + 1] && target.lower === 'de') {
      const word = tokens[i + 2];
      if (word && ESTAR_DE.test(word.folded) && reading.tense !== 'preterite')
        return fix(word, `de ${word.lower}`);
      if (word && /^(buen|mal)$/.test(word.lower) && tokens[i + 3]?.lower === 'humor')
        return fix(tokens[i + 3] as Token, `de ${word.lower} humor`);
      continue;
    }
    const adjective = adjectiveReading(target.text, context.glossary);
    const lemma = adjective?.lemma ?? participleLemma(target.lower);
    const wellOrBad = target.lower === 'bien' || (target.lower === 'mal' && !third);
    if (wellOrBad && (targetAt === i + 1 || tokens[i + 1]?.lower === 'muy') && reading.tense !== 'preterite')
      return fix(target, target.lower);
    if (!lemma) continue;
    // A passive (la tienda fue cerrada por…) or a past event (fue cansado: it was tiring) is right with ser.
    const participle = /(ado|ido|to|cho)$/.test(lemma);
    if (reading.tense === 'preterite' && (participle || third)) continue;
    if (participle && tokens[targetAt + 1]?.lower === 'por') continue;
    const subject = third ? subjectBefore(context, i) : { kind: 'person' as SubjectKind };
    const personSubject = !third || subject?.kind === 'person';
    const thingSubject = third && subject !== null && subject.kind !== 'person';
    // «El trabajo es cansado» (tiring), «es limpio» (a clean person): ser is right there.
    const serToo = !now && (SER_TOO.has(lemma) || (THIRD_PERSON_SER_TOO.has(lemma) && third));
    let state = STATE_ADJECTIVES.has(lemma) && !serToo;
    // A thing's passing state: abierto, cerrado, maduro (a mature person is «es maduro»).
    if (!state && THING_STATES.has(lemma) && thingSubject) state = true;
    // Food and drink at the moment: mi café es frío → está frío.
    if (!state && TEMPERATURE.has(lemma) && thingSubject && subject?.phrase) {
      const specific = now || subject.phrase.kind === 'possessive' || subject.phrase.kind === 'demonstrative';
      if (specific && FOOD_AND_DRINK.has(subject.phrase.lemma)) state = true;
    }
    // A feeling with its cause or its moment: son nerviosos por el examen → están nerviosos.
    if (!state && MOOD_OR_TRAIT.has(lemma) && (personSubject || thingSubject)) {
      const cause = tokens[targetAt + 1]?.lower === 'por' && tokens[targetAt + 2]?.lower !== 'naturaleza';
      if (cause || now) state = true;
    }
    // «Está basada en una historia real».
    if (!state && lemma === 'basado' && tokens[targetAt + 1]?.lower === 'en') state = true;
    if (!state) continue;
    return fix(target, lemma);
  }
  return traitWithEstar(context);
};

/** basada → basado: participles the glossary does not list as adjectives. */
function participleLemma(word: string): string | null {
  const match = /^(bas|situ|ubic)(ado|ada|ados|adas)$/.exec(word);
  return match ? `${match[1]}ado` : null;
}

/** Estoy alto → soy alto; está inteligente → es inteligente (but «estás guapa», «está moreno» are right). */
function traitWithEstar(context: RuleContext): Finding | null {
  const { tokens } = context.sentence;
  if (tokens.some((token) => NOW.has(token.lower))) return null;
  for (let i = 0; i < tokens.length - 1; i += 1) {
    const verb = tokens[i] as Token;
    const reading = copula(context, verb, 'estar');
    if (!reading || reading.person === 1 || reading.person === 4) continue;
    const target = tokens[skipIntensifiers(tokens, i + 1)];
    const adjective = target && adjectiveReading(target.text, context.glossary);
    if (!adjective || !target || !TRAITS.has(adjective.lemma)) continue;
    const third = reading.person === 2 || reading.person === 5;
    if (third) {
      if (BODY_TRAITS.has(adjective.lemma)) continue;
      if (subjectBefore(context, i)?.kind !== 'person') continue;
    }
    const right = formOf(context, 'ser', reading.tense, reading.person);
    if (!right) continue;
    return {
      category: 'ser-estar-state',
      span: span(verb, target),
      edits: [replaceToken(verb, right)],
      slots: { adjective: adjective.lemma },
    };
  }
  return null;
}

/** Estoy estudiante → soy estudiante; estoy de México → soy de México; ¿de dónde estás? → ¿de dónde eres? */
export const serOrigin: Rule = (context) => {
  const { tokens } = context.sentence;
  for (let i = 0; i < tokens.length; i += 1) {
    const verb = tokens[i] as Token;
    const person = estarPerson(verb, false);
    if (person < 0) continue;
    const serForm = SER[person] as string;
    const fromWhere = tokens[i - 2]?.folded === 'de' && tokens[i - 1]?.folded === 'donde';
    if (fromWhere)
      return {
        category: 'ser-origin-profession',
        span: span(tokens[i - 2] as Token, verb),
        edits: [replaceToken(verb, serForm)],
      };
    const next = tokens[i + 1];
    if (!next) continue;
    if (next.lower === 'de' && tokens[i + 2] && /^\p{Lu}/u.test(tokens[i + 2]?.text ?? '')) {
      return {
        category: 'ser-origin-profession',
        span: span(verb, tokens[i + 2] as Token),
        edits: [replaceToken(verb, serForm)],
      };
    }
    const article = next.lower === 'un' || next.lower === 'una';
    const target = article ? tokens[i + 2] : next;
    if (!target || target.name) continue;
    const noun = nounReading(target.text, context.glossary);
    const adjective = adjectiveReading(target.text, context.glossary);
    const profession = PROFESSION_NOUNS.has(target.lower) || (noun && PROFESSION_NOUNS.has(noun.lemma));
    const nationality = adjective && NATIONALITY_ADJECTIVES.has(adjective.lemma);
    if (!profession && !nationality) continue;
    const edits: Edit[] = [replaceToken(verb, serForm)];
    if (article) edits.push({ start: next.start, end: target.start, text: '' });
    return { category: 'ser-origin-profession', span: span(verb, target), edits };
  }
  return null;
};

function isNumber(token: Token | undefined): boolean {
  return Boolean(
    token &&
    (/^\d+$/.test(token.text) ||
      (NUMBER_WORDS.has(token.lower) && !/^(muchos|pocos|varios)$/.test(token.lower))),
  );
}

/** Soy 20 años → tengo 20 años; cuando era 10 años → tenía; ¿cuántos años eres? → tienes. */
export const ageWithTener: Rule = (context) => {
  const { tokens } = context.sentence;
  for (let i = 0; i < tokens.length; i += 1) {
    const verb = tokens[i] as Token;
    const present = Math.max(serPerson(verb), estarPerson(verb, true));
    const reading =
      present >= 0
        ? { tense: 'present' as Tense, person: present, lemma: serPerson(verb) >= 0 ? 'ser' : 'estar' }
        : copula(context, verb, 'ser');
    if (!reading || (reading.lemma === 'ser' && reading.tense === 'preterite')) continue;
    const asked =
      /^(cuántos|cuantos)$/.test(tokens[i - 2]?.lower ?? '') &&
      /^(años|anos)$/.test(tokens[i - 1]?.lower ?? '');
    const years = /^(años|anos)$/.test(tokens[i + 2]?.lower ?? '') && isNumber(tokens[i + 1]);
    if (!asked && !years) continue;
    if (years) {
      // «Son veinte años de casados», «estoy dos años en Madrid»: a time span, not an age.
      const after = tokens[i + 3]?.lower ?? '';
      if (reading.person === 5 && subjectBefore(context, i) === null) continue;
      if (
        reading.lemma === 'estar' &&
        /^(en|aquí|aqui|allí|alli|ahí|acá|fuera|lejos|sin|con|de)$|ndo$/.test(after)
      )
        continue;
      if (reading.lemma === 'ser' && /^(de|que)$/.test(after)) continue;
    }
    const right = formOf(context, 'tener', reading.tense, reading.person);
    if (!right) continue;
    return {
      category: 'age-with-tener',
      span: asked ? span(tokens[i - 2] as Token, verb) : span(verb, tokens[i + 2] as Token),
      edits: [replaceToken(verb, right)],
    };
  }
  return null;
};

/** Estoy hambre → tengo hambre; soy miedo → tengo miedo; estaba mucho miedo → tenía mucho miedo. */
export const tenerExpression: Rule = (context) => {
  const { tokens } = context.sentence;
  const { glossary } = context;
  for (let i = 0; i < tokens.length - 1; i += 1) {
    const verb = tokens[i] as Token;
    const reading = copula(context, verb, 'estar') ?? copula(context, verb, 'ser');
    if (!reading) continue;
    const intensifier = /^(muy|mucho|mucha)$/.test(tokens[i + 1]?.lower ?? '')
      ? (tokens[i + 1] as Token)
      : null;
    const noun = tokens[intensifier ? i + 2 : i + 1];
    if (!noun || !TENER_NOUNS.has(noun.lower)) continue;
    const alsoThing = TENER_NOUNS_ALSO_THINGS.has(noun.lower);
    const thirdPerson = reading.person === 2 || reading.person === 5;
    const pronounSubject = subjectPerson(tokens, i - 1) !== null;
    // «Estaba mucho miedo»: the form is also yo's, and «mucho» leaves no other reading.
    const alsoYo = context.verbs.form(reading.lemma, reading.tense, 0) === verb.lower;
    if (thirdPerson && !pronounSubject && !(alsoYo && reading.lemma === 'estar' && intensifier && !alsoThing))
      continue;
    if (alsoThing && reading.lemma === 'ser') continue; // «soy frío»: a cold person
    if (reading.tense === 'preterite' && reading.lemma === 'ser') continue;
    const right = formOf(context, 'tener', reading.tense, reading.person);
    if (!right) continue;
    const edits = [replaceToken(verb, right)];
    if (intensifier) {
      const feminine = nounReading(noun.text, glossary)?.gender === 'f';
      edits.push(replaceToken(intensifier, feminine ? 'mucha' : 'mucho'));
    }
    return { category: 'tener-expression', span: span(verb, noun), edits, slots: { noun: noun.lower } };
  }
  return null;
};

const WEATHER_LEAD = /^(hoy|aqui|ahora|manana|siempre|alli|tambien|normalmente|todavia|ayer|anoche|ya|casi)$/;
/** Weather said with «está» in some regions (está fresco, está frío): only these are corrected. */
const ESTAR_WEATHER = new Set(['sol', 'viento']);

/** Hoy es frío → hoy hace frío; es muy calor → hace mucho calor; ayer fue viento → hizo; está sol → hace sol. */
export const weatherHacer: Rule = (context) => {
  const { tokens, text } = context.sentence;
  for (let i = 0; i < tokens.length - 1; i += 1) {
    const verb = tokens[i] as Token;
    const ser = copula(context, verb, 'ser');
    const reading = ser ?? copula(context, verb, 'estar');
    if (!reading || reading.person !== 2) continue;
    const intensifier = /^(muy|mucho)$/.test(tokens[i + 1]?.lower ?? '') ? (tokens[i + 1] as Token) : null;
    let noun = tokens[intensifier ? i + 2 : i + 1];
    if (!noun) continue;
    const goodBad =
      /^(buen|mal)$/.test(noun.lower) && tokens[intensifier ? i + 3 : i + 2]?.lower === 'tiempo';
    if (goodBad) {
      if (/^(para|de)$/.test(tokens[intensifier ? i + 4 : i + 3]?.lower ?? '')) continue; // es buen tiempo para…
      noun = tokens[intensifier ? i + 3 : i + 2] as Token;
    } else if (!WEATHER_NOUNS.has(noun.lower) || (!ser && !ESTAR_WEATHER.has(noun.lower))) continue;
    let at = i - 1;
    if (tokens[at]?.lower === 'no') at -= 1;
    const before = tokens[at];
    const lead =
      !before ||
      tokens[at + 1]?.afterBreak ||
      WEATHER_LEAD.test(before.folded) ||
      TIME_HEADS.has(before.lower) ||
      before.name ||
      tokens[at - 1]?.lower === 'en' ||
      tokens[at - 2]?.lower === 'en';
    if (!lead || /[,;:]/.test(text.slice(verb.end, noun.start))) continue;
    const right = formOf(context, 'hacer', reading.tense, 2);
    if (!right) continue;
    const edits = [replaceToken(verb, right)];
    if (intensifier) edits.push(replaceToken(intensifier, 'mucho'));
    return { category: 'weather-hacer', span: span(verb, noun), edits };
  }
  return null;
};

const QUANTITY_OPENERS = /^(muchos|muchas|pocos|pocas|varios|varias|algunos|algunas|unos|unas)$/;

/**
 * Hay el perro en el parque → el perro está en el parque; está un perro → hay un perro; en la nevera
 * están dos cervezas → hay dos cervezas; el hospital hay en el centro → está en el centro.
 */
export const hayEstar: Rule = (context) => {
  const { tokens } = context.sentence;
  for (let i = 0; i < tokens.length - 2; i += 1) {
    const token = tokens[i] as Token;
    const det = determiner(tokens[i + 1]?.text ?? '');
    const nounToken = tokens[i + 2] as Token;
    const noun = nounReading(nounToken.text, context.glossary);
    if (det && noun && !nounToken.name && token.lower === 'hay' && det.kind === 'article') {
      const verb = det.number === 'pl' ? 'están' : 'está';
      const atStart = token.afterBreak;
      const article = tokens[i + 1] as Token;
      const edits: Edit[] = atStart
        ? [
            {
              start: token.start,
              end: nounToken.end,
              text: `${token.text[0] === 'H' ? capital(article.lower) : article.lower} ${nounToken.text} ${verb}`,
            },
          ]
        : [replaceToken(token, verb)];
      return { category: 'hay-estar', span: span(token, nounToken), edits };
    }
    // «Está(n) un/dos/muchos …» with no subject before it: something is there, «hay».
    const estar = copula(context, token, 'estar') ?? (estarPerson(token, true) >= 0 ? present(token) : null);
    if (!estar || (estar.person !== 2 && estar.person !== 5)) continue;
    const opener = tokens[i + 1] as Token;
    const indefinite = det?.kind === 'indefinite' || isNumber(opener) || QUANTITY_OPENERS.test(opener.lower);
    const phrase = indefinite ? nounPhraseAt(context, i + 1) : null;
    if (!phrase || TIME_HEADS.has(phrase.lemma) || TIME_NOUNS.has(phrase.lemma)) continue;
    if (
      phrase.number !== (estar.person === 5 ? 'pl' : 'sg') &&
      !(det?.kind === 'indefinite' && estar.person === 2)
    )
      continue;
    if (subjectBefore(context, i) !== null) continue;
    if (PROFESSION_NOUNS.has(phrase.lemma) && subjectPerson(tokens, i - 1) !== null) continue;
    const right = formOf(context, 'haber', estar.tense, 2);
    if (!right) continue;
    return {
      category: 'hay-estar',
      span: span(token, tokens[phrase.head] as Token),
      edits: [replaceToken(token, right)],
    };
  }
  // «El hospital hay en el centro»: a known thing is located with estar.
  for (let i = 0; i < tokens.length - 1; i += 1) {
    if (!clauseStart(tokens, i)) continue;
    const phrase = subjectPhraseAt(context, i, { withEn: false });
    if (!phrase || phrase.kind === 'indefinite' || phrase.kind === 'quantity' || phrase.kind === 'uno')
      continue;
    const verb = tokens[phrase.last + 1];
    if (!verb || !/^(hay|había|habrá|habia|habra)$/.test(verb.lower) || !placeAt(context, phrase.last + 2))
      continue;
    const tense: Tense = verb.folded === 'hay' ? 'present' : verb.folded === 'habia' ? 'imperfect' : 'future';
    const right = formOf(context, 'estar', tense, phrase.person);
    if (!right) continue;
    return {
      category: 'hay-estar',
      span: span(tokens[phrase.first] as Token, verb),
      edits: [replaceToken(verb, right)],
    };
  }
  return null;
};

function present(token: Token): FiniteReading {
  return { lemma: 'estar', tense: 'present', person: estarPerson(token, true) as FiniteReading['person'] };
}

function capital(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
