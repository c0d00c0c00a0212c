import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from '../../src/server/compose';
import { ENGINES, registerLearner, startTestServer, type TestLearner } from '../support/test-server';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai';

async function translate(server: Server, learner: TestLearner | null, payload: unknown) {
  return server.app.inject({
    method: 'POST',
    url: '/api/translate',
    headers: learner ? { cookie: learner.cookie } : {},
    payload: payload as object,
  });
}

describe.each(ENGINES)('POST /api/translate with the built-in glossary (%s)', (engine) => {
  let server: Server;
  let learner: TestLearner;
  beforeAll(async () => {
    server = await startTestServer(engine);
    learner = await registerLearner(server.app);
  });
  afterAll(async () => server?.close());

  it('needs a session and some text', async () => {
    expect((await translate(server, null, { text: 'hola' })).statusCode).toBe(401);
    const blank = await translate(server, learner, { text: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('text: Please give some text to translate.');
    expect((await translate(server, learner, { text: 'hola', targetLanguage: 'fr' })).statusCode).toBe(400);
    expect((await translate(server, learner, { text: 'a'.repeat(2001) })).statusCode).toBe(400);
  });

  it.each([
    ['perro', 'dog', undefined, 'perro (noun): dog'],
    ['hablamos', 'speak; talk', 'form of "hablar" (to speak; to talk)', 'hablar (verb): to speak; to talk'],
    ['buenos días', 'good morning; hello', undefined, 'buenos días (phrase): good morning'],
  ])('translates "%s" as "%s"', async (text, translation, note, definition) => {
    const response = await translate(server, learner, { text, targetLanguage: 'en' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ translation, provider: 'glossary' });
    expect(body.note).toBe(note);
    expect(body.definition).toContain(definition.split(':')[0]);
  });

  it('says when a sentence is only glossed word by word', async () => {
    const body = (await translate(server, learner, { text: 'Mi hermana come una manzana roja.' })).json();
    expect(body.note).toBe('Word-by-word gloss: the built-in glossary does not translate whole sentences.');
    expect(body.translation).toMatch(/sister/);
    expect(body.definition).toBeUndefined();
  });
});

describe('POST /api/translate with LibreTranslate', () => {
  let server: Server;
  let libre: HttpServer;
  let learner: TestLearner;
  const seen: Record<string, unknown>[] = [];
  let status = 200;

  beforeAll(async () => {
    libre = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      request.on('end', () => {
        seen.push({ url: request.url, ...JSON.parse(raw) });
        if (status !== 200) return response.writeHead(status).end('{"error":"Slow down"}');
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ translatedText: 'My sister eats a red apple.' }));
      });
    });
    await new Promise<void>((resolve) => libre.listen(0, '127.0.0.1', () => resolve()));
    const port = (libre.address() as AddressInfo).port;
    server = await startTestServer('pglite', { LIBRETRANSLATE_URL: `http://127.0.0.1:${port}` });
    learner = await registerLearner(server.app);
  });
  afterAll(async () => {
    await server?.close();
    await new Promise((resolve) => libre?.close(resolve));
  });

  it('asks the server for Spanish to English', async () => {
    const body = (
      await translate(server, learner, { text: 'Mi hermana come una manzana roja.', targetLanguage: 'en' })
    ).json();
    expect(body).toEqual({ translation: 'My sister eats a red apple.', provider: 'libretranslate' });
    expect(seen.at(-1)).toEqual({
      url: '/translate',
      q: 'Mi hermana come una manzana roja.',
      source: 'es',
      target: 'en',
      format: 'text',
    });
  });

  it('reports a failure with the status, as the spec says', async () => {
    status = 429;
    try {
      const response = await translate(server, learner, { text: 'perro' });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({
        error: 'translation-failed',
        message: 'Translation failed with status: 429',
        status: 429,
      });
    } finally {
      status = 200;
    }
  });
});

describe('POST /api/translate with OpenAI', () => {
  let server: Server;
  let openai: FakeOpenAi;
  let learner: TestLearner;
  beforeAll(async () => {
    openai = await startFakeOpenAi();
    server = await startTestServer('pglite', {
      OPENAI_API_KEY: 'sk-test-translate',
      OPENAI_BASE_URL: openai.baseUrl,
    });
    learner = await registerLearner(server.app);
  });
  afterAll(async () => {
    await server?.close();
    await openai?.stop();
  });

  it('sends the text as data and returns the model’s translation', async () => {
    openai.reply({ status: 200, content: 'Where is the station?' });
    const body = (await translate(server, learner, { text: '¿Dónde está la estación?' })).json();
    expect(body).toEqual({ translation: 'Where is the station?', provider: 'openai' });
    const request = openai.requests.at(-1);
    expect(request?.body.messages.at(-1)).toEqual({ role: 'user', content: '¿Dónde está la estación?' });
  });

  it('reports an upstream failure', async () => {
    openai.reply({ status: 401 });
    const response = await translate(server, learner, { text: 'hola' });
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe('Translation failed with status: 401');
  });
});
