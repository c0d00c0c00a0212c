/**
 * Grammar questions: «¿Cuál es la diferencia entre ser y estar?», «¿Cuándo uso el imperfecto?»,
 * "what's the difference between por and para", "explain the subjunctive". The answer comes from
 * the grammar notes (the same notes a lesson's grammar points use), level-graded, in steps of at
 * most 20 words: the rule, then an example when asked, then more.
 */
import type { GrammarNote } from '../content/tutor/grammar-notes/types';
import { GRAMMAR_NOTES, LESSON_GRAMMAR_NOTES } from '../content/tutor/grammar-notes';
import { fold } from './text';

/** Phrasings that ask about a rule (folded, punctuation removed). */
const ASKING =
  /\b(diferencia entre|diferencia hay entre|cual es la diferencia|cuando (uso|usas|usamos|se usa|se usan|hay que usar|debo usar|utilizo|se utiliza|se pone|pongo|va|lleva)|como (se usa|se usan|uso|funciona|funcionan|se forma|se forman)|por que (se dice|se usa|se escribe|se pone|lleva|va|es|no es|dices|decimos|usas)|que es (el|la|un|una) |explica(me|nos)?|me explicas|no entiendo (el|la|los|las|cuando|por que|como)|regla|difference between|whats the difference|what is the difference|when do (i|you|we) use|when to use|how do (i|you|we) use|why do (you|we) (say|use)|why is it|explain|what is the rule|grammar)\b/;

export interface NoteMatch {
  note: GrammarNote;
  /** How specific the match is: the number of key words found. */
  score: number;
}

function folded(text: string): string {
  return fold(text)
    .replace(/[’']/g, '')
    .replace(/[^a-zñ0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether a folded question holds a key, a word's singular or plural counting as the same. */
function has(text: string, key: string): boolean {
  const words = fold(key)
    .replace(/[^a-zñ0-9 ]/g, ' ')
    .trim()
    .split(/\s+/)
    .map((word) => {
      const singular = word.replace(/(es|s)$/, '');
      return singular.length >= 3 ? `${singular}(s|es)?` : word;
    });
  return new RegExp(`(^| )${words.join(' ')}( |$)`).test(text);
}

/** The note a message names, most specific first; the lesson's own notes win a tie. */
export function findNote(text: string, lessonNotes: ReadonlySet<string> = new Set()): NoteMatch | null {
  const question = folded(text);
  let best: NoteMatch | null = null;
  for (const note of GRAMMAR_NOTES) {
    for (const keys of note.keys) {
      if (!keys.every((key) => has(question, key))) continue;
      const score =
        keys.reduce((sum, key) => sum + key.split(' ').length, 0) + (lessonNotes.has(note.id) ? 0.5 : 0);
      if (!best || score > best.score) best = { note, score };
    }
  }
  return best;
}

/** Whether a message asks about grammar (a phrasing that asks about a rule). */
export function asksAboutGrammar(text: string): boolean {
  return ASKING.test(folded(text));
}

/** The ids of the notes for a lesson's grammar points. */
export function lessonNoteIds(grammarPoints: readonly string[]): Set<string> {
  return new Set(
    grammarPoints.map((point) => LESSON_GRAMMAR_NOTES[point]).filter((id): id is string => Boolean(id)),
  );
}

/** «¿y?», «más», «otro ejemplo», "more", "an example": the learner wants the explanation to go on. */
export function asksForMore(text: string): boolean {
  const bare = folded(text);
  return /^(y|y eso|mas|sigue|si|vale y|un ejemplo|otro ejemplo|mas ejemplos|dame un ejemplo|ejemplo|por ejemplo|no entiendo|no lo entiendo|more|an example|another example|example|go on|yes|ok and)( por favor)?$/.test(
    bare,
  );
}
