/** Splitting a saved transcript into sentences and Spanish words, for the fallback extractor. */

export interface SentenceWord {
  /** Lower-case word, letters only. */
  word: string;
  /** The sentence it appeared in, as written. */
  sentence: string;
  /** Where the word starts inside `sentence`. */
  index: number;
}

// "user: …" / "assistant: …" line prefixes written by formatTranscript.
const ROLE_PREFIX = /^\s*(?:user|assistant)\s*:\s*/i;
// A sentence runs up to and including its closing punctuation; ¿ and ¡ open it and stay inside.
const SENTENCE = /[^.!?…]+[.!?…]*/g;
// Spanish words: ASCII letters plus the accented vowels, ü and ñ.
const WORD = /[a-záéíóúüñ]+/g;

/** Sentences of the transcript, role prefixes removed, trimmed, non-empty. */
export function transcriptSentences(transcript: string): string[] {
  return transcript
    .normalize('NFC')
    .split(/\r?\n/)
    .map((line) => line.replace(ROLE_PREFIX, ''))
    .flatMap((line) => line.match(SENTENCE) ?? [])
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '');
}

/** The sentence cut to at most `max` characters around the word at `index`. */
export function contextAround(sentence: string, index: number, max: number): string {
  if (sentence.length <= max) return sentence;
  // Show some words before the target, but never run past the end of the sentence.
  const start = Math.max(0, Math.min(index - Math.floor(max / 3), sentence.length - max));
  return sentence.slice(start, start + max).trim();
}

/** A sentence with its words, so a word can be read with its neighbours. */
export interface SentenceTokens {
  sentence: string;
  words: SentenceWord[];
}

/** The sentences of a text (no role prefixes expected), each with its words in order. */
export function sentenceTokens(text: string): SentenceTokens[] {
  return transcriptSentences(text).map((sentence) => ({
    sentence,
    words: [...sentence.toLowerCase().matchAll(WORD)].map((match) => ({
      word: match[0],
      sentence,
      index: match.index,
    })),
  }));
}
