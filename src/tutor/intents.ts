/** What kind of message the learner sent: help, a question for Sofía, a greeting… */
import { fold } from './text';

export type Intent =
  | { kind: 'empty' }
  | { kind: 'repeat' }
  | { kind: 'simpler' }
  | { kind: 'meaning'; word: string }
  | { kind: 'how-to-say'; word: string }
  | { kind: 'dont-know' }
  | { kind: 'summary' }
  | { kind: 'other' };

/** Asking for simpler words, wherever it stands in the message. */
const SIMPLER_ALWAYS =
  /\b(no (te |lo )?entiendo|no comprendo|i dont understand|(habla|hablas|hablar|puedes hablar|podrias hablar) mas (despacio|lento)|mas despacio,? por favor)\b/;
/**
 * Words that ask for help only in a short request: «más fácil, por favor» is one, but «el español
 * es más fácil que el francés» and «camino despacio» are sentences to answer.
 */
const SIMPLER_SHORT =
  /\b(mas despacio|despacio|mas facil|mas lento|mas simple|que dijiste|slower|too fast|simpler)\b/;
const COMPARISON = /\bmas (facil|lento|simple|despacio) que\b/;
const REPEAT_ALWAYS = /\b(repite|repitelo|(puedes|podrias) repetir|repeat|say (it )?again)\b/;
const REPEAT_SHORT = /\b(repetir|otra vez|de nuevo)\b/;
const SHORT_WORDS = 5;

/** Classifies a message by its folded text. */
export function classify(text: string): Intent {
  const folded = fold(text).replace(/[’']/g, '').trim();
  const bare = folded.replace(/[¿?¡!.,]/g, '').trim();
  if (bare === '') return { kind: 'empty' };
  const meaning =
    /\b(?:que significa|que quiere decir|what does|what is the meaning of|significado de)\s+(.+?)(?:\s+mean)?$/.exec(
      bare,
    );
  if (meaning) return { kind: 'meaning', word: original(text, meaning[1] as string) };
  const say = /\b(?:como se dice|como digo|how do (?:you|i) say|how to say)\s+(.+)$/.exec(bare);
  if (say) return { kind: 'how-to-say', word: say[1] as string };
  const short = bare.split(/\s+/).length <= SHORT_WORDS;
  if (SIMPLER_ALWAYS.test(bare) || (short && SIMPLER_SHORT.test(bare) && !COMPARISON.test(bare)))
    return { kind: 'simpler' };
  if (REPEAT_ALWAYS.test(bare) || (short && REPEAT_SHORT.test(bare)) || /^(que|como|perdon)$/.test(bare))
    return { kind: 'repeat' };
  if (/^(no se( que (decir|responder|contestar|digo))?|no lo se|ni idea|no estoy segur[oa])$/.test(bare))
    return { kind: 'dont-know' };
  if (/\b(resumen|terminamos|hemos terminado|terminar la leccion)\b/.test(bare)) return { kind: 'summary' };
  return { kind: 'other' };
}

/** The word as the learner wrote it (accents kept), found by its folded form. */
function original(text: string, foldedWord: string): string {
  const words = text.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? [];
  const wanted = foldedWord
    .replace(/["«»“”]/g, '')
    .trim()
    .split(/\s+/);
  const start = words.findIndex((word, i) => wanted.every((w, j) => fold(words[i + j] ?? '') === w));
  return start >= 0 ? words.slice(start, start + wanted.length).join(' ') : foldedWord;
}
