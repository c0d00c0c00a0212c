/**
 * A learner's message read word by word for the follow-up finders: where the negations are, what
 * it says after a word, the glossary nouns and first-person verbs in it. Built once per message;
 * every finder reads the same reading.
 */
import type { Glossary } from '../../content/glossary';
import { VERB_ENGLISH } from '../../content/tutor/follow-ups';
import type { Line } from '../../content/tutor/types';
import type { VerbIndex } from '../grammar/conjugation';
import { determiner, nounReading, plural, type Gender, type NumberKind } from '../grammar/words';
import { englishGloss, englishPlural, nounPhrase, type Thing } from '../phrases';
import { fold } from '../text';
import type { Understanding } from '../understand';
import { CLAUSE_START, NEGATIONS, NOT_BEFORE_VERB, WHEN } from './word-lists';
import { feminine } from './wording';

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

/** What the follow-up finders read besides the words: the checked tools and the Understanding. */
interface MessageSources {
  glossary: Glossary;
  verbs: VerbIndex;
  understood: Understanding;
}

export type MessageReading = ReturnType<typeof readMessage>;

const STATEMENT = /[^.!?]+[.!?]*/g;

/**
 * The message without its questions: «¿y tú?» and «Tienes hermanos?» are the tutor's to answer,
 * not to follow.
 */
export function statementOf(text: string): string {
  return (
    text
      .normalize('NFC')
      .replace(/¿[^?]*\??/g, '. ')
      .match(STATEMENT) ?? []
  )
    .filter((sentence) => !sentence.trim().endsWith('?'))
    .join(' ');
}

export function wordsOf(statement: string): Word[] {
  return (statement.match(/[\p{L}\p{N}]+/gu) ?? []).map((raw) => ({
    raw,
    lower: raw.toLowerCase(),
    plain: fold(raw),
  }));
}

export function readMessage(words: readonly Word[], sources: MessageSources) {
  const { glossary, verbs, understood } = sources;
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
    words,
    glossary,
    verbs,
    understood,
    saysWhen,
    plainAt,
    negated,
    saysAfter,
    saysWho,
    noun,
    bareNoun,
    phrase,
    nounAt,
    placeAfter,
    verbEnglish,
    firstPerson,
    tuPresent,
    tuPast,
  };
}
