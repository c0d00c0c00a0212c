/** How the local tutor answers the learner's own questions. */
import type { Glossary, GlossEntry } from '../../../content/glossary';
import { PERSONA_ANSWERS } from './persona';
import { fold } from './text';

export interface QuestionAnswer {
  text: string;
  /** A word the answer taught, for add_vocabulary. */
  word?: { word: string; definition: string };
  /** True when the learner asked "¿y tú?": the caller answers its own last question. */
  echo?: boolean;
}

// "¿Qué significa X?" / "¿Cómo se dice X?" with the word or phrase captured.
const MEANING = /\b(?:que significa|que quiere decir|significado de)\s+(.+?)\s*[?!.]*$/;
const HOW_TO_SAY = /\bcomo se dice\s+(.+?)(?:\s+en español)?\s*[?!.]*$/;
const MEMORY_QUESTIONS: readonly { pattern: RegExp; key: string; say(value: string): string }[] = [
  {
    pattern: /\b(como me llamo|sabes (como me llamo|mi nombre)|cual es mi nombre)\b/,
    key: 'name',
    say: (v) => `Te llamas ${v}.`,
  },
  { pattern: /\b(donde vivo|sabes donde vivo)\b/, key: 'city', say: (v) => `Vives en ${v}.` },
  { pattern: /\bde donde soy\b/, key: 'origin', say: (v) => `Eres de ${v}.` },
  { pattern: /\bcuantos años tengo\b/, key: 'age', say: (v) => `Tienes ${v} años.` },
  { pattern: /\b(en que trabajo|cual es mi trabajo)\b/, key: 'job', say: (v) => `Eres ${v}.` },
  { pattern: /\bque me gusta\b/, key: 'likes', say: (v) => `Te gusta ${v}.` },
];

const englishIndexes = new WeakMap<Glossary, Map<string, GlossEntry>>();

/** English meaning -> the most basic Spanish headword with it, built once. */
function reverseIndex(glossary: Glossary): Map<string, GlossEntry> {
  const cached = englishIndexes.get(glossary);
  if (cached) return cached;
  const index = new Map<string, GlossEntry>();
  for (const entry of glossary.entries) {
    for (const sense of entry.gloss.split(';')) {
      const key = sense
        .replace(/\([^)]*\)/g, '')
        .replace(/^\s*to\s+/i, '')
        .trim()
        .toLowerCase();
      const seen = index.get(key);
      if (key && (!seen || seen.level > entry.level)) index.set(key, entry);
    }
  }
  englishIndexes.set(glossary, index);
  return index;
}

function stripQuotes(text: string): string {
  return text.replace(/^[\s«"'“]+|[\s»"'”]+$/g, '');
}

/** The tutor's answer to a learner question, or null when it is not one it recognises. */
export function answerQuestion(
  text: string,
  memory: Readonly<Record<string, string>>,
  glossary: Glossary,
): QuestionAnswer | null {
  const folded = fold(text).replace(/[¿¡]/g, '').trim();
  if (/^(y tu|y usted)\b/.test(folded)) return { text: '', echo: true };
  for (const question of MEMORY_QUESTIONS) {
    if (!question.pattern.test(folded)) continue;
    const value = memory[question.key];
    return { text: value ? question.say(value) : 'Todavía no lo sé. ¡Cuéntame!' };
  }
  const howToSay = HOW_TO_SAY.exec(folded);
  if (howToSay?.[1]) {
    const entry = reverseIndex(glossary).get(stripQuotes(howToSay[1]).replace(/^to\s+/, ''));
    if (!entry) return { text: `No conozco «${stripQuotes(howToSay[1])}». ¿Puedes decirlo de otra forma?` };
    return {
      text: `Se dice «${entry.lemma}».`,
      word: { word: entry.lemma, definition: entry.gloss },
    };
  }
  const meaning = MEANING.exec(folded);
  if (meaning?.[1]) {
    const asked = stripQuotes(meaning[1]);
    const hit = glossary.lookup(asked);
    if (!hit) return { text: `No conozco «${asked}». ¿Puedes usarla en una frase?` };
    const gloss = hit.gloss.split(';')[0]?.trim() ?? hit.gloss;
    return { text: `«${hit.lemma}» significa «${gloss}».`, word: { word: hit.lemma, definition: hit.gloss } };
  }
  for (const persona of PERSONA_ANSWERS) if (persona.pattern.test(folded)) return { text: persona.answer };
  return null;
}
