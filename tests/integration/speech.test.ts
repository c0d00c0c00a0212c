import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Server } from '../../src/server/compose';
import { SPEECH_MAX_CHARS } from '../../src/contracts/speech';
import { SPEECH_PER_MINUTE } from '../../src/server/modules/speech/module';
import { registerLearner, startTestServer, type TestLearner } from '../support/test-server';
import { startFakeAiServices, type FakeAiServices } from '../support/fake-ai-services';

/** Listen buttons: `GET|POST /api/speech`, against a fake OpenAI-compatible speech server. */

function speak(server: Server, learner: TestLearner | null, payload: unknown) {
  return server.app.inject({
    method: 'POST',
    url: '/api/speech',
    headers: learner ? { cookie: learner.cookie } : {},
    payload: payload as object,
  });
}

function status(server: Server, learner: TestLearner) {
  return server.app.inject({ url: '/api/speech', headers: { cookie: learner.cookie } });
}

describe('POST /api/speech with a voice configured', () => {
  let server: Server;
  let fake: FakeAiServices;
  let learner: TestLearner;
  beforeAll(async () => {
    fake = await startFakeAiServices();
    server = await startTestServer('pglite', {
      LLM_BASE_URL: fake.baseUrl,
      TTS_BASE_URL: fake.baseUrl,
      TTS_API_KEY: 'sk-speech-key',
      TTS_MODEL: 'speech-model',
      TTS_VOICE: 'ef_dora',
      TTS_FORMAT: 'wav',
      TTS_SAMPLE_RATE: '16000',
    });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.stop();
  });
  beforeEach(async () => {
    fake.requests.length = 0;
    fake.speech = { msPerWord: 200, sampleRate: 16_000 };
    learner = await registerLearner(server.app);
  });

  it('says a server voice is there', async () => {
    const response = await status(server, learner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ serverVoice: true });
  });

  it('reads the text with the configured model and voice and answers with 24 kHz WAV', async () => {
    const response = await speak(server, learner, { text: ' hola. Hola, ¿qué tal? ', speed: 'slow' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/wav');
    const wav = response.rawPayload;
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.toString('ascii', 8, 12)).toBe('WAVE');
    expect(wav.readUInt32LE(24)).toBe(24_000); // resampled from the service's 16 kHz
    // Four words at 200 ms each, resampled to 24 kHz mono 16-bit, after a 44-byte header.
    expect(wav.length).toBe(44 + 4 * 0.2 * 24_000 * 2);
    const [call] = fake.byPath('/audio/speech');
    expect(call?.body).toEqual({
      model: 'speech-model',
      input: 'hola. Hola, ¿qué tal?',
      voice: 'ef_dora',
      response_format: 'wav',
      speed: 0.85,
    });
    expect(call?.headers.authorization).toBe('Bearer sk-speech-key');
  });

  it('needs a session, some text and at most the length a card needs', async () => {
    expect((await speak(server, null, { text: 'hola' })).statusCode).toBe(401);
    expect((await speak(server, learner, { text: '   ' })).statusCode).toBe(400);
    expect((await speak(server, learner, {})).statusCode).toBe(400);
    expect((await speak(server, learner, { text: 'hola', speed: 'warp' })).statusCode).toBe(400);
    const long = await speak(server, learner, { text: 'a'.repeat(SPEECH_MAX_CHARS + 1) });
    expect(long.statusCode).toBe(400);
    expect((await speak(server, learner, { text: 'a'.repeat(SPEECH_MAX_CHARS) })).statusCode).toBe(200);
    expect(fake.byPath('/audio/speech')).toHaveLength(1);
  });

  it('says the voice failed, without the service’s details, when the speech server refuses', async () => {
    fake.speech = { status: 401 };
    const response = await speak(server, learner, { text: 'hola' });
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe('The voice service did not answer. Please try again.');
    expect(response.body).not.toContain('sk-');
    expect(response.body).not.toContain(fake.baseUrl);
  });

  it('limits how many texts one learner has read aloud in a minute', async () => {
    fake.speech = { msPerWord: 10 };
    for (let i = 0; i < SPEECH_PER_MINUTE; i += 1)
      expect((await speak(server, learner, { text: `palabra ${i}` })).statusCode).toBe(200);
    const refused = await speak(server, learner, { text: 'una más' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(fake.byPath('/audio/speech')).toHaveLength(SPEECH_PER_MINUTE);
    // Another learner has an allowance of their own.
    expect((await speak(server, await registerLearner(server.app), { text: 'hola' })).statusCode).toBe(200);
  });
});

describe('POST /api/speech without a voice', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => server?.close());

  it('says there is no server voice, and refuses to read', async () => {
    const learner = await registerLearner(server.app);
    expect((await status(server, learner)).json()).toEqual({ serverVoice: false });
    const response = await speak(server, learner, { text: 'hola' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No voice is configured on this server.');
  });
});
