import { describe, expect, it } from 'vitest';
import { getGlossary } from '../content/glossary';
import { CORRECTION_KINDS, type CorrectionKind } from '../content/tutor/correction-kinds';
import { PRACTICE_QUESTIONS } from '../content/tutor/practice-questions';
import { createTutor, type TutorSetup } from './tutor';

const make = (over: Partial<TutorSetup> = {}) =>
  createTutor({
    level: 'A1',
    interests: ['food'],
    lesson: null,
    memory: {},
    seed: 7,
    glossary: getGlossary(),
    ...over,
  });

const practised = (kind: Exclude<CorrectionKind, 'other'>) => PRACTICE_QUESTIONS[kind].map((q) => q.es);
const asksOneOf = (text: string, questions: string[]) => questions.some((q) => text.includes(q));
const KINDS = CORRECTION_KINDS.filter((kind): kind is Exclude<CorrectionKind, 'other'> => kind !== 'other');
/** What a learner might say in the first turns: a greeting, a name, a plain sentence. */
const OPENING = ['Hola', 'Me llamo Ana', 'Me gusta mucho el café'];

describe('practising a kind of mistake', () => {
  it.each(KINDS)('a session focused on %s asks a question that needs it within two turns', (kind) => {
    const tutor = make({ focusKind: kind });
    const replies = OPENING.slice(0, 2).map((line) => tutor.reply(line).text);
    expect(replies.some((text) => asksOneOf(text, practised(kind)))).toBe(true);
  });

  it('the focus asks for a past tense: «¿Qué hiciste el fin de semana?» or the like', () => {
    const first = make({ focusKind: 'past-tenses', memory: { name: 'Ana' } }).reply('Hola').text;
    expect(asksOneOf(first, practised('past-tenses'))).toBe(true);
  });

  it('without a focus or recurring kinds, no practice question comes early', () => {
    const tutor = make();
    const replies = OPENING.map((line) => tutor.reply(line).text);
    for (const kind of KINDS) expect(replies.some((text) => asksOneOf(text, practised(kind)))).toBe(false);
  });

  it('recurring kinds come up in a longer conversation, each question once', () => {
    const tutor = make({ recurringKinds: ['ser-estar'], memory: { name: 'Ana' } });
    const said = ['Hola', 'No sé', 'No sé', 'No sé', 'No sé', 'No sé', 'No sé', 'No sé'].map(
      (line) => tutor.reply(line).text,
    );
    const asked = said.filter((text) => asksOneOf(text, practised('ser-estar')));
    expect(asked.length).toBeGreaterThanOrEqual(1);
    expect(new Set(asked).size).toBe(asked.length);
  });
});
