import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, vocabulary } from '../../src/server/db/schema';
import type { Server } from '../../src/server/compose';
import { ENGINES, registerSetUpLearner, startTestServer, type TestLearner } from '../support/test-server';

describe.each(ENGINES)('word list API on %s', (engine) => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => server.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: object) =>
    server.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  async function addWord(who: TestLearner, word: string, extra: object = {}) {
    const response = await call('POST', '/api/vocabulary', who.cookie, {
      word,
      translation: `${word}-en`,
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; word: string };
  }

  /** Inserts many words directly, with distinct created and due times. */
  async function seed(who: TestLearner, count: number) {
    const base = Date.UTC(2026, 0, 1);
    const rows = Array.from({ length: count }, (_, i) => ({
      userId: who.userId,
      word: `palabra${i}`,
      translation: i % 2 === 0 ? `even ${i}` : `odd ${i}`,
      category: i % 3 === 0 ? 'food' : 'general',
      status: i % 5 === 0 ? 'mastered' : 'learning',
      createdAt: new Date(base + i * 1000),
      // Many ties on the due time: the cursor must break them by id.
      nextReviewDue: new Date(base + Math.floor((count - 1 - i) / 4) * 60_000),
    }));
    for (let i = 0; i < rows.length; i += 500)
      await server.database.db.insert(vocabulary).values(rows.slice(i, i + 500));
  }

  async function walk(who: TestLearner, query: string) {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/api/vocabulary?${query}&limit=37${cursor ? `&cursor=${cursor}` : ''}`;
      const response = await call('GET', url, who.cookie);
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json();
      seen.push(...page.items.map((item: { word: string }) => item.word));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 100);
    return seen;
  }

  it('pages by cursor through every word once, in both sorts, with filters and search', async () => {
    const who = await registerSetUpLearner(server.app);
    await seed(who, 300);
    const created = await walk(who, 'sort=created');
    expect(created).toHaveLength(300);
    expect(new Set(created).size).toBe(300);
    expect(created[0]).toBe('palabra299');
    const due = await walk(who, 'sort=nextReview');
    expect(new Set(due).size).toBe(300);
    // Four words share each due time: ties come in id order, so only the group is known.
    expect(['palabra296', 'palabra297', 'palabra298', 'palabra299']).toContain(due[0]);
    expect(['palabra0', 'palabra1', 'palabra2', 'palabra3']).toContain(due.at(-1));

    const food = (await call('GET', '/api/vocabulary?category=food&limit=200', who.cookie)).json();
    expect(food.total).toBe(100);
    expect(food.categories).toEqual(['food', 'general']);
    const mastered = (await call('GET', '/api/vocabulary?status=mastered', who.cookie)).json();
    expect(mastered.total).toBe(60);
    const search = (await call('GET', '/api/vocabulary?search=ODD%2012', who.cookie)).json();
    expect(search.items.map((item: { word: string }) => item.word).sort()).toEqual(
      ['palabra121', 'palabra123', 'palabra125', 'palabra127', 'palabra129'].sort(),
    );
    const wildcard = (await call('GET', '/api/vocabulary?search=%25', who.cookie)).json();
    expect(wildcard.total).toBe(0);
  });

  it('searches without accents or case: adios finds adiós, ñ stays apart from n', async () => {
    const who = await registerSetUpLearner(server.app);
    for (const word of ['adiós', 'También', 'DÍAS', 'año', 'ano', 'Niño']) await addWord(who, word);
    const found = async (search: string) =>
      (await call('GET', `/api/vocabulary?search=${encodeURIComponent(search)}`, who.cookie))
        .json()
        .items.map((item: { word: string }) => item.word)
        .sort();
    expect(await found('adios')).toEqual(['adiós']);
    expect(await found('tambien')).toEqual(['También']);
    expect(await found('dias')).toEqual(['DÍAS']);
    expect(await found('ADIÓS')).toEqual(['adiós']);
    expect(await found('año')).toEqual(['año']);
    expect(await found('ano')).toEqual(['ano']);
    expect(await found('NIÑO')).toEqual(['Niño']);
    expect(await found('nino')).toEqual([]);
  });

  it('rejects a bad cursor, status or sort with a 400 naming the field', async () => {
    const who = await registerSetUpLearner(server.app);
    for (const [query, field] of [
      ['cursor=nonsense', 'cursor'],
      ['status=forgotten', 'status'],
      ['sort=alphabet', 'sort'],
    ]) {
      const response = await call('GET', `/api/vocabulary?${query}`, who.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(new RegExp(`^${field}:`));
    }
  });

  it('edits a word and keeps its schedule; validation and ownership', async () => {
    const who = await registerSetUpLearner(server.app);
    const other = await registerSetUpLearner(server.app);
    const word = await addWord(who, 'manzana');
    const response = await call('PATCH', `/api/vocabulary/${word.id}`, who.cookie, {
      translation: 'apple (fruit)',
      context: 'Como una manzana.',
      category: 'food',
      definition: '',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      word: 'manzana',
      translation: 'apple (fruit)',
      context: 'Como una manzana.',
      category: 'food',
      definition: 'No definition available',
      status: 'learning',
    });
    expect(
      (await call('PATCH', `/api/vocabulary/${word.id}`, who.cookie, { translation: ' ' })).statusCode,
    ).toBe(400);
    expect((await call('PATCH', `/api/vocabulary/${word.id}`, who.cookie, { word: 'pera' })).statusCode).toBe(
      400,
    );
    expect(
      (await call('PATCH', `/api/vocabulary/${word.id}`, other.cookie, { category: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (await call('PATCH', '/api/vocabulary/not-a-uuid', who.cookie, { category: 'x' })).statusCode,
    ).toBe(404);
  });

  it('deletes a word, keeps the counters in step, and 404s for another learner', async () => {
    const who = await registerSetUpLearner(server.app);
    const other = await registerSetUpLearner(server.app);
    const word = await addWord(who, 'pera');
    await addWord(who, 'uva');
    expect((await call('DELETE', `/api/vocabulary/${word.id}`, other.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/vocabulary/${word.id}`, who.cookie)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/vocabulary/${word.id}`, who.cookie)).statusCode).toBe(404);
    const list = (await call('GET', '/api/vocabulary', who.cookie)).json();
    expect(list.items.map((item: { word: string }) => item.word)).toEqual(['uva']);
    const [user] = await server.database.db.select().from(users).where(eq(users.uid, who.userId));
    expect(user).toMatchObject({ wordsLearned: 1, vocabularyReviewsDue: 1 });
    expect((await call('DELETE', `/api/vocabulary/${word.id}`, '')).statusCode).toBe(401);
  });

  it("exports the words as CSV, quoted and formula-safe, only the learner's own", async () => {
    const who = await registerSetUpLearner(server.app);
    const other = await registerSetUpLearner(server.app);
    await addWord(who, 'hola', { context: 'Hola, "amigo", ¿qué tal?', category: 'greetings' });
    await addWord(who, '=cmd', { translation: 'formula' });
    await addWord(other, 'adiós');
    const response = await call('GET', '/api/vocabulary/export?format=csv', who.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/filename="charla-words-.*\.csv"/);
    expect(response.body.split('\r\n')).toEqual([
      '\uFEFFword,translation,context,definition,category,kind',
      'hola,hola-en,"Hola, ""amigo"", ¿qué tal?",No definition available,greetings,word',
      "'=cmd,formula,,No definition available,general,word",
      '',
    ]);
    expect((await call('GET', '/api/vocabulary/export?format=xls', who.cookie)).statusCode).toBe(400);
  });
});
