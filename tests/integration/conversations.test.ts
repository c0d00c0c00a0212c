import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { conversations, users, vocabulary } from '../../src/server/db/schema';
import type { Server } from '../../src/server/compose';
import { ENGINES, registerLearner, startTestServer, type TestLearner } from '../support/test-server';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai';

const TRANSCRIPT = [
  { role: 'assistant' as const, text: '¡Hola! ¿Qué te gusta comer?' },
  { role: 'user' as const, text: 'Me gusta mucho la paella y el pescado.' },
  { role: 'assistant' as const, text: '¡Qué rico! ¿Cocinas en casa?' },
  { role: 'user' as const, transcript: 'Sí, cocino con mi hermana los domingos.' },
];

function body(overrides: Record<string, unknown> = {}) {
  return {
    items: TRANSCRIPT,
    vocabularyUsed: ['la receta', 'el postre', 'delicioso'],
    startedAt: new Date(Date.now() - 180_000).toISOString(),
    durationSeconds: 180,
    ...overrides,
  };
}

/** A learner whose user document exists (the app creates it on first sign-in via /api/me/setup). */
async function learnerWithDocument(server: Server): Promise<TestLearner> {
  const learner = await registerLearner(server.app);
  const setup = await server.app.inject({
    method: 'POST',
    url: '/api/me/setup',
    headers: { cookie: learner.cookie },
    payload: { timeZone: 'UTC' },
  });
  expect(setup.statusCode).toBe(200);
  return learner;
}

async function save(server: Server, learner: TestLearner, payload: unknown) {
  return server.app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: { cookie: learner.cookie },
    payload: payload as object,
  });
}

describe.each(ENGINES)('POST /api/conversations with the fallback extractor (%s)', (engine) => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => server?.close());

  it('needs a session and a valid body', async () => {
    const anonymous = await server.app.inject({ method: 'POST', url: '/api/conversations', payload: body() });
    expect(anonymous.statusCode).toBe(401);
    const learner = await registerLearner(server.app);
    const empty = await save(server, learner, body({ items: [] }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('items: There is nothing to save: the conversation has no messages.');
    expect((await save(server, learner, body({ startedAt: 'yesterday' }))).statusCode).toBe(400);
    expect((await save(server, learner, body({ items: [{ role: 'robot', text: 'hi' }] }))).statusCode).toBe(
      400,
    );
    expect((await save(server, learner, body({ durationSeconds: -1 }))).statusCode).toBe(400);
  });

  it('saves the record as the spec describes and stores the extracted words as learning', async () => {
    const learner = await learnerWithDocument(server);
    // Practised yesterday with a 4-day streak: today's conversation makes it 5.
    const yesterday = new Date(Date.now() - 24 * 3600_000);
    await server.database.db
      .update(users)
      .set({ learningStreak: 4, lastActiveDate: yesterday })
      .where(eq(users.uid, learner.userId));
    const response = await save(server, learner, body({ lessonId: 'lesson-a1-1' }));
    expect(response.statusCode).toBe(201);
    const { conversation, extraction } = response.json();
    expect(conversation).toMatchObject({
      userId: learner.userId,
      vocabularyUsed: ['la receta', 'el postre', 'delicioso'],
      difficulty: 3, // 3 words used: more than 2
      duration: 180,
      aiResponses: 2,
      userResponses: 2,
      errorsCorrected: 0,
      successfulExchanges: 2,
      lessonId: 'lesson-a1-1',
    });
    expect(conversation.context).toBe(
      'assistant: ¡Hola! ¿Qué te gusta comer?\nuser: Me gusta mucho la paella y el pescado.\nassistant: ¡Qué rico! ¿Cocinas en casa?\nuser: Sí, cocino con mi hermana los domingos.',
    );
    expect(Math.abs(Date.parse(conversation.timestamp) - Date.now())).toBeLessThan(10_000);
    expect(extraction).toMatchObject({ status: 'completed', method: 'fallback', conversationLevel: 2 });
    const words = extraction.words.map((w: { word: string }) => w.word);
    // The learner's own words; never the tutor's lines («comer») nor the words the tutor introduced
    // that the learner never used (receta, postre, delicioso).
    expect(words).toEqual(['gustar', 'paella', 'pescado', 'cocinar', 'hermana', 'domingo']);
    expect(words).not.toContain('comer');
    expect(words).not.toContain('receta');
    const rows = await server.database.db
      .select()
      .from(vocabulary)
      .where(eq(vocabulary.userId, learner.userId));
    expect(rows).toHaveLength(words.length);
    for (const row of rows)
      expect(row).toMatchObject({ status: 'learning', timesReviewed: 0, correctReviews: 0 });
    const stored = await server.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.userId, learner.userId));
    expect(stored).toHaveLength(1);
    const [user] = await server.database.db.select().from(users).where(eq(users.uid, learner.userId));
    expect(user?.learningStreak).toBe(5);
  });

  it('cuts the saved context at 1000 characters and skips extraction for short transcripts', async () => {
    const learner = await registerLearner(server.app);
    const long = Array.from({ length: 40 }, (_, i) => ({
      role: i % 2 ? 'user' : 'assistant',
      text: `Frase número ${i} con palabras españolas.`,
    }));
    const saved = (await save(server, learner, body({ items: long, vocabularyUsed: [] }))).json();
    expect(saved.conversation.context).toHaveLength(1000);
    expect(saved.conversation.difficulty).toBe(2);
    const short = (
      await save(server, learner, body({ items: [{ role: 'user', text: 'Hola, ¿qué tal?' }] }))
    ).json();
    expect(short.extraction).toEqual({
      status: 'skipped',
      method: 'none',
      words: [],
      conversationLevel: null,
      recommendedFocus: [],
    });
  });

  it("ranks what the tutor corrected and the lesson's items met first, with correct sentences", async () => {
    const learner = await registerLearner(server.app);
    const items = [
      { role: 'assistant', text: '¿Qué le pongo?' },
      { role: 'user', text: 'Un café con leche, por favor. Me gusta los cruasanes.' },
      { role: 'assistant', text: 'Casi. Repite, por favor: «Me gustan los cruasanes».' },
    ];
    const corrections = [
      {
        original: 'Me gusta los cruasanes.',
        corrected: 'Me gustan los cruasanes.',
        explanation: 'gustar agrees with what is liked',
      },
    ];
    const { extraction } = (
      await save(server, learner, body({ items, vocabularyUsed: [], corrections, lessonId: 'lesson-a1-1' }))
    ).json();
    const words = extraction.words.map((w: { word: string; context: string }) => [w.word, w.context]);
    expect(words.slice(0, 2)).toEqual([
      ['gustar', 'Me gustan los cruasanes.'],
      ['café con leche', 'Un café con leche, por favor.'],
    ]);
    for (const [, context] of words) expect(context).not.toBe('Me gusta los cruasanes.');
  });

  it('does not extract words the learner already knows', async () => {
    const learner = await registerLearner(server.app);
    const first = (await save(server, learner, body())).json();
    expect(first.extraction.words.length).toBeGreaterThan(0);
    const second = (await save(server, learner, body())).json();
    const before = first.extraction.words.map((w: { word: string }) => w.word);
    const after = second.extraction.words.map((w: { word: string }) => w.word);
    expect(after.filter((word: string) => before.includes(word))).toEqual([]);
  });
});

describe('POST /api/conversations with OpenAI extraction (fake OpenAI server)', () => {
  let server: Server;
  let openai: FakeOpenAi;
  const good = JSON.stringify({
    extractedWords: [
      {
        word: 'paella',
        translation: 'paella',
        context: 'Me gusta mucho la paella y el pescado.',
        difficulty: 2,
        category: 'food',
        definition: 'A Spanish rice dish.',
      },
      {
        word: 'hermana',
        translation: 'sister',
        context: 'cocino con mi hermana',
        difficulty: '9',
        definition: 'A female sibling.',
      },
      { word: 'pescado', translation: 'fish', context: '' },
    ],
    conversationLevel: 3,
    recommendedFocus: ['hermana', 'paella'],
  });

  beforeAll(async () => {
    openai = await startFakeOpenAi();
    server = await startTestServer('pglite', {
      OPENAI_API_KEY: 'sk-test-extract',
      OPENAI_BASE_URL: openai.baseUrl,
    });
  });
  afterAll(async () => {
    await server?.close();
    await openai?.stop();
  });

  it('asks the configured model with the server-built prompt and keeps only valid words', async () => {
    const learner = await learnerWithDocument(server);
    await server.database.db
      .update(users)
      .set({ proficiencyLevel: 'A0' })
      .where(eq(users.uid, learner.userId));
    openai.reply({ status: 200, content: `\`\`\`json\n${good}\n\`\`\`` });
    const index = openai.requests.length;
    const { extraction } = (await save(server, learner, body())).json();
    const request = openai.requests[index];
    expect(request?.headers.authorization).toBe('Bearer sk-test-extract');
    expect(request?.body).toMatchObject({ model: 'gpt-4', max_tokens: 1000, temperature: 0.3 });
    expect(request?.body.messages[0]?.content).toContain('CEFR level A0');
    expect(request?.body.messages[0]?.content).toContain('choose 3 to 5 Spanish words');
    expect(request?.body.messages[0]?.content).toContain('user: Sí, cocino con mi hermana los domingos.');
    expect(extraction).toMatchObject({
      status: 'completed',
      method: 'openai',
      conversationLevel: 3,
      recommendedFocus: ['hermana', 'paella'],
    });
    expect(
      extraction.words.map((w: { word: string; difficulty: number; category: string }) => [
        w.word,
        w.difficulty,
        w.category,
      ]),
    ).toEqual([
      ['paella', 2, 'food'],
      ['hermana', 5, 'general'],
    ]);
  });

  it.each([
    [429, 3, 'rate_limit', 'Vocabulary analysis service is busy. Please wait a moment and try again.'],
    [401, 1, 'auth', 'Authentication issue with vocabulary service. Please refresh the page and try again.'],
    [
      500,
      3,
      'other',
      'Vocabulary analysis temporarily unavailable. Your conversation is saved and you can continue learning.',
    ],
  ])(
    'still saves when the service answers %d (%d attempts) and says why (%s)',
    async (status, attempts, code, message) => {
      const learner = await registerLearner(server.app);
      openai.reply({ status });
      const index = openai.requests.length;
      const response = await save(server, learner, body());
      expect(response.statusCode).toBe(201);
      expect(response.json().extraction).toEqual({
        status: 'failed',
        method: 'openai',
        words: [],
        conversationLevel: null,
        recommendedFocus: [],
        code,
        message,
      });
      expect(openai.requests.length - index).toBe(attempts);
      const stored = await server.database.db
        .select()
        .from(conversations)
        .where(eq(conversations.userId, learner.userId));
      expect(stored).toHaveLength(1);
    },
  );

  it('reports a reply that is not JSON with the "Other" text', async () => {
    const learner = await registerLearner(server.app);
    openai.reply({ status: 200, content: 'Sorry, I cannot help with that.' });
    const { extraction } = (await save(server, learner, body())).json();
    expect(extraction.code).toBe('other');
    expect(extraction.message).toBe(
      'Vocabulary analysis temporarily unavailable. Your conversation is saved and you can continue learning.',
    );
  });
});

describe.each(ENGINES)('corrections and the keep-alive save when leaving /chat (%s)', (engine) => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer(engine, { PUBLIC_URL: 'http://127.0.0.1:3000' });
  });
  afterAll(async () => server?.close());

  const CORRECTIONS = [
    {
      original: 'Yo soy 20 años',
      corrected: 'Tengo 20 años',
      explanation: 'Age uses tener.',
      category: 'ser-estar',
    },
    {
      original: 'Me gusta los perros',
      corrected: 'Me gustan los perros',
      explanation: '',
      category: 'agreement',
    },
  ];

  it('stores the corrections in a field of their own and returns them; errorsCorrected stays 0', async () => {
    const learner = await learnerWithDocument(server);
    const response = await save(server, learner, body({ corrections: CORRECTIONS }));
    expect(response.statusCode, response.body).toBe(201);
    const { conversation } = response.json();
    expect(conversation.corrections).toEqual(CORRECTIONS);
    expect(conversation.errorsCorrected).toBe(0);
    const [row] = await server.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, conversation.id));
    expect(row?.corrections).toEqual(CORRECTIONS);
    // Without corrections the field is an empty list (older clients, the offline queue).
    const plain = (await save(server, learner, body())).json();
    expect(plain.conversation.corrections).toEqual([]);
    // A correction without its kind (an older client) is kept with the kind 'other'.
    const { category: _kind, ...untyped } = CORRECTIONS[0] as (typeof CORRECTIONS)[number];
    const older = (await save(server, learner, body({ corrections: [untyped] }))).json();
    expect(older.conversation.corrections).toEqual([{ ...untyped, category: 'other' }]);
  });

  it('bounds the corrections: at most 100, each text at most 500 characters, both forms needed', async () => {
    const learner = await registerLearner(server.app);
    const many = Array.from({ length: 101 }, () => CORRECTIONS[0]);
    expect((await save(server, learner, body({ corrections: many }))).statusCode).toBe(400);
    const long = [{ ...CORRECTIONS[0], explanation: 'x'.repeat(501) }];
    expect((await save(server, learner, body({ corrections: long }))).statusCode).toBe(400);
    const empty = [{ original: 'soy 20 años', corrected: '  ' }];
    expect((await save(server, learner, body({ corrections: empty }))).statusCode).toBe(400);
  });

  it('accepts the page-leaving keep-alive request (cookie, our Origin, JSON text) and stores a retry once', async () => {
    const learner = await learnerWithDocument(server);
    const clientId = randomUUID();
    // What fetch(…, { keepalive: true }) sends from the page: our Origin, the cookie, a JSON string.
    const leave = () =>
      server.app.inject({
        method: 'POST',
        url: '/api/conversations',
        headers: {
          cookie: learner.cookie,
          origin: 'http://127.0.0.1:3000',
          'content-type': 'application/json',
        },
        payload: JSON.stringify(body({ clientId, corrections: CORRECTIONS })),
      });
    const first = await leave();
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().extraction.status).toBe('completed');
    // The unmount save, the offline queue or End chat after a drop send the same client id again.
    const again = await leave();
    expect(again.statusCode).toBe(201);
    expect(again.json().conversation.id).toBe(first.json().conversation.id);
    expect(again.json().conversation.corrections).toEqual(CORRECTIONS);
    const stored = await server.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.userId, learner.userId));
    expect(stored).toHaveLength(1);
    // Another site's page cannot save into the learner's account.
    const foreign = await server.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: { cookie: learner.cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: JSON.stringify(body()),
    });
    expect(foreign.statusCode).toBe(403);
  });
});
