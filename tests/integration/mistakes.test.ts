import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { conversations, mistakes } from '../../src/server/db/schema';
import type { Server } from '../../src/server/compose';
import { loadSessionProfile } from '../../src/server/modules/realtime/profile';
import { buildInstructions } from '../../src/server/realtime/session-config';
import { PRACTICE_QUESTIONS } from '../../src/content/tutor/practice-questions';
import { ENGINES, registerSetUpLearner, startTestServer, type TestLearner } from '../support/test-server';
import { connect, listen, ofType, userMessage, type Client } from '../support/realtime-client';

const DAY_MS = 24 * 3600_000;

function body(corrections: unknown[], overrides: Record<string, unknown> = {}) {
  return {
    items: [
      { role: 'assistant', text: '¡Hola! ¿Qué hiciste ayer?' },
      { role: 'user', text: 'Ayer voy al cine.' },
    ],
    startedAt: new Date(Date.now() - 120_000).toISOString(),
    durationSeconds: 120,
    clientId: randomUUID(),
    corrections,
    ...overrides,
  };
}

/** What the built-in tutor says back, and its note_correction arguments, answering tools as the browser does. */
async function say(
  client: Client,
  text: string,
): Promise<{ text: string; corrections: Record<string, string>[] }> {
  const start = client.events.length;
  client.send(userMessage(text));
  client.send({ type: 'response.create' });
  await client.waitFor((e) => e.type === 'response.done' && client.events.indexOf(e) >= start);
  const items = client.events
    .slice(start)
    .filter(ofType('response.output_item.done'))
    .map((e) => e.item as Record<string, string>);
  const calls = items.filter((item) => item.type === 'function_call');
  const corrections = calls
    .filter((item) => item.name === 'note_correction')
    .map((item) => JSON.parse(item.arguments as string) as Record<string, string>);
  if (items.some((item) => item.type === 'message')) return { text: textSince(client, start), corrections };
  for (const item of calls)
    client.send({
      type: 'conversation.item.create',
      item: { type: 'function_call_output', call_id: item.call_id, output: '{"ok":true}' },
    });
  const marker = client.events.length;
  client.send({ type: 'response.create' });
  await client.waitFor((e) => e.type === 'response.done' && client.events.indexOf(e) >= marker);
  return { text: textSince(client, marker), corrections };
}

const textSince = (client: Client, from: number) =>
  client.events
    .slice(from)
    .filter(ofType('response.text.delta'))
    .map((e) => e.delta)
    .join('');

describe.each(ENGINES)('the mistakes ledger (%s)', (engine) => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = await startTestServer(engine);
    base = await listen(server);
  });
  afterAll(async () => server?.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who: TestLearner, payload?: object) =>
    server.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });
  const ledger = (who: TestLearner) =>
    server.database.db.select().from(mistakes).where(eq(mistakes.userId, who.userId));

  it('keeps the built-in tutor’s corrections by kind when the conversation is saved', async () => {
    const who = await registerSetUpLearner(server.app);
    const client = await connect(base, who, '?model=local-tutor');
    await client.waitFor(ofType('session.created'));
    await say(client, 'Hola');
    const noted = [
      ...(await say(client, 'Mi hermana es en casa.')).corrections,
      ...(await say(client, 'Tengo un casa grande.')).corrections,
    ];
    client.socket.close();
    expect(noted.map((c) => c.category)).toEqual(['ser-estar', 'agreement']);

    const saved = await call('POST', '/api/conversations', who, body(noted));
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().conversation.corrections.map((c: { category: string }) => c.category)).toEqual([
      'ser-estar',
      'agreement',
    ]);
    const rows = await ledger(who);
    expect(rows.map((row) => [row.category, row.original, row.corrected]).sort()).toEqual(
      noted.map((c) => [c.category, c.original, c.corrected]).sort(),
    );
    expect(new Set(rows.map((row) => row.conversationId))).toEqual(new Set([saved.json().conversation.id]));

    const summary = await call('GET', '/api/mistakes', who);
    expect(summary.statusCode).toBe(200);
    expect(summary.json().windowDays).toBe(28);
    const kinds = summary.json().kinds as {
      category: string;
      count: number;
      trend: string;
      notes: { id: string }[];
    }[];
    expect(kinds.map((k) => [k.category, k.count, k.trend]).sort()).toEqual([
      ['agreement', 1, 'up'],
      ['ser-estar', 1, 'up'],
    ]);
    expect(kinds.find((k) => k.category === 'ser-estar')?.notes[0]?.id).toBe('ser-estar');
  });

  it('keeps an AI tutor’s categories; an unknown or missing one is kept as other', async () => {
    const who = await registerSetUpLearner(server.app);
    const response = await call(
      'POST',
      '/api/conversations',
      who,
      body([
        {
          original: 'Quiero que vienes.',
          corrected: 'Quiero que vengas.',
          explanation: 'Wish.',
          category: 'subjunctive',
        },
        {
          original: 'Lo dije a ella.',
          corrected: 'Se lo dije a ella.',
          explanation: '',
          category: 'pronouns',
        },
        { original: 'Ayer voy.', corrected: 'Ayer fui.', explanation: '', category: 'tense-mixup' },
        { original: 'Hola amigo.', corrected: 'Hola, amigo.', explanation: '' },
      ]),
    );
    expect(response.statusCode, response.body).toBe(201);
    const rows = await ledger(who);
    expect(rows.sort((a, b) => a.position - b.position).map((row) => [row.position, row.category])).toEqual([
      [0, 'subjunctive'],
      [1, 'pronouns'],
      [2, 'other'],
      [3, 'other'],
    ]);
    expect(rows[0]?.explanation).toBe('Wish.');
    expect(rows[0]?.createdAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('a retried save does not count its corrections twice', async () => {
    const who = await registerSetUpLearner(server.app);
    const payload = body([
      { original: 'Soy 20 años.', corrected: 'Tengo 20 años.', explanation: '', category: 'ser-estar' },
      { original: 'Es frío.', corrected: 'Hace frío.', explanation: '', category: 'fixed-expressions' },
    ]);
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await call('POST', '/api/conversations', who, payload)).statusCode).toBe(201);
    expect(await ledger(who)).toHaveLength(2);
    // A first attempt that stopped before its corrections were kept: the retry keeps them, once.
    await server.database.db.delete(mistakes).where(eq(mistakes.userId, who.userId));
    expect((await call('POST', '/api/conversations', who, payload)).statusCode).toBe(201);
    expect((await call('POST', '/api/conversations', who, payload)).statusCode).toBe(201);
    expect((await ledger(who)).map((row) => row.category).sort()).toEqual(['fixed-expressions', 'ser-estar']);
  });

  it('counts four weeks only, and tells the next session the kinds that keep coming back', async () => {
    const who = await registerSetUpLearner(server.app);
    const ser = {
      original: 'Soy en casa.',
      corrected: 'Estoy en casa.',
      explanation: '',
      category: 'ser-estar',
    };
    const past = {
      original: 'Ayer como.',
      corrected: 'Ayer comí.',
      explanation: '',
      category: 'past-tenses',
    };
    const agreement = {
      original: 'La casa blanco.',
      corrected: 'La casa blanca.',
      explanation: '',
      category: 'agreement',
    };
    await call('POST', '/api/conversations', who, body([ser, past, ser, agreement]));
    await call('POST', '/api/conversations', who, body([past, past]));
    // An old conversation: its mistakes no longer count.
    const old = await call('POST', '/api/conversations', who, body([agreement, agreement, agreement]));
    const oldAt = new Date(Date.now() - 40 * DAY_MS);
    await server.database.db
      .update(mistakes)
      .set({ createdAt: oldAt })
      .where(eq(mistakes.conversationId, old.json().conversation.id));

    const kinds = (await call('GET', '/api/mistakes', who)).json().kinds as {
      category: string;
      count: number;
    }[];
    expect(kinds.map((k) => [k.category, k.count])).toEqual([
      ['past-tenses', 3],
      ['ser-estar', 2],
      ['agreement', 1],
    ]);

    const profile = await loadSessionProfile(server.database.db, who.userId, undefined, 'agreement');
    expect(profile.recurringKinds).toEqual(['past-tenses', 'ser-estar']);
    expect(profile.focusKind).toBe('agreement');
    const instructions = buildInstructions(profile);
    expect(instructions).toMatch(/recent conversations: "past-tenses" \([^)]*\), "ser-estar"/);
    expect(instructions).toContain(
      'This session practises one kind of mistake the learner makes: "agreement"',
    );
    // A lesson keeps its own point; an unknown focus is no focus.
    expect(
      (await loadSessionProfile(server.database.db, who.userId, 'lesson-a1-1', 'agreement')).focusKind,
    ).toBe(null);
    expect((await loadSessionProfile(server.database.db, who.userId, undefined, 'nonsense')).focusKind).toBe(
      null,
    );
  });

  it('a "Practise this" session with the built-in tutor asks a question that needs the kind early', async () => {
    const who = await registerSetUpLearner(server.app);
    const client = await connect(base, who, '?model=local-tutor&focus=past-tenses');
    await client.waitFor(ofType('session.created'));
    const replies = [(await say(client, 'Hola')).text, (await say(client, 'Me llamo Ana')).text];
    client.socket.close();
    const questions = PRACTICE_QUESTIONS['past-tenses'].map((q) => q.es);
    expect(
      replies.some((text) => questions.some((q) => text.includes(q))),
      replies.join(' | '),
    ).toBe(true);
  });

  it('the ledger is in the data export and goes with the account', async () => {
    const who = await registerSetUpLearner(server.app);
    const other = await registerSetUpLearner(server.app);
    const mine = {
      original: 'Soy cansado.',
      corrected: 'Estoy cansado.',
      explanation: '',
      category: 'ser-estar',
    };
    const theirs = {
      original: 'El agua fría es bueno.',
      corrected: 'El agua fría es buena.',
      explanation: '',
      category: 'agreement',
    };
    await call('POST', '/api/conversations', who, body([mine]));
    await call('POST', '/api/conversations', other, body([theirs]));

    const exported = await call('GET', '/api/me/export', who);
    expect(exported.statusCode).toBe(200);
    expect(
      exported
        .json()
        .tables.mistakes.map((row: { original: string; category: string }) => [row.original, row.category]),
    ).toEqual([['Soy cansado.', 'ser-estar']]);
    expect(exported.body).not.toContain('El agua fría es bueno.');

    const deleted = await call('DELETE', '/api/me', who, { password: 'secret123' });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await ledger(who)).toEqual([]);
    expect(
      await server.database.db.select().from(conversations).where(eq(conversations.userId, who.userId)),
    ).toEqual([]);
    expect(await ledger(other)).toHaveLength(1);
  });

  it('needs a session', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/mistakes' })).statusCode).toBe(401);
  });
});
