/** Text helpers of the local tutor: matching ignores case and accents, replies count words. */

export { fold } from '../domain/text';
import { fold } from '../domain/text';

/** Words of a message, folded, without punctuation. */
export function tokens(text: string): string[] {
  return fold(text).match(/[a-zñ0-9]+/g) ?? [];
}

/** Words of a reply as a listener counts them (punctuation and «» are not words). */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((part) => /[\p{L}\p{N}]/u.test(part)).length;
}

// English words that do not also exist in Spanish ("no", "me", "a" and "son" are left out).
const ENGLISH = new Set(
  'the is are am i im you your my what how and to of it this that do does dont can hello hi yes please thanks thank with have like name where when why speak english want know understand about would could should in on at from was were we they she his her our live love very good an be been will going today yesterday weather hungry'.split(
    ' ',
  ),
);

/** Whether the learner wrote in English instead of Spanish. */
export function looksEnglish(text: string): boolean {
  const words = tokens(text.replace(/'/g, ''));
  if (words.length === 0) return false;
  const english = words.filter((word) => ENGLISH.has(word)).length;
  return english >= 2 || (words.length <= 2 && english === words.length);
}

/** Whether the message asks something: a question mark or an opening question word. */
export function isQuestion(text: string): boolean {
  if (/[?¿]/.test(text)) return true;
  return /^(que|como|donde|adonde|cuando|cual|cuales|quien|quienes|por que|cuanto|cuanta|cuantos|cuantas|y tu)\b/.test(
    fold(text).trim(),
  );
}

/** A learner's words with punctuation removed, folded: for matching a repeat. */
export function plain(text: string): string {
  return fold(text)
    .replace(/[^a-zñ0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
