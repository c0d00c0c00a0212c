import { NOUNS_DATA } from './data/nouns';
import { OTHER_DATA } from './data/other';
import { PHRASES_DATA } from './data/phrases';
import { VERBS_DATA } from './data/verbs';
import { LESSON_WORD_FILES } from './data/lessons';
import { createGlossary, type Glossary } from './glossary';
import { parseGlossary } from './parse';
import type { GlossEntry } from './types';

export { SPANISH_STOP_WORDS } from './stop-words';
export type { Glossary } from './glossary';
export { translateWithGlossary } from './translator';
export type { GlossEntry } from './types';

/**
 * Every glossary entry: nouns, verbs, other words, phrases (each file most frequent first), then
 * the words the lessons teach beyond them, by level.
 */
export const GLOSSARY_ENTRIES: readonly GlossEntry[] = [
  ...parseGlossary(NOUNS_DATA, 'data/nouns.ts'),
  ...parseGlossary(VERBS_DATA, 'data/verbs.ts'),
  ...parseGlossary(OTHER_DATA, 'data/other.ts'),
  ...parseGlossary(PHRASES_DATA, 'data/phrases.ts'),
  ...LESSON_WORD_FILES.flatMap(([file, data]) => parseGlossary(data, file)),
];

let shared: Glossary | undefined;

/** The shared glossary, built on first use (indexing ~3,000 entries is cheap but not free). */
export function getGlossary(): Glossary {
  shared ??= createGlossary(GLOSSARY_ENTRIES);
  return shared;
}
