/**
 * Pairs of verbs English says with one: saber (facts, how to) and conocer (people, places);
 * pedir (ask for something) and preguntar (ask a question). The correction keeps tense and person.
 */
import { PERSON_NOUNS } from '../../../content/tutor/grammar-words';
import type { VerbIndex } from '../conjugation';
import { replaceToken, span, type Finding, type Rule, type RuleContext, type Token } from '../sentence';
import { subjectBefore } from './copula-readings';
import { determiner, nounReading } from '../words';
import { isInfinitive } from './fixed-phrases';
import { finiteReadings, type FiniteReading } from './verb-readings';

function swap(verbs: VerbIndex, token: Token, reading: FiniteReading, lemma: string): string | null {
  return verbs.form(lemma, reading.tense, reading.person);
}

const PLACE_OR_PERSON_DETERMINER = /^(mi|mis|tu|tus|su|sus|nuestro|nuestra|nuestros|nuestras)$/;

/** Sé a María → Conozco a María; ¿Sabes Madrid? → ¿Conoces Madrid?; conozco nadar → sé nadar. */
export const saberConocer: Rule = (context) => {
  const { sentence, verbs, glossary } = context;
  const { tokens } = sentence;
  for (let i = 0; i < tokens.length - 1; i += 1) {
    const verb = tokens[i] as Token;
    const readings = finiteReadings(verbs, verb);
    const saber = readings.find((r) => r.lemma === 'saber' && r.tense !== 'preterite');
    const conocer = readings.find((r) => r.lemma === 'conocer');
    const next = tokens[i + 1] as Token;
    if (saber && readings.every((r) => r.lemma === 'saber')) {
      const person =
        (next.lower === 'a' &&
          (tokens[i + 2]?.name || PLACE_OR_PERSON_DETERMINER.test(tokens[i + 2]?.lower ?? ''))) ||
        (next.name && !nameIsSubject(context, i, saber)) ||
        (PLACE_OR_PERSON_DETERMINER.test(next.lower) && isPerson(tokens[i + 2], glossary));
      if (person) {
        const form = swap(verbs, verb, saber, 'conocer');
        if (form) return choice(verb, next, form, 'conocer', saber.tense);
      }
    }
    if (
      conocer &&
      (isInfinitive(next, verbs) || /^(que|si|dónde|donde|cómo|cuándo|qué|cuánto|por)$/.test(next.lower))
    ) {
      const form = swap(verbs, verb, conocer, 'saber');
      if (form) return choice(verb, next, form, 'saber', conocer.tense);
    }
  }
  return null;
};

/**
 * «¿Lo sabe Marcos?», «¿Sabe Ana nadar?»: after a third-person verb with no subject before it, a
 * name is the subject, put after the verb as Spanish often does; only «yo sé Madrid» is wrong.
 */
function nameIsSubject(context: RuleContext, i: number, reading: FiniteReading): boolean {
  return (reading.person === 2 || reading.person === 5) && subjectBefore(context, i) === null;
}

function isPerson(token: Token | undefined, glossary: Parameters<Rule>[0]['glossary']): boolean {
  if (!token) return false;
  const noun = nounReading(token.text, glossary);
  return Boolean(noun && PERSON_NOUNS.has(noun.lemma));
}

function choice(verb: Token, next: Token, form: string, lemma: 'saber' | 'conocer', _tense: string): Finding {
  const toConocer = lemma === 'conocer';
  return {
    category: 'saber-conocer',
    span: span(verb, next),
    edits: [replaceToken(verb, form)],
    slots: toConocer
      ? {
          why: `People and places you know are «conocer»: «${form}».`,
          whyEs: `A las personas y los lugares se les «conoce»: «${form}».`,
        }
      : {
          why: `Knowing how to do something, or knowing a fact, is «saber»: «${form}».`,
          whyEs: `Saber hacer algo, o saber un dato, es «saber»: «${form}».`,
        },
  };
}

/** Things one asks for, not about: «pregunté un café» → «pedí un café». */
const REQUESTED_MORE =
  /^(ensalada|sopa|postre|helado|vaso|botella|hamburguesa|plato|racion|tapa|tortilla|paella|dinero|consejo|perdon|disculpas|informacion|prestamo|aumento|ayuda|precio|recibo|ticket|servilleta|tenedor|cuchillo|cuchara|carta|reserva)$/;
const REQUESTED =
  /^(cafe|te|agua|cerveza|vino|cuenta|menu|ayuda|taxi|permiso|favor|bocadillo|pizza|mesa|habitacion|libro|cita|descuento|factura|tostada|zumo|refresco|copa)$/;

/** pregunté un café → pedí un café; pedir/preguntar una pregunta → hacer una pregunta. */
export const pedirPreguntar: Rule = ({ sentence, verbs }) => {
  const { tokens } = sentence;
  for (let i = 0; i < tokens.length - 2; i += 1) {
    const verb = tokens[i] as Token;
    const readings = finiteReadings(verbs, verb);
    const isPreguntar = readings.find((r) => r.lemma === 'preguntar');
    const det = tokens[i + 1] as Token;
    const noun = tokens[i + 2] as Token;
    const requested = (noun: Token) => REQUESTED.test(noun.folded) || REQUESTED_MORE.test(noun.folded);
    const askedFor = determiner(det.text) && requested(noun) && !/^(el|los|las|la)$/.test(det.lower);
    const bill = det.lower === 'la' && noun.folded === 'cuenta';
    // «Me preguntó dinero»: a bare noun asked for.
    const bare = /^(dinero|ayuda|consejo|perdon|permiso|disculpas|informacion)$/.test(det.folded);
    if (isPreguntar && (askedFor || bill || bare)) {
      const form = verbs.form('pedir', isPreguntar.tense, isPreguntar.person);
      if (form)
        return {
          category: 'pedir-preguntar',
          span: span(verb, noun),
          edits: [replaceToken(verb, form)],
        };
    }
    // «Pedí al guía dónde estaba», «voy a pedirle si quiere»: a question is «preguntar».
    const pedir = readings.find((r) => r.lemma === 'pedir');
    const pedirInfinitive = /^pedir(le|les|te|me|nos)?$/.test(verb.lower) ? verb.lower : null;
    if (pedir || pedirInfinitive) {
      let k = i + 1;
      if (tokens[k]?.lower === 'a' || tokens[k]?.lower === 'al') k += tokens[k]?.lower === 'al' ? 2 : 3;
      const asked = tokens[k];
      if (
        asked &&
        /^(dónde|donde|cuándo|cuando|cómo|qué|quién|cuánto|cuánta|cuántos|si)$/.test(asked.lower) &&
        (asked.lower !== 'si' || k === i + 1 || pedirInfinitive)
      ) {
        const form = pedir
          ? verbs.form('preguntar', pedir.tense, pedir.person)
          : (pedirInfinitive as string).replace(/^pedir/, 'preguntar');
        if (form && (asked.lower !== 'donde' || k > i + 1) && !/^(que)$/.test(asked.lower))
          return { category: 'pedir-preguntar', span: span(verb, asked), edits: [replaceToken(verb, form)] };
      }
    }
    if (isInfinitive(verb, verbs) && verb.lower === 'preguntar' && (askedFor || bill))
      return { category: 'pedir-preguntar', span: span(verb, noun), edits: [replaceToken(verb, 'pedir')] };
  }
  return null;
};
