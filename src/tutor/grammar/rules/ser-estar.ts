/**
 * Ser, estar, tener, hacer and hay: location and states take estar, origin and profession take
 * ser, age and hunger take tener, weather takes hacer, and «hay» introduces while «está» locates.
 */
import {
  EVENT_NOUNS,
  NATIONALITY_ADJECTIVES,
  NUMBER_WORDS,
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
  type Rule,
  type RuleContext,
  type Token,
} from '../sentence';
import { adjectiveReading, determiner, nounReading } from '../words';
import { INTENSIFIERS } from './shared';

const SER = PRESENT_IRREGULAR.ser as readonly string[];
const ESTAR = PRESENT_IRREGULAR.estar as readonly string[];
const TENER = PRESENT_IRREGULAR.tener as readonly string[];
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

/** Who «es/son» at i speaks of: a person or thing (location needs estar), an event, or unknown. */
function thirdPersonSubject(context: RuleContext, i: number): 'thing' | 'event' | null {
  const { tokens } = context.sentence;
  let at = i - 1;
  while (/^(no|también|tambien|ya|ahora|siempre|normalmente)$/.test(tokens[at]?.lower ?? '')) at -= 1;
  const before = tokens[at];
  if (!before) return null;
  if (subjectPerson(tokens, at) !== null) return 'thing';
  const noun = nounReading(before.text, context.glossary);
  if (noun && determiner(tokens[at - 1]?.text ?? '')) return EVENT_NOUNS.has(noun.lemma) ? 'event' : 'thing';
  const name = before.text[0] !== before.text[0]?.toLowerCase() && !context.glossary.lookup(before.lower);
  return name ? 'thing' : null;
}

const PLACE_WORDS = /^(en|cerca|lejos|aqui|alli|ahi|encima|debajo|delante|detras|dentro|fuera|enfrente)$/;

/** Mi hermana es en casa → está en casa; soy en Madrid → estoy en Madrid. */
export const serEstarLocation: Rule = (context) => {
  const { tokens } = context.sentence;
  for (let i = 0; i < tokens.length - 1; i += 1) {
    const person = serPerson(tokens[i]);
    const next = tokens[i + 1] as Token;
    if (person < 0 || !PLACE_WORDS.test(next.folded)) continue;
    if ((person === 2 || person === 5) && thirdPersonSubject(context, i) !== 'thing') continue;
    return {
      category: 'ser-estar-location',
      span: span(tokens[i] as Token, next),
      edits: [replaceToken(tokens[i] as Token, ESTAR[person] as string)],
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

/** Soy cansado → estoy cansado; es bien → está bien. */
export const serEstarState: Rule = (context) => {
  const { tokens } = context.sentence;
  for (let i = 0; i < tokens.length - 1; i += 1) {
    const person = serPerson(tokens[i]);
    if (person < 0) continue;
    const target = tokens[skipIntensifiers(tokens, i + 1)];
    if (!target) continue;
    const adjective = adjectiveReading(target.text, context.glossary);
    // «El trabajo es cansado» (tiring), «es limpio» (a clean person): ser is right there.
    const now = tokens.some((token) => NOW.has(token.lower)); // «hoy es cansada»: a state after all
    const serToo =
      adjective &&
      !now &&
      (SER_TOO.has(adjective.lemma) ||
        (THIRD_PERSON_SER_TOO.has(adjective.lemma) && (person === 2 || person === 5)));
    const state = adjective && STATE_ADJECTIVES.has(adjective.lemma) && !serToo;
    const wellOrBad = target.lower === 'bien' || (target.lower === 'mal' && person !== 2 && person !== 5);
    if (!state && !wellOrBad) continue;
    if (tokens[i + 1]?.lower === 'un' || tokens[i + 1]?.lower === 'una') continue;
    return {
      category: 'ser-estar-state',
      span: span(tokens[i] as Token, target),
      edits: [replaceToken(tokens[i] as Token, ESTAR[person] as string)],
      slots: { adjective: adjective?.lemma ?? target.lower },
    };
  }
  return null;
};

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

/** Soy 20 años → tengo 20 años. */
export const ageWithTener: Rule = ({ sentence }) => {
  const { tokens } = sentence;
  for (let i = 0; i < tokens.length - 2; i += 1) {
    const verb = tokens[i] as Token;
    const person = Math.max(serPerson(verb), estarPerson(verb, true));
    if (
      person < 0 ||
      !isNumber(tokens[i + 1]) ||
      (tokens[i + 2]?.lower !== 'años' && tokens[i + 2]?.lower !== 'anos')
    )
      continue;
    return {
      category: 'age-with-tener',
      span: span(verb, tokens[i + 2] as Token),
      edits: [replaceToken(verb, TENER[person] as string)],
    };
  }
  return null;
};

/** Estoy hambre → tengo hambre; soy miedo → tengo miedo; estoy muy frío → tengo mucho frío. */
export const tenerExpression: Rule = ({ sentence, glossary }) => {
  const { tokens } = sentence;
  for (let i = 0; i < tokens.length - 1; i += 1) {
    const verb = tokens[i] as Token;
    const ser = serPerson(verb);
    const estar = estarPerson(verb, false);
    const person = Math.max(ser, estar);
    if (person < 0) continue;
    const intensifier = /^(muy|mucho|mucha)$/.test(tokens[i + 1]?.lower ?? '')
      ? (tokens[i + 1] as Token)
      : null;
    const noun = tokens[intensifier ? i + 2 : i + 1];
    if (!noun || !TENER_NOUNS.has(noun.lower)) continue;
    const thirdPerson = person === 2 || person === 5;
    const pronounSubject = subjectPerson(tokens, i - 1) !== null;
    if (thirdPerson && !pronounSubject) continue;
    if (TENER_NOUNS_ALSO_THINGS.has(noun.lower) && ser >= 0) continue; // «soy frío»: a cold person
    const edits = [replaceToken(verb, TENER[person] as string)];
    if (intensifier) {
      const feminine = nounReading(noun.text, glossary)?.gender === 'f';
      edits.push(replaceToken(intensifier, feminine ? 'mucha' : 'mucho'));
    }
    return { category: 'tener-expression', span: span(verb, noun), edits, slots: { noun: noun.lower } };
  }
  return null;
};

const WEATHER_LEAD = /^(hoy|aqui|ahora|manana|siempre|alli|tambien|normalmente|todavia)$/;

/** Hoy es frío → hoy hace frío; es muy calor → hace mucho calor. */
export const weatherHacer: Rule = ({ sentence }) => {
  const { tokens } = sentence;
  for (let i = 0; i < tokens.length - 1; i += 1) {
    const verb = tokens[i] as Token;
    if (verb.lower !== 'es') continue;
    const intensifier = /^(muy|mucho)$/.test(tokens[i + 1]?.lower ?? '') ? (tokens[i + 1] as Token) : null;
    const noun = tokens[intensifier ? i + 2 : i + 1];
    if (!noun || !WEATHER_NOUNS.has(noun.lower)) continue;
    let at = i - 1;
    if (tokens[at]?.lower === 'no') at -= 1;
    const before = tokens[at];
    const lead =
      !before ||
      verb.afterBreak ||
      WEATHER_LEAD.test(before.folded) ||
      before.name ||
      tokens[at - 1]?.lower === 'en';
    if (!lead) continue;
    const edits = [replaceToken(verb, 'hace')];
    if (intensifier) edits.push(replaceToken(intensifier, 'mucho'));
    return { category: 'weather-hacer', span: span(verb, noun), edits };
  }
  return null;
};

/** Hay el perro en el parque → el perro está en el parque; está un perro → hay un perro. */
export const hayEstar: Rule = (context) => {
  const { tokens } = context.sentence;
  for (let i = 0; i < tokens.length - 2; i += 1) {
    const token = tokens[i] as Token;
    const det = determiner(tokens[i + 1]?.text ?? '');
    const nounToken = tokens[i + 2] as Token;
    const noun = nounReading(nounToken.text, context.glossary);
    if (!det || !noun || nounToken.name) continue;
    if (token.lower === 'hay' && det.kind === 'article') {
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
    const person = estarPerson(token, true);
    if ((person === 2 || person === 5) && det.kind === 'indefinite' && !TIME_NOUNS.has(noun.lemma)) {
      if (PROFESSION_NOUNS.has(noun.lemma) && subjectPerson(tokens, i - 1) !== null) continue;
      return { category: 'hay-estar', span: span(token, nounToken), edits: [replaceToken(token, 'hay')] };
    }
  }
  return null;
};

function capital(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
