import { randomUUID } from 'node:crypto';
import AnkiExport from 'anki-apkg-export';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from '../../src/server/compose';
import { ENGINES, registerSetUpLearner, startTestServer, type TestLearner } from '../support/test-server';

/**
 * A deck written by a generator the project did not write (the `anki-apkg-export` package, which
 * writes the legacy collection.anki2 with its own note type, "Basic" with Front and Back), so the
 * import is held to packages as others build them, not only as our own test builder does.
 */
// A CommonJS module whose `exports.default` is the class: loaders differ on which one `default` is.
const Generator = (AnkiExport as unknown as { default?: typeof AnkiExport }).default ?? AnkiExport;

async function thirdPartyDeck(): Promise<Uint8Array> {
  const deck = new Generator('Español básico');
  deck.addMedia('hola.mp3', Buffer.from([0xff, 0xfb, 0x90, 0x00, 7]));
  deck.addCard('hola [sound:hola.mp3]', 'hello');
  deck.addCard('<b>el perro</b>', 'the&nbsp;dog');
  deck.addCard('la casa', 'the house<br>(home)');
  return new Uint8Array(await deck.save());
}

function multipart(bytes: Uint8Array) {
  const boundary = `----charla${randomUUID()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="deck.apkg"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), Buffer.from(bytes), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(ENGINES)('a deck from a third-party Anki generator on %s', (engine) => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => server.close());

  const upload = async (who: TestLearner, query = '') => {
    const { payload, headers } = multipart(await thirdPartyDeck());
    return server.app.inject({
      method: 'POST',
      url: `/api/vocabulary/import${query}`,
      headers: { ...headers, cookie: who.cookie },
      payload,
    });
  };

  it('previews its note type, imports its cards as clean text and keeps the sound', async () => {
    const who = await registerSetUpLearner(server.app);
    const preview = await upload(who, '?dryRun=1');
    expect(preview.statusCode, preview.body).toBe(200);
    const [type] = preview.json().noteTypes as { fields: string[]; notes: number; mapping: object }[];
    expect(type).toMatchObject({ fields: ['Front', 'Back'], notes: 3 });
    expect(type?.mapping).toMatchObject({ word: 0, translation: 1 });

    const imported = await upload(who);
    expect(imported.statusCode, imported.body).toBe(200);
    const items = (
      await server.app.inject({
        method: 'GET',
        url: '/api/vocabulary?limit=50',
        headers: { cookie: who.cookie },
      })
    ).json().items as { id: string; word: string; translation: string }[];
    expect(
      items
        .map(({ word, translation }) => ({ word, translation }))
        .sort((a, b) => a.word.localeCompare(b.word)),
    ).toEqual([
      { word: 'el perro', translation: 'the dog' },
      { word: 'hola', translation: 'hello' },
      { word: 'la casa', translation: 'the house (home)' },
    ]);
    const hola = items.find((item) => item.word === 'hola');
    const audio = await server.app.inject({
      method: 'GET',
      url: `/api/vocabulary/${hola?.id}/audio`,
      headers: { cookie: who.cookie },
    });
    expect(audio.statusCode).toBe(200);
    expect([...audio.rawPayload]).toEqual([0xff, 0xfb, 0x90, 0x00, 7]);
  });
});
