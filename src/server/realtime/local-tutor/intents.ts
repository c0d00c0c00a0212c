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

const SIMPLER =
  /\b(no (te )?entiendo|no comprendo|mas despacio|despacio|mas facil|mas lento|mas simple|no lo entiendo|que dijiste|i dont understand|slower|too fast|simpler)\b/;
const REPEAT = /\b(repite|repitelo|repetir|puedes repetir|otra vez|de nuevo|repeat|say (it )?again)\b/;

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
  if (SIMPLER.test(bare)) return { kind: 'simpler' };
  if (REPEAT.test(bare) || /^(que|como|perdon)$/.test(bare)) return { kind: 'repeat' };
  if (/^(no se|no lo se|ni idea|no estoy segur[oa])$/.test(bare)) return { kind: 'dont-know' };
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
