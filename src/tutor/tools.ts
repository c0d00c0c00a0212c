import type { Glossary } from '../content/glossary';
import { createEnglishIndex } from './english';
import { createVerbIndex } from './grammar/conjugation';
import { createGrammarChecker } from './grammar/engine';

const TOOLS = new WeakMap<Glossary, ReturnType<typeof buildTools>>();
function buildTools(glossary: Glossary) {
  return {
    checker: createGrammarChecker(glossary),
    verbs: createVerbIndex(glossary),
    english: createEnglishIndex(glossary),
  };
}
/** The indexes are built once per glossary, not once per session. */
export function toolsFor(glossary: Glossary) {
  const built = TOOLS.get(glossary) ?? buildTools(glossary);
  TOOLS.set(glossary, built);
  return built;
}
