/**
 * Tener, hacer and hay where learners say ser or estar: age and hunger take tener, weather takes
 * hacer, and «hay» introduces while «está» locates.
 */
import {
  PROFESSION_NOUNS,
  TENER_NOUNS,
  TENER_NOUNS_ALSO_THINGS,
  TIME_NOUNS,
  WEATHER_NOUNS,
} from '../../../content/tutor/grammar-words';
import { replaceToken, span, subjectPerson, type Edit, type Rule, type Token } from '../sentence';
import type { Tense } from '../../../content/verbs/tenses';
import { determiner, nounReading } from '../words';
import {
  copula,
  estarPerson,
  formOf,
  isNumber,
  placeAt,
  presentEstar,
  serPerson,
  subjectBefore,
} from './copula-readings';
import { nounPhraseAt } from './noun-phrase-reading';
import { TIME_HEADS, clauseStart } from './shared';
import { subjectPhraseAt } from './subjects';

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
    // «La clave es sol ochenta y cinco», «la mesa es sol 3»: a weather word with a number is a name.
    if (isNumber(tokens[tokens.indexOf(noun) + 1])) continue;
    let at = i - 1;
    if (tokens[at]?.lower === 'no') at -= 1;
    const before = tokens[at];
    // After a colon the clause says what the thing named before it is: «la contraseña: es sol».
    const afterColon =
      before !== undefined && text.slice(before.end, (tokens[at + 1] as Token).start).includes(':');
    const lead =
      !before ||
      (tokens[at + 1]?.afterBreak && !afterColon) ||
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
    const estar =
      copula(context, token, 'estar') ?? (estarPerson(token, true) >= 0 ? presentEstar(token) : null);
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

function capital(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
