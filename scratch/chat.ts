import { getGlossary } from '../src/content/glossary';
import { findLesson } from '../src/content/lessons';
import { createTutor } from '../src/server/realtime/local-tutor/tutor';
const lesson = process.env.LESSON ? findLesson(process.env.LESSON) ?? null : null;
const t = createTutor({ level: (process.env.LEVEL ?? 'A1') as 'A1', interests: ['food', 'travel'], lesson, memory: {}, seed: 7, glossary: getGlossary(), uiLanguage: 'en' });
const lines = process.argv.slice(2);
for (const l of lines) { const r = t.reply(l); console.log('> ' + l + '\n  ' + r.text + '\n  [' + r.translation + '] ' + r.kind + ' ' + r.toolCalls.map(c => c.name + JSON.stringify(c.arguments)).join(' ')); }
