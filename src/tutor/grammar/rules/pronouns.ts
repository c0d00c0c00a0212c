/**
 * Pronouns around the verb: a reflexive verb without its pronoun (yo levanto a las siete → me
 * levanto), a stressed pronoun used as an object (olvidé ellos → los olvidé), «lo» where the verb
 * takes an indirect object (lo di el libro → le di el libro) and «le lo» → «se lo».
 */
import type { VerbIndex } from '../conjugation';
import { replaceToken, span, subjectPerson, type Rule, type Token } from '../sentence';
import { determiner, nounReading } from '../words';
import { hasOwnObject, intransitiveUse } from './verb-objects';
import { finiteReadings, type FiniteReading } from './verb-readings';

const REFLEXIVE = ['me', 'te', 'se', 'nos', 'os', 'se'] as const;

/** Verbs of the daily routine, reflexive unless they take an object of their own. */
const ROUTINE = new Set([
  'levantar',
  'despertar',
  'duchar',
  'acostar',
  'bañar',
  'vestir',
  'peinar',
  'afeitar',
  'maquillar',
  'sentar',
  'lavar',
  'cepillar',
]);
/** Verbs that are pronominal in the sense learners use (me quejo, me mudé, me divierto). */
const ALWAYS_PRONOMINAL = new Set([
  'quejar',
  'mudar',
  'divertir',
  'aburrir',
  'enfadar',
  'enojar',
  'preocupar',
  'relajar',
  'arrepentir',
  'atrever',
  'despedir',
  'acordar',
  'equivocar',
]);

const BODY_PARTS = /^(dientes|manos|cara|pelo|pies|piernas|barba)$/;

/** The reading of a finite form among the lemmas, with the subject person. */
function readingOf(verbs: VerbIndex, token: Token, lemmas: ReadonlySet<string>): FiniteReading | undefined {
  return finiteReadings(verbs, token).find((r) => lemmas.has(r.lemma));
}

/** yo levanto a las siete → yo me levanto; ducho cada mañana → me ducho; mudé a Madrid → me mudé. */
export const reflexivePronoun: Rule = ({ sentence, verbs, glossary }) => {
  const { tokens } = sentence;
  for (let i = 0; i < tokens.length; i += 1) {
    const verb = tokens[i] as Token;
    const readings = finiteReadings(verbs, verb);
    // «siento» is sentar and sentir; «visto» is vestir and a participle: only unambiguous forms.
    if (
      readings.length === 0 ||
      readings.some((r) => !ROUTINE.has(r.lemma) && !ALWAYS_PRONOMINAL.has(r.lemma))
    )
      continue;
    const routine = readings.find((r) => ROUTINE.has(r.lemma));
    const always = routine ? undefined : readings.find((r) => ALWAYS_PRONOMINAL.has(r.lemma));
    const reading = (routine ?? always) as FiniteReading;
    const previous = tokens[i - 1];
    if (
      previous &&
      /^(me|te|se|nos|os|lo|la|le|los|las|les|de|del|al|el|la|mi|tu|su|un|una)$/.test(previous.lower)
    )
      continue;
    // «estoy despierto», «he visto»: an auxiliary before it makes it a participle or adjective.
    // The auxiliary is read alone: after «la» or «lo» (ya la he visto) it is still «haber».
    if (previous && finiteReadings(verbs, previous.text).some((r) => /^(estar|ser|haber)$/.test(r.lemma)))
      continue;
    // A body part is the learner's own: «lavo los dientes» → «me lavo los dientes».
    const bodyPart =
      BODY_PARTS.test(tokens[i + 2]?.lower ?? '') && /^(los|las|la|el)$/.test(tokens[i + 1]?.lower ?? '');
    if (routine && !bodyPart && (hasOwnObject(tokens, i, glossary) || !intransitiveUse(tokens, i))) continue;
    // «acordar» and «despedir» take objects too: «acordamos una fecha», «despidieron a Juan».
    if (
      always &&
      /^(acordar|despedir|preocupar|aburrir)$/.test(reading.lemma) &&
      (hasOwnObject(tokens, i, glossary) || (tokens[i + 1]?.lower === 'que' && reading.lemma !== 'acordar'))
    )
      continue;
    if (
      reading.lemma === 'acordar' &&
      tokens[i + 1]?.lower !== 'de' &&
      !/^(mi|tu|su|el|la|los|las)$/.test(tokens[i + 1]?.lower ?? '')
    )
      continue;
    if (reading.lemma === 'preocupar' && !/^(por|de|mucho|demasiado)$/.test(tokens[i + 1]?.lower ?? ''))
      continue;
    const pronoun = REFLEXIVE[reading.person];
    const capital = verb.text[0] !== verb.lower[0];
    const edits = [
      { start: verb.start, end: verb.end, text: `${capital ? capitalised(pronoun) : pronoun} ${verb.lower}` },
    ];
    return {
      category: 'reflexive-pronoun',
      span: span(verb, verb),
      edits,
      slots: { infinitive: `${reading.lemma}se`, form: `${pronoun} ${verb.lower}` },
    };
  }
  return null;
};

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

const STRESSED_OBJECTS: Readonly<Record<string, { clitic: string; person: number }>> = {
  él: { clitic: 'lo', person: 2 },
  ella: { clitic: 'la', person: 2 },
  ellos: { clitic: 'los', person: 5 },
  ellas: { clitic: 'las', person: 5 },
};
/** Verbs that take a direct object: «olvidé ellos» is an object, «llegó ella» a subject. */
const TRANSITIVE = new Set([
  'ver',
  'conocer',
  'olvidar',
  'llamar',
  'querer',
  'ayudar',
  'visitar',
  'invitar',
  'esperar',
  'buscar',
  'encontrar',
  'comprar',
  'tener',
  'necesitar',
  'perder',
  'escuchar',
  'mirar',
  'leer',
  'comer',
  'beber',
  'odiar',
  'amar',
  'preparar',
  'cocinar',
  'traer',
  'llevar',
  'usar',
  'hacer',
  'poner',
  'abrir',
  'cerrar',
  'vender',
  'recordar',
  'saludar',
  'besar',
  'abrazar',
  'entender',
]);
const DITRANSITIVE = new Set([
  'dar',
  'decir',
  'regalar',
  'enviar',
  'mandar',
  'explicar',
  'preguntar',
  'escribir',
  'prestar',
  'enseñar',
  'pedir',
  'contar',
  'devolver',
]);
const INDIRECT: Readonly<Record<string, string>> = { lo: 'le', la: 'le', los: 'les', las: 'les' };

/** olvidé ellos → los olvidé; lo di el libro → le di el libro; le lo di → se lo di. */
export const objectPronoun: Rule = ({ sentence, verbs, glossary }) => {
  const { tokens, text } = sentence;
  /**
   * «¡Lo dice esta página!», «lo explica el profesor»: a noun phrase after a third-person verb
   * that agrees with it may be its subject, and «lo» the thing said, unless a subject already
   * stands before the pronoun (mi madre lo dio el libro).
   */
  const postverbalSubject = (clitic: number, reading: FiniteReading, phrase: Token): boolean => {
    const det = determiner(phrase.text);
    if (!det || (reading.person === 2 ? 'sg' : reading.person === 5 ? 'pl' : null) !== det.number)
      return false;
    let at = clitic - 1;
    while (
      at >= 0 &&
      !tokens[at + 1]?.afterBreak &&
      /^(no|ya|también|siempre|nunca|solo)$/.test(tokens[at]?.lower ?? '')
    )
      at -= 1;
    const before = tokens[at];
    if (!before || tokens[at + 1]?.afterBreak) return true;
    return subjectPerson(tokens, at) === null && !before.name && !nounReading(before.text, glossary);
  };
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i] as Token;
    const next = tokens[i + 1];
    // le lo / les la → se lo / se la.
    if (/^(le|les)$/.test(token.lower) && next && /^(lo|la|los|las)$/.test(next.lower)) {
      return {
        category: 'object-pronoun',
        span: span(token, next),
        edits: [replaceToken(token, 'se')],
        slots: {
          why: 'Before «lo», «la», «los», «las», the pronoun «le» or «les» becomes «se»: se lo di.',
          whyEs: 'Delante de «lo», «la», «los», «las», «le» y «les» se convierten en «se»: se lo di.',
        },
      };
    }
    // «¿El libro? Se le presté» → «se lo presté» (but «se le olvidó» is right).
    if (
      token.lower === 'se' &&
      next &&
      /^(le|les)$/.test(next.lower) &&
      tokens[i + 2] &&
      readingOf(verbs, tokens[i + 2] as Token, DITRANSITIVE)
    ) {
      return {
        category: 'object-pronoun',
        span: span(token, tokens[i + 2] as Token),
        edits: [replaceToken(next, 'lo')],
        slots: {
          why: 'After «se», the thing given is «lo» or «la»: «se lo di».',
          whyEs: 'Después de «se», lo que se da es «lo» o «la»: «se lo di».',
        },
      };
    }
    if (/^(lo|la|los|las)$/.test(token.lower) && next && !/[,.;]/.test(text.slice(token.end, next.start))) {
      const reading = readingOf(verbs, next, DITRANSITIVE);
      const object = tokens[i + 2];
      const objectNoun = tokens[i + 3]?.folded ?? '';
      // «Lo dije el lunes»: a time, not a second object.
      const time =
        /^(lunes|martes|miercoles|jueves|viernes|sabado|domingo|semana|mes|año|ano|dia|otro|fin|verano|invierno)$/.test(
          objectNoun,
        );
      if (reading && object && determiner(object.text) && !time && !postverbalSubject(i, reading, object)) {
        const indirect = INDIRECT[token.lower] as string;
        return {
          category: 'object-pronoun',
          span: span(token, next),
          edits: [replaceToken(token, indirect)],
          slots: {
            why: `The person who receives takes the indirect pronoun «${indirect}»: «${indirect} ${next.lower}…».`,
            whyEs: `A quien recibe le corresponde el pronombre indirecto «${indirect}»: «${indirect} ${next.lower}…».`,
          },
        };
      }
    }
    const object = next ? STRESSED_OBJECTS[next.lower] : undefined;
    if (!object || !next) continue;
    if (/[,;]/.test(text.slice(token.end, next.start))) continue;
    const after = tokens[i + 2];
    if (
      after &&
      !/[.,;!?]/.test(text.slice(next.end, after.start)) &&
      !/^(ayer|hoy|mañana|también|tambien|mucho|siempre|ahora|en|a|con|de|por|para|desde|cada|todos|todas)$/.test(
        after.lower,
      )
    )
      continue;
    const reading = finiteReadings(verbs, token).find((r) => TRANSITIVE.has(r.lemma));
    if (!reading || reading.person === object.person) continue;
    if (tokens[i - 1] && /^(lo|la|los|las|le|les|me|te|nos)$/.test(tokens[i - 1]?.lower ?? '')) continue;
    const capital = token.text[0] !== token.lower[0];
    const clitic = capital ? capitalised(object.clitic) : object.clitic;
    return {
      category: 'object-pronoun',
      span: span(token, next),
      edits: [
        { start: token.start, end: token.end, text: `${clitic} ${token.lower}` },
        { start: token.end, end: next.end, text: '' },
      ],
      slots: {
        why: `As an object, «${next.lower}» becomes «${object.clitic}», before the verb: «${object.clitic} ${token.lower}».`,
        whyEs: `Como objeto, «${next.lower}» se convierte en «${object.clitic}», delante del verbo: «${object.clitic} ${token.lower}».`,
      },
    };
  }
  return null;
};
