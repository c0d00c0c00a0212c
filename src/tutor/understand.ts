/**
 * What the learner told the tutor, read from a Spanish message: facts to remember (name, city,
 * origin, job, age), tastes, feelings and things they have. Every value is checked: names and
 * places must look like names, tastes must be glossary words.
 */
import type { Glossary } from '../content/glossary';
import { FEELING_OF } from '../content/tutor/reactions';
import { NUMBER_WORDS, PROFESSION_NOUNS } from '../content/tutor/grammar-words';
import type { FactKey } from '../content/tutor/types';
import type { VerbIndex } from './grammar/conjugation';
import { adjectiveReading, determiner, nounReading } from './grammar/words';
import { thingFromNoun, thingFromVerb, type Thing } from './phrases';
import { fold } from './text';

export interface Understanding {
  facts: { key: FactKey; value: string }[];
  likes: Thing[];
  dislikes: Thing[];
  feeling: string | null;
  has: Thing | null;
  yesNo: 'yes' | 'no' | null;
}

const WORD = /[\p{L}\p{N}]+/gu;
const FUNCTION_POS = new Set(['pron', 'adv', 'det', 'conj', 'prep', 'interj', 'verb', 'adj', 'phrase']);
const NAME = /^\p{Lu}[\p{Ll}]+$/u;
/** Words that start a new clause after a name: «me llamo Tom y soy de Irlanda». */
const CLAUSE_WORDS = new Set([
  'y',
  'e',
  'pero',
  'que',
  'soy',
  'vivo',
  'tengo',
  'trabajo',
  'estoy',
  'me',
  'mi',
  'es',
  'porque',
]);

/** A name or place as written: capitalised words, at most three, optionally joined by "de". */
function properNoun(words: readonly string[], glossary: Glossary, allowLower: boolean): string | null {
  const picked: string[] = [];
  for (const word of words) {
    if (picked.length > 0 && (word === 'de' || word === 'del') && words.length > picked.length + 1) {
      picked.push(word);
      continue;
    }
    const capital = NAME.test(word);
    const lowerOk = allowLower && /^\p{Ll}+$/u.test(word) && !glossary.lookup(word) && word.length > 1;
    if (!capital && !lowerOk) break;
    picked.push(capital ? word : word.charAt(0).toUpperCase() + word.slice(1));
    if (picked.length >= 3) break;
  }
  while (picked.at(-1) === 'de' || picked.at(-1) === 'del') picked.pop();
  return picked.length > 0 ? picked.join(' ') : null;
}

function wordsAfter(original: string, folded: string, pattern: RegExp): string[] | null {
  const match = pattern.exec(folded);
  if (!match) return null;
  // fold keeps the length of NFC text, so the index points into the original too. A name or a
  // place ends at punctuation or where the next clause starts: «soy Tom. Soy de…» → Tom.
  const rest = original.slice(match.index + match[0].length).split(/[.,;:!?¿¡()"«»]/)[0] ?? '';
  const words = rest.match(WORD) ?? [];
  const clause = words.findIndex((word, i) => i > 0 && CLAUSE_WORDS.has(word.toLowerCase()));
  return clause < 0 ? words : words.slice(0, clause);
}

/** Reads a learner's message. `expects` is the fact the last question asked for. */
export function understand(
  text: string,
  glossary: Glossary,
  verbs: VerbIndex,
  expects: FactKey | null,
): Understanding {
  const original = text.normalize('NFC');
  const folded = fold(original);
  const tokens = original.match(WORD) ?? [];
  const result: Understanding = { facts: [], likes: [], dislikes: [], feeling: null, has: null, yesNo: null };
  const add = (key: FactKey, value: string | null) => {
    if (value && value.length <= 40) result.facts.push({ key, value });
  };

  const named = wordsAfter(original, folded, /\b(me llamo|mi nombre es|llamame)\s+/);
  if (named) add('name', properNoun(named, glossary, true)?.split(' ').slice(0, 2).join(' ') ?? null);
  const soy = wordsAfter(original, folded, /\b(yo )?soy\s+(?!de\b)/);
  if (
    soy &&
    !named &&
    NAME.test(soy[0] ?? '') &&
    (!glossary.lookup(soy[0] ?? '') || !/^soy/i.test(original.trim()))
  ) {
    add('name', properNoun(soy, glossary, false));
  }
  const city = wordsAfter(original, folded, /\bvivo en\s+/);
  if (city) add('city', properNoun(city, glossary, true));
  const origin = wordsAfter(original, folded, /\b(soy|vengo) de\s+/);
  if (origin) add('origin', properNoun(origin, glossary, true));
  const job = wordsAfter(original, folded, /\b(soy|trabajo (como|de))\s+(un |una )?/);
  const jobNoun = job?.[0] && nounReading(job[0], glossary);
  if (
    jobNoun &&
    (PROFESSION_NOUNS.has(jobNoun.lemma) || PROFESSION_NOUNS.has((job?.[0] ?? '').toLowerCase()))
  )
    add('job', (job?.[0] ?? '').toLowerCase());
  const age = /\btengo (\d{1,3}|[a-zñ]+) años\b/.exec(original.toLowerCase());
  if (age && (/\d/.test(age[1] ?? '') || NUMBER_WORDS.has(age[1] ?? ''))) add('age', age[1] ?? '');

  // A short answer to "¿Cómo te llamas?" / "¿Dónde vives?" is the fact itself.
  const shortAnswer =
    tokens.length <= 3 &&
    !/[?¿]/.test(original) &&
    (expects === 'name' || expects === 'city' || expects === 'origin');
  if (expects && shortAnswer && !result.facts.some((fact) => fact.key === expects)) {
    const bare = tokens.filter((token) => !/^(en|de|soy|yo|me|llamo|vivo)$/i.test(token));
    // «Bien», «Hola», «Cómo»: a word of the language, not a name (names like Rosa are nouns).
    if (bare.some((token) => FUNCTION_POS.has(glossary.lookup(token)?.pos ?? ''))) return result;
    add(expects, properNoun(bare, glossary, true));
  }

  for (const [pattern, list] of [
    [/\bno me (gusta|gustan|encanta|encantan)\b/, result.dislikes],
    [/(?<!no )\bme (gusta|gustan|encanta|encantan)\b/, result.likes],
  ] as const) {
    const after = wordsAfter(original, folded, pattern);
    const liked = after && likedThing(after, glossary, verbs);
    if (liked) list.push(liked);
  }

  const feeling = /\b(estoy|me siento|ando)\s+(muy |un poco |bastante )?([a-zñ]+)/.exec(folded);
  const feelingWord =
    feeling?.[3] ??
    (tokens.length <= 4 ? /\b(bien|mal|regular|genial|fenomenal|fatal)\b/.exec(folded)?.[1] : undefined);
  if (feelingWord) {
    const lemma = /^(bien|mal|regular|genial|fenomenal|fatal)$/.test(feelingWord)
      ? feelingWord
      : adjectiveReading(feelingWord, glossary)?.lemma;
    result.feeling = (lemma && FEELING_OF[lemma === 'fatal' ? 'mal' : lemma]) ?? null;
  }
  // Pain and illness come with doler and tener, not estar: «me duele la cabeza», «tengo fiebre».
  if (/\b(me duele|me duelen|tengo (fiebre|gripe|tos|dolor|un resfriado|catarro))\b/.test(folded))
    result.feeling = 'ill';

  const have = wordsAfter(original, folded, /\btengo\s+(un|una|dos|tres|cuatro|\d+)\s+/);
  if (have?.[0]) result.has = thingFromNoun(have[0], glossary);
  const first = fold(tokens[0] ?? '');
  if (first === 'si' && (tokens.length === 1 || /^s[ií]\s*[,.!]/i.test(original.trim())))
    result.yesNo = 'yes';
  if (first === 'no' && (tokens.length === 1 || /^no\s*[,.!]/i.test(original.trim()))) result.yesNo = 'no';
  return result;
}

const SKIP = new Set([
  'mucho',
  'muchisimo',
  'muchísimo',
  'bastante',
  'tambien',
  'también',
  'mas',
  'más',
  'nada',
  'un',
  'poco',
  'tanto',
]);

/** The first thing liked after «me gusta»: an infinitive, or a (determiner +) noun. */
export function likedThing(words: readonly string[], glossary: Glossary, verbs: VerbIndex): Thing | null {
  let at = 0;
  while (SKIP.has(words[at]?.toLowerCase() ?? '') && at < 3) at += 1;
  const first = words[at];
  if (!first) return null;
  const infinitive = /(ar|er|ir|ír)(se)?$/i.test(first) ? verbs.infinitive(first) : null;
  if (infinitive) return thingFromVerb(infinitive, glossary);
  const noun = determiner(first) ? words[at + 1] : first;
  if (!noun || NAME.test(noun)) return null;
  return thingFromNoun(noun, glossary);
}
