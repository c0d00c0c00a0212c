/**
 * Ser and estar: location and states take estar, origin, profession and traits take ser.
 * Tener, hacer and hay, which learners also say with ser or estar, are in tener-hacer-hay.ts.
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
  PROFESSION_NOUNS,
  STATE_ADJECTIVES,
} from '../../../content/tutor/grammar-words';
import {
  replaceToken,
  span,
  type Edit,
  type Finding,
  type Rule,
  type RuleContext,
  type Token,
} from '../sentence';
import { adjectiveReading, nounReading } from '../words';
import { nounPhraseAt } from './noun-phrase-reading';
import {
  SER,
  copula,
  estarPerson,
  formOf,
  placeAt,
  skipIntensifiers,
  subjectBefore,
  type SubjectKind,
} from './copula-readings';
import { CLAUSE_OPENERS, clauseStart } from './shared';
import { finiteReadings } from './verb-readings';

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
  for (let i = 0; i < tokens.length - 1; i += 1) {
    const verb = tokens[i] as Token;
    const reading = copula(context, verb, 'ser');
    if (!reading) continue;
    const now = nowInClause(context, i); // «hoy es cansada»: a state after all
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

/**
 * A «hoy», «ahora» in the clause of the verb at i. «Es muy tranquilo, pero hoy está nervioso»: the
 * «hoy» of the next clause, which leads its own verb, says nothing about the trait before it.
 */
function nowInClause(context: RuleContext, i: number): boolean {
  const { tokens } = context.sentence;
  // «… y hoy está nervioso»: a «hoy» right before another verb belongs to that verb.
  const nowFor = (k: number) => {
    const next = tokens[k + 1];
    const leadsVerb = k + 1 !== i && next !== undefined && finiteReadings(context.verbs, next).length > 0;
    return NOW.has((tokens[k] as Token).lower) && !leadsVerb;
  };
  for (let k = i - 1; k >= 0; k -= 1) {
    if (nowFor(k)) return true;
    // A clause opens after punctuation or «pero», «porque», «que»…; «Hoy, mi madre…» still counts.
    if (!clauseStart(tokens, k)) continue;
    if (k === 1 && !CLAUSE_OPENERS.test(tokens[0]?.lower ?? '') && nowFor(0)) return true;
    break;
  }
  for (let k = i + 1; k < tokens.length && !clauseStart(tokens, k); k += 1) if (nowFor(k)) return true;
  return false;
}

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
