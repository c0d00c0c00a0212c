/**
 * Follow-ups: a question about the thing the learner just named, so the tutor answers what was
 * said instead of changing the subject («Trabajo en un hospital» → «¿Y qué haces en el
 * hospital?»). Pure: it reads the message, the tutor's Understanding and memory, and fills a
 * content template (src/content/tutor/follow-ups.ts) with checked material only: glossary nouns
 * rebuilt with their article, verb forms from the verb index, places understand() accepted.
 * Returns null when nothing fits; the tutor then asks its next topic question.
 */
import type { Glossary } from '../content/glossary';
import {
  EXPERIENCE_VERBS,
  FAMILY,
  FOLLOW_UP_REACTIONS,
  FOLLOW_UPS,
  KINDS,
  MIXED_FAMILY,
  NOT_ACTIVITIES,
  OBJECT_VERBS,
  PAST_PLACES,
  PETS,
  POSSESSIONS,
  SOCIAL_VERBS,
  SPORTS,
  VERB_ENGLISH,
  type FollowUpSituation,
  type FollowUpTemplate,
} from '../content/tutor/follow-ups';
import { PROFESSION_NOUNS } from '../content/tutor/grammar-words';
import type { Line } from '../content/tutor/types';
import { fill, MAX_REPLY_WORDS, type Slots } from './compose';
import type { VerbIndex } from './grammar/conjugation';
import {
  agreeingAdjective,
  determiner,
  nounReading,
  plural,
  type Gender,
  type NumberKind,
} from './grammar/words';
import { englishGloss, englishPlural, nounPhrase, type Thing } from './phrases';
import { fold, wordCount } from './text';
import type { Understanding } from './understand';

export interface FollowUpInput {
  /** The learner's message (already checked: no grammar error found). */
  text: string;
  understood: Understanding;
  glossary: Glossary;
  verbs: VerbIndex;
  /** Facts the tutor already knows (name, city, job…): never ask for them again. */
  memory: Readonly<Record<string, string>>;
  /** Follow-up ids already used this session: never repeat one. */
  used: ReadonlySet<string>;
  /** A0–A1: simpler questions. */
  basic: boolean;
}

export interface FollowUp {
  /** Template id, then «:» and the thing it is about when it names one («pet-name:perro»). */
  id: string;
  line: Line;
  /** A reaction before the question, optional. */
  react?: Line;
}

/** A situation found in the message, most telling first. */
interface Candidate {
  situation: FollowUpSituation;
  /** Which reactions suit it (FOLLOW_UP_REACTIONS). */
  family: string;
  /** What the question is about, appended to the id («perro», «viajar»); empty for feelings. */
  key: string;
  slots: Slots;
  /** The verb whose English fills {verb}/{inf}/{did}, for the social and object checks. */
  verb?: { lemma: string; en: string };
  /** {Verb} carries the learner's object («Escuchas música»), so "listen to" reads well. */
  objectInVerb?: boolean;
  /** Template ids that do not fit this message (it already says where, with whom…). */
  skip?: (template: FollowUpTemplate) => boolean;
}

interface Word {
  /** As written. */
  raw: string;
  /** Lower case, accents kept. */
  lower: string;
  /** Folded: lower case without accents. */
  plain: string;
}

/** A glossary noun as the learner used it: lemma, the form for their gender, number, English. */
interface NounInfo {
  lemma: string;
  /** Singular form agreeing with the learner's gender («prima» from primo). */
  form: string;
  gender: Gender;
  number: NumberKind;
  /** English singular. */
  en: string;
  gloss: string;
}

const CARING = new Set(['tired', 'ill', 'bad', 'busy', 'nervous']);
const NEGATIONS = new Set(['no', 'nunca', 'tampoco', 'jamas']);
const COUNTS = new Set([
  'un',
  'una',
  'unos',
  'unas',
  'dos',
  'tres',
  'cuatro',
  'cinco',
  'seis',
  'varios',
  'varias',
]);
/** Words after which a first-person form reads as a verb («yo juego», «los sábados juego»). */
const NOT_BEFORE_VERB = new Set([
  'el',
  'la',
  'los',
  'las',
  'un',
  'una',
  'mi',
  'tu',
  'su',
  'me',
  'te',
  'se',
  'lo',
  'le',
  'nos',
  'de',
  'del',
  'en',
  'a',
  'al',
  'con',
  'por',
  'para',
  'este',
  'ese',
  'que',
]);
/** Past verbs too vague to ask about without an object («Ayer vi…», «Fui feliz»). */
const PAST_NEEDS_OBJECT = new Set([
  'ver',
  'visitar',
  'tocar',
  'practicar',
  'celebrar',
  'montar',
  'hablar',
  'comprar',
  'leer',
  'escribir',
  'escuchar',
]);
const PAST_SKIP = new Set([
  'ser',
  'estar',
  'tener',
  'haber',
  'gustar',
  'encantar',
  'poder',
  'querer',
  'saber',
  'llamar',
  'decir',
  'dar',
  'hacer',
  'ir',
]);
const PLAN_SKIP = new Set([
  'ser',
  'estar',
  'tener',
  'haber',
  'poder',
  'querer',
  'gustar',
  'llamar',
  'decir',
  'dar',
  'hacer',
]);
/** Verbs whose «¿… todos los días?» would sound odd. */
const NOT_DAILY = new Set(['dormir', 'descansar', 'comer', 'beber', 'viajar', 'vivir', 'visitar']);
/** Words a verb can follow in a learner's sentence: «yo juego», «los sábados juego», «y leo». */
const CLAUSE_START = new Set([
  'yo',
  'tambien',
  'siempre',
  'normalmente',
  'veces',
  'dias',
  'sabados',
  'domingos',
  'semana',
  'tarde',
  'tardes',
  'manana',
  'mananas',
  'noche',
  'noches',
  'y',
  'pero',
  'ahora',
  'hoy',
  'ayer',
  'finde',
  'casi',
  'todavia',
  'aun',
  'solo',
  'tambien',
]);
const WHEN =
  /\b(lunes|martes|miercoles|jueves|viernes|sabados?|domingos?|todos los|todas las|cada|siempre|a veces|a menudo|fines? de semana|ma(n|ñ)ana|hoy|esta (tarde|noche|semana)|pronto|la semana que viene|el mes que viene|el a(n|ñ)o que viene|en (verano|invierno|primavera|otono|vacaciones))\b/;
const STATEMENT = /[^.!?]+[.!?]*/g;

/** Finds a follow-up question about what the learner just said, or null. */
export function followUp(input: FollowUpInput): FollowUp | null {
  for (const candidate of candidates(input)) {
    const chosen = choose(candidate, input);
    if (chosen) return chosen;
  }
  return null;
}

/** The first template of a situation that is new, fits the level, asks nothing known and fits 20 words. */
function choose(candidate: Candidate, input: FollowUpInput): FollowUp | null {
  const verbEn = candidate.verb?.en ?? '';
  const trailingPreposition = /\s(to|at|for|with|about)$/.test(verbEn);
  for (const template of FOLLOW_UPS[candidate.situation]) {
    const id = candidate.key ? `${template.id}:${candidate.key}` : template.id;
    if (input.used.has(id)) continue;
    if (template.richer && input.basic) continue;
    if (template.asks && input.memory[template.asks]) continue;
    if (template.social && candidate.verb && !SOCIAL_VERBS.has(candidate.verb.lemma)) continue;
    if (trailingPreposition && !template.object && !(template.objectSlot && candidate.objectInVerb)) continue;
    if (candidate.skip?.(template)) continue;
    const line = fill(template, candidate.slots);
    if (/[{}]/.test(line.es + line.en) || wordCount(line.es) > MAX_REPLY_WORDS) continue;
    const reactions = FOLLOW_UP_REACTIONS[candidate.family] ?? [];
    const react = reactions[input.used.size % Math.max(1, reactions.length)];
    const fits = react && wordCount(`${react.es} ${line.es}`) <= MAX_REPLY_WORDS;
    return { id, line, ...(fits ? { react } : {}) };
  }
  return null;
}

/** Every situation the message offers, most telling first. */
function candidates(input: FollowUpInput): Candidate[] {
  // Questions are the tutor's to answer, not to follow: «¿y tú?» and «Tienes hermanos?» are left out.
  const statement = (
    input.text
      .normalize('NFC')
      .replace(/¿[^?]*\??/g, '. ')
      .match(STATEMENT) ?? []
  )
    .filter((sentence) => !sentence.trim().endsWith('?'))
    .join(' ');
  const words: Word[] = (statement.match(/[\p{L}\p{N}]+/gu) ?? []).map((raw) => ({
    raw,
    lower: raw.toLowerCase(),
    plain: fold(raw),
  }));
  const reader = createReader(words, input);
  const found: (Candidate | null)[] = [];
  const { feeling } = input.understood;
  const negatedFeeling = /\bno (estoy|me siento|ando)\b/.test(fold(statement));
  if (feeling && CARING.has(feeling) && !negatedFeeling) found.push(feelingCandidate(feeling, statement));
  found.push(reader.plan());
  found.push(reader.past());
  found.push(...reader.work());
  found.push(reader.family());
  found.push(reader.like());
  found.push(reader.dislike());
  found.push(reader.activity());
  found.push(reader.place());
  if (feeling && !CARING.has(feeling) && !negatedFeeling) found.push(feelingCandidate(feeling, statement));
  return found.filter((candidate): candidate is Candidate => candidate !== null);
}

function feelingCandidate(feeling: string, text: string): Candidate | null {
  if (!(feeling in FOLLOW_UPS)) return null;
  // «¿Algún motivo especial?» answers joy, not a plain «bien».
  const joyful =
    /\b(muy|content[oa]s?|feliz|felices|emocionad[oa]s?|alegres?|genial|fenomenal|estupend[oa]s?)\b/.test(
      fold(text),
    );
  return {
    situation: feeling as FollowUpSituation,
    family: CARING.has(feeling) ? 'caring' : 'happy',
    key: '',
    slots: {},
    skip: (t) => t.id === 'good-why' && !joyful,
  };
}

/** The Spanish capitalised to open a question («¿Cocinas…?»); the English stays inside its sentence. */
function capitalise(line: Line): Line {
  return { es: line.es.charAt(0).toUpperCase() + line.es.slice(1), en: line.en };
}

/** «a nurse», «an engineer». */
function withIndefinite(english: string): string {
  return `${/^[aeiou]/i.test(english) ? 'an' : 'a'} ${english}`;
}

/** amigo → amiga, profesor → profesora, león → leona. */
function feminine(lemma: string): string {
  if (lemma.endsWith('o')) return lemma.slice(0, -1) + 'a';
  return lemma.replace(/([áéíóú])([ns])$/, (_, vowel: string, end: string) => fold(vowel) + end) + 'a';
}

function createReader(words: readonly Word[], input: FollowUpInput) {
  const { glossary, verbs, understood } = input;
  const plainAt = (index: number) => words[index]?.plain ?? '';
  const negated = (index: number) => NEGATIONS.has(plainAt(index - 1)) || NEGATIONS.has(plainAt(index - 2));
  const saysAfter = (index: number, pattern: RegExp) =>
    words.slice(index + 1).some((w) => pattern.test(w.plain));
  const saysWho = (index: number) => saysAfter(index, /^con(migo)?$/);
  /** The message already says how often or when («los sábados», «mañana»). */
  const saysWhen = WHEN.test(words.map((w) => w.plain).join(' '));

  function noun(word: string | undefined): NounInfo | null {
    if (!word) return null;
    const exact = glossary.get(word.toLowerCase(), 'noun');
    // «tenis», «lunes»: one form for both numbers; the exact headword is singular.
    const reading =
      nounReading(word, glossary) ??
      (exact?.gender && exact.gender !== 'mf'
        ? { lemma: exact.lemma, gender: exact.gender, number: 'sg' as const, flexible: false }
        : undefined);
    if (!reading || reading.gender === 'mf' || reading.flexible) return null;
    const entry = glossary.get(reading.lemma, 'noun');
    if (!entry?.gender || entry.gender === 'mf') return null;
    const derived = reading.gender !== entry.gender;
    return {
      lemma: reading.lemma,
      form: derived ? feminine(reading.lemma) : reading.lemma,
      gender: reading.gender,
      number: reading.number,
      en: englishGloss(entry.gloss),
      gloss: entry.gloss,
    };
  }

  /** «novelas» / "novels": the noun without its article. */
  const bareNoun = (info: NounInfo): Line =>
    info.number === 'pl'
      ? { es: plural(info.form), en: englishPlural(info.en) }
      : { es: info.form, en: info.en };

  /** «el hospital» / "hospital", rebuilt from the glossary. */
  const phrase = (info: NounInfo): Thing => nounPhrase(info.form, info.gender, info.number, info.gloss);

  /** A noun phrase starting at a word: (determiner) noun; the article the learner used, if any. */
  function nounAt(
    index: number,
  ): { info: NounInfo; article: 'definite' | 'other' | 'none'; end: number } | null {
    const first = words[index];
    if (!first) return null;
    const det = determiner(first.lower);
    const head = det ? words[index + 1] : first;
    const info = noun(head?.raw);
    if (!info || !head) return null;
    if (det && det.gender && det.gender !== info.gender) return null;
    if (det && det.number !== info.number) return null;
    return {
      info,
      article: !det ? 'none' : det.kind === 'article' ? 'definite' : 'other',
      end: det ? index + 1 : index,
    };
  }

  /** A place after «en», «a», «al», «para»: the noun phrase, or null. */
  function placeAfter(index: number): NounInfo | null {
    const prep = plainAt(index);
    if (prep === 'al' || prep === 'del') {
      const info = noun(words[index + 1]?.raw);
      return info && info.gender === 'm' && info.number === 'sg' ? info : null;
    }
    if (prep !== 'en' && prep !== 'a' && prep !== 'para') return null;
    return nounAt(index + 1)?.info ?? null;
  }

  /** The verb's English without "to": "cook", "listen to". */
  function verbEnglish(lemma: string): string {
    const entry = glossary.get(lemma, 'verb');
    return VERB_ENGLISH[lemma] ?? englishGloss(entry?.gloss ?? '').replace(/^to /, '');
  }

  /** A first-person form at a word: yo present or preterite of a glossary verb. */
  function firstPerson(index: number, tense: 'present' | 'preterite'): string | null {
    const word = words[index];
    if (!word || NOT_BEFORE_VERB.has(plainAt(index - 1))) return null;
    // «juego», «como», «trabajo» are also other words: a verb only where a verb starts a clause.
    const other = glossary.lookup(word.lower);
    if (other && other.pos !== 'verb' && index > 0 && !CLAUSE_START.has(plainAt(index - 1))) return null;
    const reading = verbs.tensed(word.lower).find((r) => r.tense === tense && r.person === 0);
    return reading && glossary.get(reading.lemma, 'verb') ? reading.lemma : null;
  }

  const tuPresent = (lemma: string) => verbs.form(lemma, 'present', 1);
  const tuPast = (lemma: string) => verbs.form(lemma, 'preterite', 1);

  return {
    /** «Voy a viajar a México», «Mañana voy a cocinar». */
    plan(): Candidate | null {
      for (let i = 0; i < words.length - 2; i += 1) {
        if (plainAt(i) !== 'voy' || plainAt(i + 1) !== 'a' || negated(i)) continue;
        const next = words[i + 2]?.plain ?? '';
        const lemma = /(ar|er|ir)$/.test(next) ? verbs.infinitive(next) : null;
        if (!lemma || PLAN_SKIP.has(lemma)) return null;
        const en = verbEnglish(lemma);
        const who = saysWho(i);
        const where = saysAfter(i + 2, /^(en|al?)$/);
        const skip = (t: FollowUpTemplate) =>
          (where && /-where$/.test(t.id)) || (who && /-who$/.test(t.id)) || (saysWhen && /-when$/.test(t.id));
        if (lemma === 'viajar' || lemma === 'ir')
          return { situation: 'planTrip', family: 'plan', key: lemma, slots: {}, skip };
        return {
          situation: 'plan',
          family: 'plan',
          key: lemma,
          slots: { inf: { es: lemma, en } },
          verb: { lemma, en },
          skip,
        };
      }
      return null;
    },

    /** «Ayer fui al cine», «Vi una película», «He leído un libro». */
    past(): Candidate | null {
      for (let i = 0; i < words.length; i += 1) {
        let lemma = firstPerson(i, 'preterite');
        if (!lemma && plainAt(i) === 'he' && i + 1 < words.length) {
          lemma = verbs.participleOf(words[i + 1]?.lower ?? '');
          if (lemma) i += 1;
        }
        if (!lemma || negated(i)) continue;
        const who = saysWho(i);
        const skipWho = (t: FollowUpTemplate) => who && /-who$/.test(t.id);
        // «fui» is ir before «a»: «fui al cine», «fui a la playa».
        const goes = (lemma === 'ser' || lemma === 'ir') && /^(a|al)$/.test(plainAt(i + 1));
        if (goes) {
          const place = placeAfter(i + 1);
          const situation = (place && PAST_PLACES[place.lemma]) || 'pastGo';
          return { situation, family: 'past', key: place?.lemma ?? 'ir', slots: {}, skip: skipWho };
        }
        if (PAST_SKIP.has(lemma)) continue;
        const did = tuPast(lemma);
        if (!did) continue;
        const en = verbEnglish(lemma);
        const object = nounAt(i + 1);
        if (object) {
          const thing = phrase(object.info);
          const experience = EXPERIENCE_VERBS.has(lemma);
          return {
            situation: 'pastObject',
            family: 'past',
            key: `${lemma}-${object.info.lemma}`,
            slots: {
              thing: { es: thing.es, en: thing.en },
              gusto: thing.plural ? 'gustaron' : 'gustó',
              did: { es: did, en },
            },
            verb: { lemma, en },
            skip: (t) => skipWho(t) || (t.id === 'past-object-like' && !experience),
          };
        }
        if (PAST_NEEDS_OBJECT.has(lemma)) {
          return {
            situation: 'past',
            family: 'past',
            key: lemma,
            slots: { did: { es: did, en } },
            skip: (t) => t.id !== 'past-how',
          };
        }
        const where = saysAfter(i, /^(en|a|al)$/);
        return {
          situation: 'past',
          family: 'past',
          key: lemma,
          slots: { did: { es: did, en } },
          verb: { lemma, en },
          skip: (t) => skipWho(t) || (where && t.id === 'past-where'),
        };
      }
      return null;
    },

    /** «Trabajo en un hospital», «Soy enfermera», «Soy estudiante», «Estudio medicina». */
    work(): (Candidate | null)[] {
      const found: (Candidate | null)[] = [];
      const profession = professionOf();
      for (let i = 0; i < words.length; i += 1) {
        const word = plainAt(i);
        if ((word !== 'trabajo' && word !== 'estudio') || negated(i) || NOT_BEFORE_VERB.has(plainAt(i - 1)))
          continue;
        const next = plainAt(i + 1);
        if (word === 'trabajo') {
          if (next === 'de' || next === 'como') continue; // a profession: below
          const place = next === 'en' || next === 'para' ? placeAfter(i + 1) : null;
          const article = next === 'en' || next === 'para' ? nounAt(i + 2)?.article : undefined;
          if (place && place.number === 'sg' && article && article !== 'none') {
            const thing = phrase(place);
            found.push({
              situation: 'workPlace',
              family: 'work',
              key: place.lemma,
              slots: { place: { es: thing.es, en: thing.en } },
            });
          } else if (!profession) {
            found.push({ situation: 'workElsewhere', family: 'work', key: '', slots: {} });
          }
        } else {
          const subject = nounAt(i + 1);
          if (subject && subject.article === 'none' && subject.info.number === 'sg') {
            const thing = phrase(subject.info);
            found.push({
              situation: 'studySubject',
              family: 'work',
              key: subject.info.lemma,
              slots: { thing: { es: thing.es, en: thing.en } },
            });
          } else {
            const where = next === 'en';
            found.push({
              situation: 'student',
              family: 'work',
              key: '',
              slots: {},
              skip: (t) => where && t.id === 'study-where',
            });
          }
        }
      }
      if (profession === 'estudiante')
        found.push({ situation: 'student', family: 'work', key: '', slots: {} });
      else if (profession) {
        const entry = glossary.lookup(profession);
        const en = entry ? englishGloss(entry.gloss) : '';
        const saysPlace =
          found.some((c) => c?.situation === 'workPlace') ||
          words.some((w, at) => w.plain === 'en' && plainAt(at - 1) !== 'soy');
        found.push({
          situation: 'job',
          family: 'work',
          key: fold(profession),
          slots: en ? { job: { es: profession, en: withIndefinite(en) } } : {},
          skip: (t) => saysPlace && t.id === 'job-where',
        });
      }
      return found;
    },

    /** «Tengo dos hermanos y una hermana», «Tengo un perro», «Tengo un coche». */
    family(): Candidate | null {
      for (let i = 0; i < words.length - 1; i += 1) {
        if (plainAt(i) !== 'tengo' || negated(i)) continue;
        let at = i + 1;
        while (COUNTS.has(plainAt(at)) || /^\d+$/.test(plainAt(at))) at += 1;
        if (at === i + 1 && !/^(hermanos|hijos|primos|abuelos|tios|nietos|sobrinos)$/.test(plainAt(at)))
          return null;
        const info = noun(words[at]?.raw);
        if (!info) return null;
        const many = info.number === 'pl';
        const spanish = many ? plural(info.form) : info.form;
        const your = (en: string): Line => ({ es: `${many ? 'tus' : 'tu'} ${spanish}`, en: `your ${en}` });
        const he = info.gender === 'f' ? 'she' : 'he';
        const named = /\b(se llaman?|llamad[oa]s?)\b/.test(words.map((w) => w.plain).join(' '));
        const skipName = (t: FollowUpTemplate) => named && /-names?$/.test(t.id);
        const family = FAMILY[info.form];
        if (family) {
          const mixed =
            many &&
            info.gender === 'm' &&
            MIXED_FAMILY[info.form] &&
            words.some(
              (w) => w.plain === fold(feminine(info.form)) || w.plain === fold(plural(feminine(info.form))),
            );
          const en = mixed ? (MIXED_FAMILY[info.form] as string) : many ? family.pl : family.sg;
          const situation: FollowUpSituation =
            family.kind === 'sibling'
              ? many
                ? 'siblings'
                : 'sibling'
              : family.kind === 'child'
                ? many
                  ? 'children'
                  : 'child'
                : many
                  ? 'relatives'
                  : 'relative';
          return { situation, family: 'family', key: spanish, slots: { your: your(en), he }, skip: skipName };
        }
        if (PETS.has(info.lemma)) {
          const en = many ? englishPlural(info.en) : info.en;
          return {
            situation: many ? 'pets' : 'pet',
            family: 'pet',
            key: spanish,
            slots: { your: your(en), small: agreeingAdjective('pequeño', info.gender, 'sg') },
            skip: skipName,
          };
        }
        if (POSSESSIONS.has(info.lemma) && !many) {
          return {
            situation: 'possession',
            family: 'like',
            key: info.lemma,
            slots: { your: your(info.en), new: agreeingAdjective('nuevo', info.gender, 'sg') },
          };
        }
        return null;
      }
      return null;
    },

    /** «Me gusta cocinar», «Me gusta el fútbol», «Me gustan las películas». */
    like(): Candidate | null {
      const liked = understood.likes[0];
      if (!liked) return null;
      const verb = glossary.get(liked.es, 'verb');
      if (verb) return likedVerb(liked.es);
      const info = noun(liked.es.split(' ').at(-1));
      if (!info) return null;
      const thing = { es: liked.es, en: liked.en };
      const gusta = liked.plural ? 'gustan' : 'gusta';
      const bare = { es: liked.es.replace(/^\S+ /, ''), en: liked.en };
      if (SPORTS.has(info.lemma) && !liked.plural)
        return { situation: 'likeSport', family: 'like', key: info.lemma, slots: { thing } };
      if (info.lemma === 'música')
        return { situation: 'likeMusic', family: 'like', key: info.lemma, slots: { thing } };
      const situation = KINDS.has(info.lemma) ? 'likeKind' : 'likeThing';
      return { situation, family: 'like', key: info.lemma, slots: { thing, gusta, noun: bare } };
    },

    /** «No me gusta el café». */
    dislike(): Candidate | null {
      const disliked = understood.dislikes[0];
      if (!disliked) return null;
      return {
        situation: 'dislike',
        family: 'dislike',
        key: fold(disliked.es.replace(/^\S+ /, '')),
        slots: { thing: { es: disliked.es, en: disliked.en }, gusta: disliked.plural ? 'gustan' : 'gusta' },
      };
    },

    /** «Juego al tenis los sábados», «Leo novelas», «Nado en la piscina», «Voy al gimnasio». */
    activity(): Candidate | null {
      for (let i = 0; i < words.length - 1; i += 1) {
        const lemma = firstPerson(i, 'present');
        if (!lemma || negated(i)) continue;
        const goes = lemma === 'ir' && /^(a|al)$/.test(plainAt(i + 1)) && placeAfter(i + 1);
        if (NOT_ACTIVITIES.has(lemma) && !goes) continue;
        const verb = tuPresent(lemma);
        if (!verb) continue;
        const en = verbEnglish(lemma);
        const slots: Slots = {
          verb: { es: verb, en },
          Verb: capitalise({ es: verb, en }),
          inf: { es: lemma, en },
        };
        const who = saysWho(i);
        const game = lemma === 'jugar' && /^(a|al)$/.test(plainAt(i + 1)) ? placeAfter(i + 1) : null;
        if (game) {
          const place = saysAfter(i + 2, /^en$/);
          const named = phrase(game);
          return {
            situation: 'activityPlay',
            family: 'like',
            key: game.lemma,
            slots: { ...slots, game: { es: `a ${named.es}`.replace(/^a el /, 'al '), en: named.en } },
            skip: (t) => (who && t.id === 'play-who') || (place && t.id === 'play-where'),
          };
        }
        const object = nounAt(i + 1);
        if (object && object.article !== 'other') {
          const { info } = object;
          const bare = bareNoun(info);
          const sortable = info.number === 'pl' || KINDS.has(info.lemma) || object.article === 'definite';
          const withObject = object.article === 'definite' ? phrase(info) : bare;
          const objectEn = object.article === 'definite' ? `the ${withObject.en}` : withObject.en;
          return {
            situation: 'activityObject',
            family: 'like',
            key: `${lemma}-${info.lemma}`,
            slots: {
              ...slots,
              noun: bare,
              Verb: capitalise({ es: `${verb} ${withObject.es}`, en: `${en} ${objectEn}` }),
            },
            verb: { lemma, en },
            objectInVerb: true,
            skip: (t) => (t.id === 'activity-which' && !sortable) || (t.id === 'activity-often' && saysWhen),
          };
        }
        const somewhere = /^(en|a|al|con|por)$/.test(plainAt(i + 1));
        if (!somewhere) continue;
        return {
          situation: 'activity',
          family: 'like',
          key: lemma,
          slots,
          verb: { lemma, en },
          skip: (t) =>
            (who && t.id === 'activity-who') ||
            (t.id === 'activity-like' && lemma === 'ir') ||
            (t.id === 'activity-often' && (NOT_DAILY.has(lemma) || saysWhen)),
        };
      }
      return null;
    },

    /** «Vivo en Valencia», «Soy de Lima»: only places understand() accepted. */
    place(): Candidate | null {
      for (const key of ['city', 'origin'] as const) {
        const fact = understood.facts.find((f) => f.key === key);
        if (fact)
          return { situation: key, family: 'place', key: fold(fact.value), slots: { city: fact.value } };
      }
      return null;
    },
  };

  /** A liked activity: «¿Qué te gusta cocinar?», «¿Viajas a menudo?». */
  function likedVerb(lemma: string): Candidate | null {
    const verb = tuPresent(lemma);
    if (!verb) return null;
    const en = verbEnglish(lemma);
    const slots: Slots = {
      verb: { es: verb, en },
      Verb: capitalise({ es: verb, en }),
      inf: { es: lemma, en },
    };
    const at = words.findIndex((w) => w.plain === fold(lemma));
    const object = at >= 0 ? nounAt(at + 1) : null;
    const saysWhat = object !== null;
    // The object only where the English verb needs one ("listen to music"): «salsa» may be a sauce.
    if (object && object.article !== 'other' && / to$/.test(en)) {
      const thing = object.article === 'definite' ? phrase(object.info) : bareNoun(object.info);
      const objectEn = object.article === 'definite' ? `the ${thing.en}` : thing.en;
      slots.Verb = capitalise({ es: `${verb} ${thing.es}`, en: `${en} ${objectEn}` });
    }
    const who = at >= 0 && saysWho(at);
    if (lemma === 'jugar')
      return { situation: 'likeVerbPlay', family: 'like', key: lemma, slots, verb: { lemma, en } };
    const situation = OBJECT_VERBS.has(lemma) ? 'likeVerbWhat' : 'likeVerb';
    return {
      situation,
      family: 'like',
      key: lemma,
      slots,
      verb: { lemma, en },
      objectInVerb: saysWhat && / to$/.test(en),
      skip: (t) =>
        (saysWhat && t.id === 'like-verb-what') ||
        (who && t.id === 'like-verb-who') ||
        (saysWhen && (t.id === 'like-verb-daily' || t.id === 'like-verb-often')) ||
        ((t.id === 'like-verb-daily' || t.id === 'like-verb-often') &&
          NOT_DAILY.has(lemma) &&
          lemma !== 'viajar'),
    };
  }

  /** The learner's profession, from understand() or «soy/trabajo de» + a profession noun. */
  function professionOf(): string | null {
    const fact = understood.facts.find((f) => f.key === 'job')?.value;
    if (fact) return fact;
    for (let i = 0; i < words.length - 1; i += 1) {
      const lead = plainAt(i);
      const trabajoDe = lead === 'trabajo' && /^(de|como)$/.test(plainAt(i + 1));
      if ((lead !== 'soy' && !trabajoDe) || negated(i)) continue;
      let at = trabajoDe ? i + 2 : i + 1;
      if (/^(un|una)$/.test(plainAt(at))) at += 1;
      const word = words[at]?.lower ?? '';
      if (PROFESSION_NOUNS.has(word)) return word;
    }
    return null;
  }
}
