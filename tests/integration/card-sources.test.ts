import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { conversations } from '../../src/server/db/schema';
import type { Server } from '../../src/server/compose';
import { ENGINES, registerSetUpLearner, startTestServer, type TestLearner } from '../support/test-server';

const TRANSCRIPT = [
  { role: 'assistant' as const, text: '¡Hola! ¿Qué te gusta comer?' },
  { role: 'user' as const, text: 'Me gusta mucho la paella y el pescado.' },
  { role: 'assistant' as const, text: '¡Qué rico! ¿Cocinas en casa?' },
  { role: 'user' as const, text: 'Sí, cocino con mi hermana los domingos.' },
];

const conversation = (lessonId?: string) => ({
  items: TRANSCRIPT,
  vocabularyUsed: [],
  startedAt: new Date(Date.now() - 120_000).toISOString(),
  durationSeconds: 120,
  ...(lessonId ? { lessonId } : {}),
});

interface Item {
  id: string;
  word: string;
  context: string;
  sourceConversationId: string | null;
  sourceLessonId: string | null;
}

/** Cards remember the conversation and lesson they came from, and outlive the conversation. */
describe.each(ENGINES)('card sources on %s', (engine) => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => server.close());

  const call = (method: 'GET' | 'POST', url: string, who: TestLearner, payload?: object) =>
    server.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });
  const items = async (who: TestLearner) =>
    (await call('GET', '/api/vocabulary?limit=200', who)).json().items as Item[];

  it('a word saved from a lesson conversation carries both, and survives the conversation’s deletion', async () => {
    const who = await registerSetUpLearner(server.app);
    const saved = await call('POST', '/api/conversations', who, conversation('lesson-a1-1'));
    expect(saved.statusCode, saved.body).toBe(201);
    const conversationId = saved.json().conversation.id as string;
    const words = await items(who);
    expect(words.length).toBeGreaterThan(0);
    for (const word of words) {
      expect(word).toMatchObject({ sourceConversationId: conversationId, sourceLessonId: 'lesson-a1-1' });
      // The example sentence comes from that conversation.
      expect(word.context).not.toBe('');
      expect(TRANSCRIPT.map((line) => line.text).join(' ')).toContain(word.context);
    }
    // The due list (the flashcards' own statement) carries the source too.
    const due = (await call('GET', '/api/vocabulary/due', who)).json().items as Item[];
    expect(due[0]?.sourceConversationId).toBe(conversationId);

    await server.database.db.delete(conversations).where(eq(conversations.id, conversationId));
    const after = await items(who);
    expect(after.map((word) => word.id).sort()).toEqual(words.map((word) => word.id).sort());
    for (const word of after)
      expect(word).toMatchObject({ sourceConversationId: null, sourceLessonId: 'lesson-a1-1' });
  });

  it('a free conversation has no lesson; words added by hand have no source', async () => {
    const who = await registerSetUpLearner(server.app);
    const saved = await call('POST', '/api/conversations', who, conversation());
    const conversationId = saved.json().conversation.id as string;
    const byHand = await call('POST', '/api/vocabulary', who, { word: 'gato', translation: 'cat' });
    expect(byHand.statusCode).toBe(201);
    expect(byHand.json()).toMatchObject({ sourceConversationId: null, sourceLessonId: null });
    const words = await items(who);
    expect(words.find((word) => word.word === 'gato')).toMatchObject({ sourceConversationId: null });
    expect(words.filter((word) => word.sourceConversationId === conversationId).length).toBe(
      words.length - 1,
    );
    expect(words.every((word) => word.sourceLessonId === null)).toBe(true);
  });

  it('a correction card links to the learner’s own conversation, never to another’s', async () => {
    const who = await registerSetUpLearner(server.app);
    const other = await registerSetUpLearner(server.app);
    const mine = (await call('POST', '/api/conversations', who, conversation('lesson-a1-1'))).json()
      .conversation.id as string;
    const theirs = (await call('POST', '/api/conversations', other, conversation())).json().conversation
      .id as string;
    const card = await call('POST', '/api/vocabulary/corrections', who, {
      original: 'Yo soy cansado',
      corrected: 'Yo estoy cansado',
      conversationId: mine,
    });
    expect(card.statusCode, card.body).toBe(201);
    expect(card.json()).toMatchObject({ sourceConversationId: mine, sourceLessonId: 'lesson-a1-1' });
    const stolen = await call('POST', '/api/vocabulary/corrections', who, {
      original: 'Ella es en casa',
      corrected: 'Ella está en casa',
      conversationId: theirs,
    });
    expect(stolen.statusCode).toBe(201);
    expect(stolen.json()).toMatchObject({ sourceConversationId: null, sourceLessonId: null });
  });
});
