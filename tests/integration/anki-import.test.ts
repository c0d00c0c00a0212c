import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from '../../src/server/compose';
import { ankiPackage, placeholderOnlyPackage, type Deck } from '../support/anki-packages';
import { ENGINES, registerSetUpLearner, startTestServer, type TestLearner } from '../support/test-server';

const BASIC = { id: 1_650_000_000_001, name: 'Basic', fields: ['Front', 'Back', 'Extra'] };
const CLOZE = { id: 1_650_000_000_002, name: 'Cloze', fields: ['Text', 'Back Extra'] };

/** An English → Spanish deck (the Spanish on the back), with HTML, a sound and a cloze. */
const deck: Deck = {
  noteTypes: [BASIC, CLOZE],
  notes: [
    { noteType: BASIC.id, fields: ['the dog', '<i>el perro</i> [sound:perro.mp3]', 'El perro ladra.'] },
    { noteType: BASIC.id, fields: ['the house', 'la casa', ''] },
    { noteType: CLOZE.id, fields: ['Quiero {{c1::comer::to eat}} ahora.', ''] },
  ],
  media: { 'perro.mp3': new Uint8Array([0xff, 0xfb, 0x90, 0x00]) },
};

function multipart(bytes: Uint8Array, filename: string) {
  const boundary = `----charla${randomUUID()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), Buffer.from(bytes), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(ENGINES)('Anki package import on %s', (engine) => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => server.close());

  const upload = (who: TestLearner, bytes: Uint8Array, query: Record<string, string> = {}) => {
    const { payload, headers } = multipart(bytes, 'deck.apkg');
    const search = new URLSearchParams(query);
    return server.app.inject({
      method: 'POST',
      url: `/api/vocabulary/import${search.size ? `?${search}` : ''}`,
      headers: { ...headers, cookie: who.cookie },
      payload,
    });
  };
  const words = async (who: TestLearner) =>
    (
      (
        await server.app.inject({
          method: 'GET',
          url: '/api/vocabulary?limit=50',
          headers: { cookie: who.cookie },
        })
      ).json().items as { word: string; translation: string; context: string }[]
    )
      .map(({ word, translation, context }) => ({ word, translation, context }))
      .sort((a, b) => a.word.localeCompare(b.word));

  it('previews an Anki 2.1.50+ package with its note types and guessed fields, then imports it as remapped', async () => {
    const who = await registerSetUpLearner(server.app);
    const bytes = await ankiPackage(deck, 'anki21b');
    const preview = await upload(who, bytes, { dryRun: '1' });
    expect(preview.statusCode, preview.body).toBe(200);
    const report = preview.json();
    expect(report.noteTypes).toEqual([
      {
        id: String(BASIC.id),
        name: 'Basic',
        fields: ['Front', 'Back', 'Extra'],
        notes: 2,
        // The back is the Spanish side: Front/Back is turned round.
        mapping: { word: 1, translation: 0, example: null, definition: 2 },
        sample: ['the dog', 'el perro', 'El perro ladra.'],
      },
      expect.objectContaining({
        id: String(CLOZE.id),
        notes: 1,
        mapping: { word: 0, translation: 1, example: null, definition: null },
      }),
    ]);
    expect(report.added).toEqual([
      { word: 'el perro', translation: 'the dog' },
      { word: 'la casa', translation: 'the house' },
      { word: 'comer', translation: 'to eat' },
    ]);
    expect(await words(who)).toEqual([]);

    // The learner reads the Extra field as the example instead of a note.
    const mapping = JSON.stringify({ [BASIC.id]: { word: 1, translation: 0, example: 2, definition: null } });
    const imported = await upload(who, bytes, { mapping });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(await words(who)).toEqual([
      { word: 'comer', translation: 'to eat', context: 'Quiero comer ahora.' },
      { word: 'el perro', translation: 'the dog', context: 'El perro ladra.' },
      { word: 'la casa', translation: 'the house', context: '' },
    ]);
  });

  const sound = async (who: TestLearner, word: string) => {
    const items = (
      await server.app.inject({
        method: 'GET',
        url: '/api/vocabulary?limit=50',
        headers: { cookie: who.cookie },
      })
    ).json().items as { id: string; word: string }[];
    const id = items.find((item) => item.word === word)?.id ?? '00000000-0000-4000-8000-000000000000';
    return server.app.inject({
      method: 'GET',
      url: `/api/vocabulary/${id}/audio`,
      headers: { cookie: who.cookie },
    });
  };

  it("keeps a note's sound as its word's own audio, from every package format, for its learner only", async () => {
    for (const format of ['anki2', 'anki21', 'anki21b'] as const) {
      const who = await registerSetUpLearner(server.app);
      expect((await upload(who, await ankiPackage(deck, format))).statusCode).toBe(200);
      const perro = await sound(who, 'el perro');
      expect(perro.statusCode, format).toBe(200);
      expect(perro.headers['content-type']).toBe('audio/mpeg');
      expect([...perro.rawPayload]).toEqual([0xff, 0xfb, 0x90, 0x00]);
      expect((await sound(who, 'la casa')).statusCode).toBe(404);
      // The word's text never carries the sound's tag.
      expect((await words(who)).find((word) => word.word === 'el perro')?.translation).toBe('the dog');
      const other = await registerSetUpLearner(server.app);
      const items = (
        await server.app.inject({
          method: 'GET',
          url: '/api/vocabulary?limit=50',
          headers: { cookie: who.cookie },
        })
      ).json().items as { id: string; word: string }[];
      const id = items.find((item) => item.word === 'el perro')?.id;
      const stranger = await server.app.inject({
        method: 'GET',
        url: `/api/vocabulary/${id}/audio`,
        headers: { cookie: other.cookie },
      });
      expect(stranger.statusCode).toBe(404);
    }
  });

  it('reads legacy packages the same way', async () => {
    for (const format of ['anki2', 'anki21'] as const) {
      const who = await registerSetUpLearner(server.app);
      const imported = await upload(who, await ankiPackage(deck, format));
      expect(imported.statusCode, imported.body).toBe(200);
      expect((await words(who)).map((word) => word.word)).toEqual(['comer', 'el perro', 'la casa']);
    }
  });

  it('refuses a mapping it cannot use with a clear 400, and changes nothing', async () => {
    const who = await registerSetUpLearner(server.app);
    const bytes = await ankiPackage(deck, 'anki21b');
    const cases: [string, RegExp][] = [
      ['not json', /must be JSON/],
      [
        JSON.stringify({ [BASIC.id]: { word: 0, translation: 0, example: null, definition: null } }),
        /one thing only/,
      ],
      [
        JSON.stringify({ [BASIC.id]: { word: 'Front', translation: 1, example: null, definition: null } }),
        /word.*field number/,
      ],
      [
        JSON.stringify({ deck: { word: 0, translation: 1, example: null, definition: null } }),
        /note type id/,
      ],
      [
        JSON.stringify({ [BASIC.id]: { word: 0, translation: 7, example: null, definition: null } }),
        /"Basic" has 3 fields/,
      ],
    ];
    for (const [mapping, message] of cases) {
      const response = await upload(who, bytes, { mapping });
      expect(response.statusCode, mapping).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect(await words(who)).toEqual([]);
  });

  it('asks to export again when the package holds only the placeholder for older Ankis', async () => {
    const who = await registerSetUpLearner(server.app);
    const response = await upload(who, await placeholderOnlyPackage());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/export again with "Support older Anki versions" ticked/);
  });
});
