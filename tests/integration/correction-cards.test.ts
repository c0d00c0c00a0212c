import { randomUUID } from 'node:crypto';
import { unzipSync } from 'fflate';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyReview, newSrsState } from '../../src/domain/srs';
import { DAY_MS } from '../../src/domain/time';
import { vocabulary } from '../../src/server/db/schema';
import { sqlite } from '../../src/server/modules/vocabulary/transfer/sqlite';
import type { Server } from '../../src/server/compose';
import { ENGINES, registerSetUpLearner, startTestServer, type TestLearner } from '../support/test-server';

/** A multipart/form-data body with one file part. */
function multipart(bytes: Uint8Array | string, filename: string) {
  const boundary = `----charla${randomUUID()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const payload = Buffer.concat([
    Buffer.from(head),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const CORRECTION = {
  original: 'Yo soy cansado',
  corrected: 'Yo estoy cansado',
  explanation: 'Estar para estados temporales.',
  category: 'grammar',
};

describe.each(ENGINES)('correction cards on %s', (engine) => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => server.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: TestLearner, payload?: object) =>
    server.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });
  const upload = (who: TestLearner, body: Uint8Array | string, filename: string) => {
    const { payload, headers } = multipart(body, filename);
    return server.app.inject({
      method: 'POST',
      url: '/api/vocabulary/import',
      headers: { ...headers, cookie: who.cookie },
      payload,
    });
  };
  const items = async (who: TestLearner) =>
    (await call('GET', '/api/vocabulary?limit=200', who)).json().items as {
      word: string;
      translation: string;
      definition: string;
      category: string;
      kind: string;
    }[];

  it('is created due, counted, reviewed by the table and refused twice', async () => {
    const who = await registerSetUpLearner(server.app);
    const created = await call('POST', '/api/vocabulary/corrections', who, CORRECTION);
    expect(created.statusCode, created.body).toBe(201);
    const card = created.json();
    expect(card).toMatchObject({
      kind: 'correction',
      word: CORRECTION.original,
      translation: CORRECTION.corrected,
      definition: CORRECTION.explanation,
      category: 'grammar',
      status: 'learning',
    });

    const again = await call('POST', '/api/vocabulary/corrections', who, { ...CORRECTION, explanation: '' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already one of your cards/);
    const empty = await call('POST', '/api/vocabulary/corrections', who, { original: ' ', corrected: 'x' });
    expect(empty.statusCode).toBe(400);

    const due = (await call('GET', '/api/vocabulary/due', who)).json().items;
    expect(due.map((item: { id: string; kind: string }) => [item.id, item.kind])).toEqual([
      [card.id, 'correction'],
    ]);
    expect((await call('GET', '/api/dashboard', who)).json().dueCount).toBe(1);

    const reviewedAt = new Date();
    const reviewed = await call('POST', `/api/vocabulary/${card.id}/review`, who, {
      rating: 'good',
      reviewId: randomUUID(),
      reviewedAt: reviewedAt.toISOString(),
    });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    const expected = applyReview(newSrsState(new Date(card.createdAt)), 'good', reviewedAt);
    expect(reviewed.json()).toMatchObject({
      kind: 'correction',
      interval: expected.interval,
      easeFactor: expected.easeFactor,
      timesReviewed: 1,
      nextReviewDue: expected.nextReviewDue.toISOString(),
    });
    expect((await call('GET', '/api/dashboard', who)).json().dueCount).toBe(0);
  });

  it('goes out in CSV and .apkg and comes back a correction card', async () => {
    const who = await registerSetUpLearner(server.app);
    await call('POST', '/api/vocabulary', who, { word: 'perro', translation: 'dog' });
    expect((await call('POST', '/api/vocabulary/corrections', who, CORRECTION)).statusCode).toBe(201);

    const csv = await call('GET', '/api/vocabulary/export?format=csv', who);
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('word,translation,context,definition,category,kind');
    expect(lines).toContain(
      'Yo soy cansado,Yo estoy cansado,,Estar para estados temporales.,grammar,correction',
    );

    const apkg = await call('GET', '/api/vocabulary/export?format=apkg', who);
    expect(apkg.statusCode).toBe(200);
    const SQL = await sqlite();
    const db = new SQL.Database(unzipSync(new Uint8Array(apkg.rawPayload))['collection.anki2']);
    const models = JSON.parse(String(db.exec('SELECT models FROM col')[0]?.values[0]?.[0]));
    const correctionModel = Object.values(models).find(
      (model) => (model as { name: string }).name === 'Charla correction',
    ) as { id: number; flds: { name: string }[] };
    expect(correctionModel.flds.map((field) => field.name)).toEqual(['Sentence', 'Corrected', 'Explanation']);
    const notes = db.exec('SELECT mid, flds FROM notes')[0]?.values ?? [];
    const correctionNote = notes.find(([mid]) => Number(mid) === correctionModel.id);
    expect(String(correctionNote?.[1]).split('\x1f')).toEqual([
      'Yo <span class=wrong>soy</span> cansado',
      'Yo estoy cansado',
      'Estar para estados temporales.',
    ]);
    db.close();

    for (const [file, name] of [
      [csv.rawPayload, 'words.csv'],
      [new Uint8Array(apkg.rawPayload), 'words.apkg'],
    ] as const) {
      const fresh = await registerSetUpLearner(server.app);
      const imported = await upload(fresh, file, name);
      expect(imported.statusCode, imported.body).toBe(200);
      const back = await items(fresh);
      expect(back.find((item) => item.word === 'Yo soy cansado')).toMatchObject({
        kind: 'correction',
        translation: 'Yo estoy cansado',
        definition: 'Estar para estados temporales.',
        category: 'grammar',
      });
      expect(back.find((item) => item.word === 'perro')?.kind).toBe('word');
    }
  });
});

describe.each(ENGINES)('due words used correctly in a conversation on %s', (engine) => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => server.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: TestLearner, payload?: object) =>
    server.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });

  const conversation = (learnerLine: string, corrections: object[] = []) => ({
    items: [
      { role: 'assistant', text: '¿A qué hora te levantas?' },
      { role: 'user', text: learnerLine },
      { role: 'assistant', text: '¡Qué temprano!' },
    ],
    vocabularyUsed: [],
    startedAt: new Date(Date.now() - 120_000).toISOString(),
    durationSeconds: 120,
    clientId: randomUUID(),
    corrections,
  });

  /** A learner with «madrugar» due since yesterday and «cocina» not due yet. */
  async function learnerWithDueWord(): Promise<{ who: TestLearner; id: string }> {
    const who = await registerSetUpLearner(server.app);
    const added = await call('POST', '/api/vocabulary', who, {
      word: 'madrugar',
      translation: 'to get up early',
    });
    const later = await call('POST', '/api/vocabulary', who, { word: 'cocina', translation: 'kitchen' });
    const id = added.json().id as string;
    const db = server.database.db;
    await db
      .update(vocabulary)
      .set({ nextReviewDue: new Date(Date.now() - DAY_MS) })
      .where(eq(vocabulary.id, id));
    await db
      .update(vocabulary)
      .set({ nextReviewDue: new Date(Date.now() + 3 * DAY_MS) })
      .where(eq(vocabulary.id, later.json().id));
    return { who, id };
  }

  const card = async (who: TestLearner, id: string) =>
    (
      (await call('GET', '/api/vocabulary?limit=200', who)).json().items as {
        id: string;
        timesReviewed: number;
        lastReviewResult: string | null;
        nextReviewDue: string;
      }[]
    ).find((item) => item.id === id);

  it('reviews a due word used in a sentence the tutor let stand, once a day', async () => {
    const { who, id } = await learnerWithDueWord();
    const line = 'Yo madrugo todos los días y desayuno en la cocina.';
    const first = await call('POST', '/api/conversations', who, conversation(line));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().reviewedWords).toEqual([{ id, word: 'madrugar' }]);
    const after = await card(who, id);
    expect(after).toMatchObject({ timesReviewed: 1, lastReviewResult: 'good' });
    expect(Date.parse(after?.nextReviewDue as string)).toBeGreaterThan(Date.now());
    // No longer due (the words this conversation added are: they are new cards).
    const due = (await call('GET', '/api/vocabulary/due', who)).json().items as { id: string }[];
    expect(due.map((item) => item.id)).not.toContain(id);

    // Due again the same day (moved back by hand): a second conversation does not review it again.
    await server.database.db
      .update(vocabulary)
      .set({ nextReviewDue: new Date(Date.now() - 1000) })
      .where(eq(vocabulary.id, id));
    const second = await call('POST', '/api/conversations', who, conversation(line));
    // (Words the first conversation added are new and due: those may be reviewed, not this one.)
    expect(second.json().reviewedWords.map((word: { id: string }) => word.id)).not.toContain(id);
    expect((await card(who, id))?.timesReviewed).toBe(1);
  });

  it('does not review a word used in a sentence the tutor corrected', async () => {
    const { who, id } = await learnerWithDueWord();
    const saved = await call(
      'POST',
      '/api/conversations',
      who,
      conversation('Yo madrugo a las seis y soy cansado.', [
        { original: 'soy cansado', corrected: 'estoy cansado', explanation: 'Estar para estados.' },
      ]),
    );
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().reviewedWords).toEqual([]);
    expect((await card(who, id))?.timesReviewed).toBe(0);
  });

  it('does nothing when the learner turned the setting off, and again when turned on', async () => {
    const { who, id } = await learnerWithDueWord();
    const off = await call('PUT', '/api/me/settings', who, { reviewUsedWords: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().settings.reviewUsedWords).toBe(false);
    const saved = await call('POST', '/api/conversations', who, conversation('Yo madrugo mucho.'));
    expect(saved.json().reviewedWords).toEqual([]);
    expect((await card(who, id))?.timesReviewed).toBe(0);

    await call('PUT', '/api/me/settings', who, { reviewUsedWords: true });
    const on = await call('POST', '/api/conversations', who, conversation('Yo madrugo mucho.'));
    expect(on.json().reviewedWords).toEqual([{ id, word: 'madrugar' }]);
  });
});
