import { getGlossary } from '../src/content/glossary';
import { createGrammarChecker } from '../src/server/realtime/local-tutor/grammar/engine';
const g = createGrammarChecker(getGlossary());
for (const s of process.argv.slice(2)) console.log(s, JSON.stringify(g.check(s)));
