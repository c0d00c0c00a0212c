/**
 * Listening drills (ADR 0032): the learner hears a word or sentence and types it. What counts as
 * heard right is decided here, for the flashcards screen and its tests alike.
 *
 * - Case, punctuation (¿?¡!.,;: quotes, dashes) and extra spaces never matter: they are not heard.
 * - A missing or extra accent (está/esta, pingüino/pinguino) is forgiven but noted: the word was
 *   heard, its spelling wants a look.
 * - n typed for ñ (ano for año) is forgiven and noted as well: many keyboards cannot type ñ, and
 *   the note shows the letter. ñ typed for n is not (that is hearing a sound that was not there).
 * - For a single word, a leading article left out or added (perro for «el perro») is forgiven
 *   and noted; in a sentence every word counts.
 * Anything else is wrong, and the learner sees what was said.
 */

/** What was forgiven in an answer heard right. */
type ListeningNote = 'accents' | 'enye' | 'article';

export type ListeningVerdict =
  { result: 'exact' } | { result: 'close'; notes: ListeningNote[] } | { result: 'wrong' };

const ARTICLES = new Set(['el', 'la', 'los', 'las', 'un', 'una', 'unos', 'unas']);

/** The lower-case words, without punctuation; accents and ñ kept. */
function words(text: string): string[] {
  // Letters and digits make words; everything else (spaces, punctuation) only parts them.
  return (
    text
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** Accents removed, ñ kept (it is a letter of its own). */
function withoutAccents(word: string): string {
  // Decomposed, ñ is n + a combining tilde: put it back together before the accents go.
  return word
    .normalize('NFD')
    .replace(/n\u0303/g, '\u00f1')
    .replace(/[\u0300-\u036f]/g, '');
}

/** How a typed word matches the one said: equal, equal but for accents/ñ, or not at all. */
function compareWord(said: string, typed: string): ListeningNote[] | null {
  if (said === typed) return [];
  const saidPlain = withoutAccents(said);
  if (saidPlain === withoutAccents(typed)) return ['accents'];
  // ñ heard, n typed: the said word with n for ñ, accents and all (a word without ñ failed above).
  if (saidPlain.replace(/ñ/g, 'n') === withoutAccents(typed)) {
    return said.replace(/ñ/g, 'n') === typed ? ['enye'] : ['accents', 'enye'];
  }
  return null;
}

function compareWords(said: string[], typed: string[]): ListeningNote[] | null {
  if (said.length !== typed.length) return null;
  const notes = new Set<ListeningNote>();
  // Stryker disable next-line EqualityOperator: equivalent, one step past the end compares nothing with nothing.
  for (let i = 0; i < said.length; i += 1) {
    const found = compareWord(said[i] as string, typed[i] as string);
    if (!found) return null;
    for (const note of found) notes.add(note);
  }
  return [...notes];
}

/** The word after the article of a list that is just an article and a word, else null. */
const leadingArticleDropped = (list: string[]) =>
  list.length === 2 && ARTICLES.has(list[0] as string) ? list.slice(1) : null;

/** One word with or without its article: «el perro» ~ «perro», «perro» ~ «el perro». */
function compareWithArticle(said: string[], typed: string[]): ListeningNote[] | null {
  const saidBare = leadingArticleDropped(said);
  const typedBare = leadingArticleDropped(typed);
  // A bare list holds one word, so only a one-word list on the other side can match it.
  const bare = saidBare ? compareWords(saidBare, typed) : typedBare ? compareWords(said, typedBare) : null;
  return bare ? [...bare, 'article'] : null;
}

/** Whether `typed` is what the learner heard when `said` was read aloud (see above). */
export function checkListeningAnswer(said: string, typed: string): ListeningVerdict {
  const saidWords = words(said);
  const typedWords = words(typed);
  // An answer without a word is never right (an empty `said` cannot match any word either).
  if (typedWords.length === 0) return { result: 'wrong' };
  const notes = compareWords(saidWords, typedWords) ?? compareWithArticle(saidWords, typedWords);
  if (!notes) return { result: 'wrong' };
  return notes.length === 0 ? { result: 'exact' } : { result: 'close', notes };
}
