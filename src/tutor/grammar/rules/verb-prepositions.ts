/**
 * Verbs that govern a preposition: pensar en (someone), soñar con, depender de, casarse con,
 * enamorarse de, consistir en, llegar a (a place), ir a pie; and verbs that need «a» or «de»
 * before an infinitive: aprender a nadar, empezar a trabajar, dejar de fumar, acabar de llegar.
 */
import type { VerbIndex } from '../conjugation';
import { insertBefore, replaceToken, span, type Finding, type Rule, type Token } from '../sentence';
import { determiner } from '../words';
import { isInfinitive } from './fixed-phrases';
import { finiteReadings } from './verb-readings';

interface Governed {
  /** The verb's lemma (pronominal verbs by their base). */
  lemma: string;
  /** Prepositions learners put there instead. */
  wrong: readonly string[];
  right: string;
  /** Also when the verb is followed directly by «que» (depender que → depender de que). */
  beforeQue?: boolean;
  /** Only with a pronominal clitic before the verb (me caso, te enamoraste). */
  pronominal?: boolean;
}

const GOVERNED: readonly Governed[] = [
  { lemma: 'soñar', wrong: ['de', 'sobre'], right: 'con' },
  { lemma: 'depender', wrong: ['en', 'sobre'], right: 'de', beforeQue: true },
  { lemma: 'casar', wrong: ['a', 'de'], right: 'con', pronominal: true },
  { lemma: 'enamorar', wrong: ['con', 'en'], right: 'de', pronominal: true },
  { lemma: 'consistir', wrong: ['de', 'sobre'], right: 'en' },
  { lemma: 'insistir', wrong: ['sobre', 'de'], right: 'en' },
  { lemma: 'confiar', wrong: ['de', 'sobre'], right: 'en' },
  { lemma: 'quejar', wrong: ['sobre', 'para'], right: 'de', pronominal: true },
  { lemma: 'preocupar', wrong: ['sobre', 'de'], right: 'por', pronominal: true },
  { lemma: 'reír', wrong: ['sobre', 'a'], right: 'de', pronominal: true },
];

/** Verbs followed by «a» + infinitive, and by «de» + infinitive. */
const A_BEFORE_INFINITIVE = new Set([
  'aprender',
  'empezar',
  'comenzar',
  'enseñar',
  'ayudar',
  'volver',
  'ponerse',
  'invitar',
]);
const DE_BEFORE_INFINITIVE = new Set(['dejar', 'acabar', 'tratar', 'terminar', 'olvidar']);
const CLITICS = /^(me|te|se|nos|os)$/;

/**
 * Whether the verb at `i` is used pronominally (me olvidé, te acuerdas), not in the «se me
 * olvidó» construction, where the thing forgotten is the subject and «me» says to whom it
 * happened: «se me olvidó la llave», «se nos olvidó pagar» take no «de».
 */
function pronominalUse(tokens: readonly Token[], i: number): boolean {
  const before = tokens[i - 1]?.lower ?? '';
  return CLITICS.test(before) && !(before !== 'se' && tokens[i - 2]?.lower === 'se');
}
const ARRIVAL_PLACES =
  /^(aeropuerto|estacion|hotel|oficina|trabajo|escuela|colegio|universidad|ciudad|centro|playa|restaurante|hospital|puerto|pueblo|fiesta|boda|cine|teatro|museo|parque|tienda|casa)$/;
const PRONOMINAL_LEMMAS = new Set(GOVERNED.filter((g) => g.pronominal).map((g) => g.lemma));
const PERSON_OR_THING_START = (token: Token | undefined) =>
  Boolean(
    token &&
    (token.name ||
      determiner(token.text) ||
      /^(ti|mí|mi|él|ella|ellos|ellas|usted|ustedes|nosotros|su|sus|tu|tus)$/.test(token.lower)),
  );

function lemmaOf(verbs: VerbIndex, token: Token, lemmas: ReadonlySet<string> | ((lemma: string) => boolean)) {
  const test = typeof lemmas === 'function' ? lemmas : (lemma: string) => lemmas.has(lemma);
  return finiteReadings(verbs, token).find((reading) => test(reading.lemma))?.lemma ?? null;
}

/** soñar de → soñar con; me casé a → me casé con; pienso de ti → pienso en ti. */
export const verbPreposition: Rule = ({ sentence, verbs }) => {
  const { tokens, text } = sentence;
  for (let i = 0; i < tokens.length - 1; i += 1) {
    const verb = tokens[i] as Token;
    const next = tokens[i + 1] as Token;
    if (/[,;:.]/.test(text.slice(verb.end, next.start))) continue;
    const governed = GOVERNED.find((g) => lemmaOf(verbs, verb, (lemma) => lemma === g.lemma));
    if (governed) {
      const pronominalOk = !governed.pronominal || pronominalUse(tokens, i);
      // «Mi sueño de ser médico» is the noun: a determiner before it.
      const noun = determiner(tokens[i - 1]?.text ?? '') !== undefined;
      if (pronominalOk && !noun && governed.wrong.includes(next.lower))
        return found(verb, next, [replaceToken(next, governed.right)], governed.lemma, governed.right);
      if (pronominalOk && !noun && governed.beforeQue && next.lower === 'que')
        return found(verb, next, [insertBefore(next, governed.right)], governed.lemma, governed.right);
    }
    const pensar =
      lemmaOf(verbs, verb, (lemma) => lemma === 'pensar') ??
      (verbs.gerundOf(verb.text) === 'pensar' ? 'pensar' : null);
    // «No me acuerdo su nombre» → «de su nombre».
    const acordarse = lemmaOf(verbs, verb, (lemma) => lemma === 'acordar' || lemma === 'olvidar');
    // «No me acuerdo su nombre», «me acuerdo mucho mi infancia» → «de».
    const object = /^(mucho|bien|muy|todavia|todavía|poco)$/.test(next.lower) ? tokens[i + 2] : next;
    if (acordarse && object && pronominalUse(tokens, i) && (determiner(object.text) || object.name))
      return found(verb, verb, [insertBefore(object, 'de')], `${acordarse}se`, 'de');
    // «¿Qué piensas de…?» asks an opinion and is right; «pienso de ti» means thinking about.
    if (
      pensar &&
      next.lower === 'de' &&
      !/[¿?]/.test(text) &&
      !/\bqu[eé]\b/i.test(text.slice(0, verb.start))
    ) {
      const after = tokens[i + 2];
      if (
        after &&
        (/^(ti|mí|él|ella|ellos|ellas|usted|ustedes|nosotros|vosotros)$/.test(after.lower) ||
          /^(mi|mis|tu|tus|su|sus|nuestra|nuestro|nuestros|nuestras)$/.test(after.lower))
      )
        return found(verb, next, [replaceToken(next, 'en')], 'pensar', 'en');
    }
    const motion = lemmaOf(verbs, verb, (lemma) => lemma === 'llegar');
    if (motion && next.lower === 'en' && (tokens[i + 2]?.name || tokens[i + 2]?.lower === 'casa'))
      return found(verb, next, [replaceToken(next, 'a')], 'llegar', 'a');
    // «Llegamos en el aeropuerto» → «al aeropuerto» (but «llegué en tren», «en dos horas»).
    const place = tokens[i + 3];
    if (
      motion &&
      next.lower === 'en' &&
      /^(el|la)$/.test(tokens[i + 2]?.lower ?? '') &&
      place &&
      ARRIVAL_PLACES.test(place.folded)
    ) {
      const article = tokens[i + 2] as Token;
      return found(
        verb,
        next,
        [{ start: next.start, end: article.end, text: article.lower === 'el' ? 'al' : 'a la' }],
        'llegar',
        'a',
      );
    }
    if (
      lemmaOf(verbs, verb, (lemma) => lemma === 'ir' || lemma === 'venir') &&
      next.lower === 'en' &&
      tokens[i + 2]?.lower === 'pie'
    )
      return found(verb, next, [replaceToken(next, 'a')], 'ir', 'a');
    if (!isInfinitive(next, verbs)) continue;
    // «Vuelvo a llamar», «aprendo a nadar», «te invito a cenar».
    const needsA = lemmaOf(verbs, verb, A_BEFORE_INFINITIVE);
    if (needsA) return found(verb, next, [insertBefore(next, 'a')], needsA, 'a');
    const needsDe = lemmaOf(verbs, verb, DE_BEFORE_INFINITIVE);
    const clitic = /^(me|te|se|le|nos|os|les|lo|la|los|las)$/.test(tokens[i - 1]?.lower ?? '');
    // «Olvidé comprar pan» is right (only «me olvidé de»); «me dejó salir» (let me) is right.
    if (needsDe === 'olvidar' && !pronominalUse(tokens, i)) continue;
    if (needsDe === 'dejar' && clitic) continue;
    if (needsDe) return found(verb, next, [insertBefore(next, 'de')], needsDe, 'de');
  }
  return null;

  function found(
    verb: Token,
    at: Token,
    edits: Finding['edits'],
    lemma: string,
    preposition: string,
  ): Finding {
    const start = tokens.indexOf(at);
    const object = tokens[start + 1];
    const rightPhrase = `${verb.lower} ${preposition}${object && PERSON_OR_THING_START(object) ? ` ${object.lower}` : ''}`;
    return {
      category: 'verb-preposition',
      span: span(verb, at),
      edits,
      slots: { verb: PRONOMINAL_LEMMAS.has(lemma) ? `${lemma}se` : lemma, preposition, right: rightPhrase },
    };
  }
};
