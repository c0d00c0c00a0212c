import { randomUUID } from 'node:crypto';
import { unzipSync, zipSync, strToU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlite } from '../../src/server/modules/vocabulary/transfer/sqlite';
import type { Server } from '../../src/server/compose';
import { ENGINES, registerSetUpLearner, startTestServer, type TestLearner } from '../support/test-server';
import { startFakeAiServices, type FakeAiServices } from '../support/fake-ai-services';

/** A multipart/form-data body with one file part. */
function multipart(bytes: Uint8Array | string, filename: string, field = 'file') {
  const boundary = `----charla${randomUUID()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const payload = Buffer.concat([
    Buffer.from(head),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(ENGINES)('vocabulary export and import on %s', (engine) => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => server.close());

  const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
    server.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  const upload = (
    who: TestLearner,
    body: Uint8Array | string,
    filename: string,
    query = '',
    field = 'file',
  ) => {
    const { payload, headers } = multipart(body, filename, field);
    return server.app.inject({
      method: 'POST',
      url: `/api/vocabulary/import${query}`,
      headers: { ...headers, cookie: who.cookie },
      payload,
    });
  };

  const words = async (who: TestLearner) =>
    (
      (await call('GET', '/api/vocabulary?limit=200', who.cookie)).json().items as {
        word: string;
        translation: string;
        context: string;
        definition: string;
        category: string;
      }[]
    )
      .map(({ word, translation, context, definition, category }) => ({
        word,
        translation,
        context,
        definition,
        category,
      }))
      .sort((a, b) => a.word.localeCompare(b.word));

  it('previews a CSV, then imports it skipping duplicates case-insensitively', async () => {
    const who = await registerSetUpLearner(server.app);
    await call('POST', '/api/vocabulary', who.cookie, { word: 'Gato', translation: 'cat' });
    const csv =
      'Translation,word,category\r\ncat,gato,animals\r\ndog,perro,animals\r\n"bread, loaf",pan,food\r\nDog again,PERRO,\r\n';
    const preview = await upload(who, csv, 'words.csv', '?dryRun=1');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({
      dryRun: true,
      format: 'csv',
      added: [
        { word: 'perro', translation: 'dog' },
        { word: 'pan', translation: 'bread, loaf' },
      ],
      skipped: [
        { word: 'gato', translation: 'cat', reason: 'duplicate' },
        { word: 'PERRO', translation: 'Dog again', reason: 'duplicate' },
      ],
      rejected: [],
    });
    expect(await words(who)).toHaveLength(1);
    const done = await upload(who, csv, 'words.csv');
    expect(done.json().added).toHaveLength(2);
    expect((await words(who)).map((word) => [word.word, word.category])).toEqual([
      ['Gato', 'general'],
      ['pan', 'food'],
      ['perro', 'animals'],
    ]);
  });

  it('imports the good lines of a CSV and reports the others by line, in the preview too', async () => {
    const who = await registerSetUpLearner(server.app);
    const csv =
      'word,translation\r\nhola,hello\r\ngracias,thanks\r\n\r\nadiós,\r\nbuenos días,good morning\r\n,bye\r\n';
    const rejected = [
      { line: 5, reason: 'word-or-translation-missing' },
      { line: 7, reason: 'word-or-translation-missing' },
    ];
    const preview = await upload(who, csv, 'words.csv', '?dryRun=1');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ dryRun: true, rejected });
    expect(preview.json().added).toHaveLength(3);
    expect(await words(who)).toEqual([]);
    const done = await upload(who, csv, 'words.csv');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ dryRun: false, rejected });
    expect((await words(who)).map((word) => word.word)).toEqual(['buenos días', 'gracias', 'hola']);
  });

  it('exports a CSV spreadsheets open as UTF-8: byte-order mark, then the header row', async () => {
    const who = await registerSetUpLearner(server.app);
    await call('POST', '/api/vocabulary', who.cookie, { word: 'adiós', translation: 'goodbye' });
    const response = await call('GET', '/api/vocabulary/export?format=csv', who.cookie);
    expect(response.statusCode).toBe(200);
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, row] = response.rawPayload.subarray(3).toString('utf8').split('\r\n');
    expect(header).toBe('word,translation,context,definition,category,kind');
    expect(row).toMatch(/^adiós,goodbye,/);
  });

  it('rejects bad files with a clear 400 and changes nothing', async () => {
    const who = await registerSetUpLearner(server.app);
    const cases: [Uint8Array | string, string, RegExp, string?][] = [
      ['palabra;traducción\nhola;hello\n', 'x.csv', /at least "word" and "translation"/],
      // Only a file with no good line at all is refused (partial files: the next test).
      ['word,translation\nadiós,\n,bye\n', 'x.csv', /Line 2: a word and its translation are needed/],
      ['word,translation\n"hola,hello\n', 'x.csv', /quote that is never closed/],
      [new Uint8Array([0xff, 0xfe, 0x00]), 'x.csv', /not UTF-8/],
      ['word,translation\n', 'x.csv', /holds no words/],
      [zipSync({ 'readme.txt': strToU8('hi') }), 'deck.apkg', /not an Anki package/],
      [zipSync({ 'collection.anki2': strToU8('not sqlite') }), 'deck.apkg', /not an Anki package/],
      ['word,translation\nhola,hello\n', 'x.csv', /field "file"/, 'upload'],
    ];
    for (const [body, name, message, field] of cases) {
      const response = await upload(who, body, name, '', field);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    const json = await call('POST', '/api/vocabulary/import', who.cookie, { word: 'x' });
    expect(json.statusCode).toBe(400);
    expect(await words(who)).toEqual([]);
  });

  it('exports a real Anki collection, field by field, with scheduling; round trip gives the same words', async () => {
    const who = await registerSetUpLearner(server.app);
    await call('POST', '/api/vocabulary', who.cookie, {
      word: 'la manzana',
      translation: 'the apple',
      context: 'Como <una> manzana & pan.',
      definition: 'fruta',
      category: 'food & drink',
    });
    const { id } = (
      await call('POST', '/api/vocabulary', who.cookie, { word: 'hablar', translation: 'to speak' })
    ).json();
    const reviewedAt = new Date(Date.now() - 60_000).toISOString();
    const review = await call('POST', `/api/vocabulary/${id}/review`, who.cookie, {
      rating: 'good',
      reviewId: randomUUID(),
      reviewedAt,
    });
    expect(review.statusCode).toBe(200);
    const scheduled = review.json() as { interval: number; easeFactor: number };

    const response = await call('GET', '/api/vocabulary/export?format=apkg', who.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/\.apkg"$/);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['collection.anki2', 'media']);
    const SQL = await sqlite();
    const db = new SQL.Database(files['collection.anki2']);
    const col = db.exec('SELECT ver, models, decks FROM col')[0]?.values[0] ?? [];
    expect(col[0]).toBe(11);
    const model = Object.values(JSON.parse(String(col[1])))[0] as { flds: { name: string }[] };
    expect(model.flds.map((f) => f.name)).toEqual(['Word', 'Translation', 'Context', 'Definition']);
    expect(JSON.stringify(JSON.parse(String(col[2])))).toContain('"name":"Charla"');
    const notes = db.exec('SELECT flds, tags, sfld FROM notes ORDER BY flds')[0]?.values ?? [];
    expect(notes.map(([flds]) => String(flds).split('\x1f'))).toEqual([
      ['hablar', 'to speak', '', 'No definition available'],
      ['la manzana', 'the apple', 'Como &lt;una&gt; manzana &amp; pan.', 'fruta'],
    ]);
    expect(notes[1]?.[1]).toBe(' category::food_&_drink difficulty::1 ');
    const cards = db.exec(
      'SELECT n.sfld, c.type, c.queue, c.ivl, c.factor, c.reps, c.lapses FROM cards c JOIN notes n ON n.id = c.nid ORDER BY n.sfld',
    )[0]?.values;
    expect(cards).toEqual([
      ['hablar', 2, 2, scheduled.interval, Math.round(scheduled.easeFactor * 1000), 1, 0],
      ['la manzana', 0, 0, 0, 0, 0, 0],
    ]);
    const revlog = db.exec('SELECT id, ease FROM revlog')[0]?.values;
    expect(revlog).toEqual([[Date.parse(reviewedAt), 3]]);
    db.close();

    const fresh = await registerSetUpLearner(server.app);
    const imported = await upload(fresh, new Uint8Array(response.rawPayload), 'charla.apkg');
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().format).toBe('apkg');
    expect(await words(fresh)).toEqual(await words(who));
    const again = await upload(fresh, new Uint8Array(response.rawPayload), 'charla.apkg');
    expect(again.json().added).toEqual([]);
    expect(again.json().skipped).toHaveLength(2);

    const csv = await call('GET', '/api/vocabulary/export?format=csv', who.cookie);
    const third = await registerSetUpLearner(server.app);
    expect((await upload(third, csv.body, 'words.csv')).statusCode).toBe(200);
    expect(await words(third)).toEqual(await words(who));
  });
});

describe('Anki export with a speech service configured', () => {
  let server: Server;
  let fake: FakeAiServices;
  beforeAll(async () => {
    fake = await startFakeAiServices();
    fake.speech = { msPerWord: 300, sampleRate: 16_000 };
    server = await startTestServer('pglite', {
      LLM_BASE_URL: fake.baseUrl,
      TTS_BASE_URL: fake.baseUrl,
      TTS_SAMPLE_RATE: '16000',
    });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.stop();
  });

  it('carries each word’s pronunciation as a media file played from the word field', async () => {
    const learner = await registerSetUpLearner(server.app);
    for (const [word, translation] of [
      ['perro', 'dog'],
      ['gato', 'cat'],
    ])
      await server.app.inject({
        method: 'POST',
        url: '/api/vocabulary',
        headers: { cookie: learner.cookie },
        payload: { word, translation },
      });
    const response = await server.app.inject({
      url: '/api/vocabulary/export?format=apkg',
      headers: { cookie: learner.cookie },
    });
    expect(response.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const media = JSON.parse(Buffer.from(files.media as Uint8Array).toString()) as Record<string, string>;
    expect(Object.keys(media).sort()).toEqual(['0', '1']);
    for (const [index, name] of Object.entries(media)) {
      const wav = Buffer.from(files[index] as Uint8Array);
      expect(name).toMatch(/^charla-.+\.wav$/);
      expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
      expect(wav.readUInt32LE(24)).toBe(24_000); // resampled from the service's 16 kHz
      expect(wav.length).toBe(44 + 0.3 * 24_000 * 2);
    }
    expect(
      fake
        .byPath('/audio/speech')
        .map((r) => r.body.input)
        .sort(),
    ).toEqual(['gato', 'perro']);
    const SQL = await sqlite();
    const db = new SQL.Database(files['collection.anki2']);
    const notes = db.exec('SELECT flds, sfld FROM notes ORDER BY sfld')[0]?.values ?? [];
    // The word field plays the sound; the sort field stays the bare word.
    expect(
      notes.map(([flds, sfld]) => [
        String(flds)
          .split('\x1f')[0]
          ?.replace(/\[sound:charla-[^\]]+\.wav\]$/, '[sound]'),
        sfld,
      ]),
    ).toEqual([
      ['gato[sound]', 'gato'],
      ['perro[sound]', 'perro'],
    ]);
    expect(Object.values(media).sort()).toEqual(
      notes.map(([flds]) => String(flds).match(/sound:([^\]]+)/)?.[1]).sort(),
    );
    db.close();
  });
});
