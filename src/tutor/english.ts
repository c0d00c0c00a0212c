/**
 * English input: the tutor models the Spanish sentence when a simple pattern lets it translate
 * correctly with the glossary ("I like dogs" → «Me gustan los perros»), and looks up a word for
 * «¿Cómo se dice X?». Anything else gets encouragement, never a guessed translation.
 */
import type { Glossary, GlossEntry } from '../content/glossary';
import type { Line } from '../content/tutor/types';
import { conjugate } from '../content/verbs/present-tense';
import { nounPhrase } from './phrases';
import { plural } from './grammar/words';

export interface EnglishIndex {
  /** The Spanish entry for an English word, preferring a part of speech. */
  find(english: string, pos: 'noun' | 'verb' | 'any'): GlossEntry | undefined;
}

/** Indexes glossary glosses by English word ("dog" → perro, "to read" → leer). */
export function createEnglishIndex(glossary: Glossary): EnglishIndex {
  const byWord = new Map<string, GlossEntry[]>();
  for (const entry of glossary.entries) {
    entry.gloss.split(';').forEach((alternative, rank) => {
      const key = alternative
        .replace(/\([^)]*\)/g, '')
        .replace(/^to /, '')
        .trim()
        .toLowerCase();
      if (!key || rank > 1) return;
      const list = byWord.get(key) ?? [];
      list.push(entry);
      byWord.set(key, list);
    });
  }
  return {
    find(english, pos) {
      const key = english
        .trim()
        .toLowerCase()
        .replace(/^(the|a|an|to) /, '');
      const list = byWord.get(key) ?? [];
      const fitting = list.filter((entry) => pos === 'any' || entry.pos === pos);
      // The most basic sense wins: "dog" is perro (A0), not a rarer synonym.
      return [...fitting].sort((a, b) => a.level.localeCompare(b.level))[0];
    },
  };
}

/** Singular of an English plural noun, with whether it was plural. */
function singular(word: string): [string, boolean] {
  if (word === 'people') return ['person', true];
  if (/ies$/.test(word)) return [word.slice(0, -3) + 'y', true];
  if (/(ses|xes|ches|shes)$/.test(word)) return [word.slice(0, -2), true];
  if (/[^s]s$/.test(word)) return [word.slice(0, -1), true];
  return [word, false];
}

function nounThing(word: string, index: EnglishIndex, forcePlural?: boolean) {
  const [base, isPlural] = singular(word);
  const entry = index.find(base, 'noun') ?? index.find(word, 'noun');
  if (!entry || !entry.gender || entry.gender === 'mf') return null;
  return { entry, plural: forcePlural ?? (isPlural && entry.lemma !== plural(entry.lemma)) };
}

const PLACES: Record<string, string> = {
  england: 'Inglaterra',
  spain: 'España',
  mexico: 'México',
  usa: 'Estados Unidos',
  'the us': 'Estados Unidos',
  'the usa': 'Estados Unidos',
  'the united states': 'Estados Unidos',
  canada: 'Canadá',
  france: 'Francia',
  germany: 'Alemania',
  italy: 'Italia',
  ireland: 'Irlanda',
  scotland: 'Escocia',
  wales: 'Gales',
  brazil: 'Brasil',
  japan: 'Japón',
  london: 'Londres',
  'new york': 'Nueva York',
  australia: 'Australia',
  china: 'China',
  india: 'India',
  peru: 'Perú',
  colombia: 'Colombia',
  argentina: 'Argentina',
  chile: 'Chile',
};
const STATES: Record<string, string> = {
  hungry: 'Tengo hambre',
  thirsty: 'Tengo sed',
  cold: 'Tengo frío',
  hot: 'Tengo calor',
  sleepy: 'Tengo sueño',
  scared: 'Tengo miedo',
  afraid: 'Tengo miedo',
  fine: 'Estoy bien',
  good: 'Estoy bien',
  well: 'Estoy bien',
  ok: 'Estoy bien',
  okay: 'Estoy bien',
  great: 'Estoy muy bien',
  sad: 'Estoy triste',
  happy: 'Estoy feliz',
};
const FIXED: [RegExp, string][] = [
  [/^(hi|hello|hey)( there)?$/, 'Hola'],
  [/^(thanks|thank you)( very much)?$/, 'Gracias'],
  [/^yes$/, 'Sí'],
  [/^i (dont|do not) understand$/, 'No entiendo'],
  [/^i (dont|do not) know$/, 'No sé'],
  [/^how are you$/, '¿Cómo estás?'],
  [/^what is your name$|^whats your name$/, '¿Cómo te llamas?'],
  [/^where are you from$/, '¿De dónde eres?'],
  [/^where do you live$/, '¿Dónde vives?'],
  [/^i speak english$/, 'Hablo inglés'],
  [/^i (am learning|learn|study) spanish$/, 'Estudio español'],
  [/^(good ?bye|bye)$/, 'Adiós'],
];
const NUMBERS: Record<string, string> = {
  one: 'un',
  two: 'dos',
  three: 'tres',
  four: 'cuatro',
  five: 'cinco',
};

function capitalised(place: string): string {
  return PLACES[place] ?? place.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
}

/** A Spanish model of a simple English sentence, with its English, or null. */
export function modelSentence(english: string, index: EnglishIndex): Line | null {
  const text = english
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[.!?,]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^im /, 'i am ');
  const clean = english.trim().replace(/[.!?]+$/, '');
  for (const [pattern, spanish] of FIXED) if (pattern.test(text)) return { es: spanish, en: clean };
  let m = /^i am (hungry|thirsty|cold|hot|sleepy|scared|afraid|fine|good|well|ok|okay|great|sad|happy)$/.exec(
    text,
  );
  if (m) return { es: STATES[m[1] as string] as string, en: clean };
  m = /^(?:i am|my age is) (\d{1,3})(?: years old)?$/.exec(text);
  if (m) return { es: `Tengo ${m[1]} años`, en: clean };
  m = /^(?:my name is|i am called) (\p{L}+)$/u.exec(text);
  if (m) return { es: `Me llamo ${capitalised(m[1] as string)}`, en: clean };
  m = /^i am from ([\p{L} ]{2,30})$/u.exec(text);
  if (m) return { es: `Soy de ${capitalised(m[1] as string)}`, en: clean };
  m = /^i live in ([\p{L} ]{2,30})$/u.exec(text);
  if (m) return { es: `Vivo en ${capitalised(m[1] as string)}`, en: clean };
  m = /^i (dont |do not )?(like|love) (to )?(\p{L}+)$/u.exec(text);
  if (m) return likeModel(Boolean(m[1]), m[2] === 'love', m[4] as string, Boolean(m[3]), index, clean);
  m = /^i have (a|an|one|two|three|four|five) (\p{L}+)$/u.exec(text);
  if (m) return haveModel(m[1] as string, m[2] as string, index, clean);
  m = /^i want (to )?(\p{L}+)$/u.exec(text);
  if (m) {
    const verb = m[1] ? index.find(m[2] as string, 'verb') : undefined;
    if (verb && !verb.lemma.includes(' ')) return { es: `Quiero ${verb.lemma}`, en: clean };
  }
  m = /^i (\p{L}+)$/u.exec(text);
  const verb = m && index.find(m[1] as string, 'verb');
  const form = verb && !verb.lemma.includes(' ') ? conjugate(verb.lemma, 0) : null;
  if (form) return { es: form.charAt(0).toUpperCase() + form.slice(1), en: clean };
  return null;
}

function likeModel(
  negative: boolean,
  love: boolean,
  word: string,
  toVerb: boolean,
  index: EnglishIndex,
  clean: string,
): Line | null {
  const head = `${negative ? 'No me' : 'Me'} ${love && !negative ? 'encanta' : 'gusta'}`;
  const gerund = /ing$/.test(word) && !toVerb ? word.replace(/ing$/, '') : null;
  const verb = toVerb
    ? index.find(word, 'verb')
    : gerund
      ? (index.find(gerund, 'verb') ?? index.find(`${gerund}e`, 'verb'))
      : undefined;
  if (verb && !verb.lemma.includes(' ')) return { es: `${head} ${verb.lemma}`, en: clean };
  if (toVerb || gerund) return null;
  const noun = nounThing(word, index);
  if (!noun) return null;
  const thing = nounPhrase(
    noun.entry.lemma,
    noun.entry.gender as 'm' | 'f',
    noun.plural ? 'pl' : 'sg',
    noun.entry.gloss,
  );
  return { es: `${head}${thing.plural ? 'n' : ''} ${thing.es}`, en: clean };
}

function haveModel(count: string, word: string, index: EnglishIndex, clean: string): Line | null {
  const many = !/^(a|an|one)$/.test(count);
  const noun = nounThing(word, index, many);
  if (!noun) return null;
  const { lemma, gender } = noun.entry;
  const amount = many ? NUMBERS[count] : gender === 'f' ? 'una' : 'un';
  return { es: `Tengo ${amount} ${many ? plural(lemma) : lemma}`, en: clean };
}

/** «¿Cómo se dice "dog"?» → the Spanish with its article for a noun. */
export function howToSay(english: string, index: EnglishIndex): { spanish: string; english: string } | null {
  const word = english
    .toLowerCase()
    .replace(/["“”«»'‘’¿?.!]/g, '')
    .replace(/\s+en (espanol|español|castellano)$/, '')
    .replace(/\s+in spanish$/, '')
    .trim();
  if (!word || word.split(' ').length > 3) return null;
  const [base, isPlural] = singular(word);
  const noun = index.find(base, 'noun');
  if (noun?.gender && noun.gender !== 'mf') {
    const phrase = nounPhrase(
      noun.lemma,
      noun.gender,
      isPlural && noun.lemma !== plural(noun.lemma) ? 'pl' : 'sg',
      noun.gloss,
    );
    return { spanish: phrase.es, english: word };
  }
  const any = index.find(word, 'any') ?? index.find(word.replace(/^to /, ''), 'verb');
  return any ? { spanish: any.lemma, english: word } : null;
}
