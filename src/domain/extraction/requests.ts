/**
 * Words the learner asked about: «¿Qué significa "madrugar"?», "what does X mean" (X is Spanish), and
 * «¿Cómo se dice kitchen?», "how do you say X" (the Spanish is in the tutor's answer). A learner who
 * asks has shown the word is new and wanted: these make the best cards.
 */
import { fold } from '../text';
import type { Turn } from './turns';

export interface AskedWord {
  /** The Spanish word or phrase asked about, as written. */
  spanish: string;
  /** The English meaning when the chat gives it (the learner's own word, or the tutor's answer). */
  english: string | null;
  /** Whether `english` is the tutor's explanation (the sense taught) or the learner's own English word. */
  fromTutor: boolean;
  /** The learner's sentence that asked, never a context for the card. */
  question: string;
}

const QUOTE_OPEN = `["'«“‘]`;
const QUOTE_CLOSE = `["'»”’]`;
// Cues that always ask for a meaning; matched on folded text (no accents, lower case).
const MEANING_CUES = String.raw`(?:que significa|que quiere decir|what does|whats the meaning of|what is the meaning of|significado de)`;
// Cues too common to trust unless the word is quoted: «¿Qué es "un plazo"?» but not «¿Qué es tu plato favorito?».
const QUOTED_MEANING_CUES = String.raw`(?:que es|what is|whats)`;
const SAY_CUES = String.raw`(?:como se dice|como digo|como puedo decir|how do you say|how do i say|how to say|how would you say|what is the spanish for|whats the spanish for)`;

const MEANING = new RegExp(
  `${MEANING_CUES}\\s+(?:la palabra\\s+|the word\\s+)?${QUOTE_OPEN}?([^"'»”’?¿!.,]+?)${QUOTE_CLOSE}?\\s*(?:mean|means)?\\s*(?:[?.!]|$)`,
  'u',
);
const QUOTED_MEANING = new RegExp(`${QUOTED_MEANING_CUES}\\s+${QUOTE_OPEN}([^"'»”’]+)${QUOTE_CLOSE}`, 'u');
const SAY = new RegExp(
  `${SAY_CUES}\\s+${QUOTE_OPEN}?([^"'»”’?¿!.]+?)${QUOTE_CLOSE}?\\s*(?:in spanish|en espanol)?\\s*(?:[?.!]|$)`,
  'u',
);
// Other help requests: their words are about the language, not the learner's own use.
const OTHER_HELP = /(?:como se escribe|como se pronuncia|how do you spell|how do you pronounce)/u;
// Apostrophes are left out: in an English answer they are more often "it's" than quotes.
const QUOTED = /[«“"]([^»”"]+)[»”"]/gu;
// The Spanish of an unquoted answer: «Se dice equipaje.», «En español es la cocina.»
const SAID_AS =
  /(?:se dice|en espanol es|en espanol se dice|es)\s+(?:(?:el|la|los|las|un|una)\s+)?([\p{L}]+(?:\s+de\s+[\p{L}]+)?)/u;
// The English of a meaning answer: «significa "to get up early"», "means accommodation".
const MEANS = /(?:significa|quiere decir|means)\s*:?\s*[«“"']?([^»”"'.,;:()—]+)/u;

// fold keeps the length of NFC text, so an index in the folded text points into the original too.
const slice = (text: string, folded: string, part: string, from = 0): string => {
  const at = folded.indexOf(part, from);
  return at < 0 ? part : text.slice(at, at + part.length);
};

/**
 * The part as the learner wrote it, when it was matched in the sentence without its apostrophes
 * («How do you say don't worry?» is read as «dont worry»): any apostrophe may stand between letters.
 */
const sliceWithApostrophes = (sentence: string, part: string): string => {
  const loose = new RegExp([...part].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join("['’]?"), 'u');
  const found = loose.exec(fold(sentence));
  return found ? sentence.slice(found.index, found.index + found[0].length) : part;
};

const plain = (text: string): string => fold(text).replace(/[’']/g, "'");

/** The tutor's answer to a question: the next assistant turn. */
function answerOf(turns: readonly Turn[], from: number): Turn | undefined {
  return turns.slice(from + 1).find((turn) => turn.role === 'assistant');
}

function spanishAnswer(answer: string, english: string): string | null {
  const folded = fold(answer);
  for (const match of answer.matchAll(QUOTED)) {
    const quoted = (match[1] as string).trim();
    if (fold(quoted) !== fold(english) && quoted !== '') return quoted;
  }
  const said = SAID_AS.exec(folded);
  return said ? slice(answer, folded, said[1] as string, said.index) : null;
}

function englishAnswer(answer: string, spanish: string): string | null {
  const quoted = [...answer.matchAll(QUOTED)].map((m) => (m[1] as string).trim());
  const means = MEANS.exec(answer);
  const candidate =
    quoted.find((q) => fold(q) !== fold(spanish)) ?? (means ? (means[1] as string).trim() : null);
  return candidate && candidate.length <= 60 ? candidate : null;
}

/** The sentences of a learner turn that ask for help with the language. */
export function isHelpRequest(sentence: string): boolean {
  const folded = plain(sentence).replace(/'/g, '');
  return (
    MEANING.test(folded) ||
    QUOTED_MEANING.test(plain(sentence)) ||
    SAY.test(folded) ||
    OTHER_HELP.test(folded)
  );
}

/** Every word the learner asked about, in the order asked. */
export function askedWords(turns: readonly Turn[], sentencesOf: (text: string) => string[]): AskedWord[] {
  const asked: AskedWord[] = [];
  turns.forEach((turn, at) => {
    if (turn.role !== 'user') return;
    for (const sentence of sentencesOf(turn.text)) {
      const quotedText = plain(sentence);
      const folded = quotedText.replace(/'/g, '');
      const meaning = MEANING.exec(folded) ?? QUOTED_MEANING.exec(quotedText);
      // Stryker disable next-line StringLiteral: no answer reads as an empty one; any text without quotes or «se dice» gives the same nothing
      const answer = answerOf(turns, at)?.text ?? '';
      if (meaning) {
        const spanish = sliceWithApostrophes(sentence, (meaning[1] as string).trim());
        asked.push({ spanish, english: englishAnswer(answer, spanish), fromTutor: true, question: sentence });
        continue;
      }
      const say = SAY.exec(folded);
      if (!say) continue;
      const english = sliceWithApostrophes(sentence, (say[1] as string).trim());
      const spanish = spanishAnswer(answer, english);
      if (spanish) asked.push({ spanish, english, fromTutor: false, question: sentence });
    }
  });
  return asked;
}
