import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../src/server/db/schema';
import type { Server } from '../../src/server/compose';
import type { Level } from '../../src/domain/levels';
import { registerSetUpLearner, startTestServer, type TestLearner } from '../support/test-server';
import { connect, listen, ofType, type Client } from '../support/realtime-client';
import { startFakeAiServices, tone, type FakeAiServices } from '../support/fake-ai-services';

/**
 * Hands-free mode on the AI pipeline: the server configures detection from the learner's setting
 * and level, so a beginner's mid-sentence pause does not end the turn while a proficient
 * learner's does, and the tutor answers each turn without a button.
 */

const SAMPLE_RATE = 24_000;
const base64 = (samples: Int16Array) =>
  Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength).toString('base64');

function appendAudio(client: Client, samples: Int16Array): void {
  for (let at = 0; at < samples.length; at += 2400) {
    client.send({ type: 'input_audio_buffer.append', audio: base64(samples.subarray(at, at + 2400)) });
  }
}

/** Two bursts of speech with a 600 ms pause between, then 1.6 s of silence. */
function speechWithPause(): Int16Array {
  const audio = new Int16Array(SAMPLE_RATE * 3.6);
  audio.set(tone(700), Math.round(0.3 * SAMPLE_RATE));
  audio.set(tone(700), Math.round(1.6 * SAMPLE_RATE));
  return audio;
}

describe('hands-free turns on the AI pipeline', () => {
  let server: Server;
  let fake: FakeAiServices;
  let base: string;

  beforeAll(async () => {
    fake = await startFakeAiServices();
    server = await startTestServer('pglite', {
      TUTOR: 'pipeline',
      LLM_BASE_URL: fake.baseUrl,
      LLM_MODEL: 'tutor-model',
      STT_BASE_URL: fake.baseUrl,
      TTS_BASE_URL: fake.baseUrl,
    });
    base = await listen(server);
  });
  afterAll(async () => {
    await server?.close();
    await fake?.stop();
  });
  beforeEach(() => {
    fake.requests.length = 0;
    fake.chat = [{ text: '¡Qué bien! ¿Y después?' }];
    fake.transcript = 'Ayer fui al mercado.';
  });

  async function learnerAt(level: Level, voiceInput: 'hold' | 'hands-free'): Promise<TestLearner> {
    const learner = await registerSetUpLearner(server.app);
    await server.database.db
      .update(users)
      .set({ proficiencyLevel: level })
      .where(eq(users.uid, learner.userId));
    const saved = await server.app.inject({
      method: 'PUT',
      url: '/api/me/settings',
      headers: { cookie: learner.cookie },
      payload: { voiceInput },
    });
    expect(saved.statusCode).toBe(200);
    return learner;
  }

  async function open(learner: TestLearner): Promise<{ client: Client; detection: unknown }> {
    const client = await connect(base, learner);
    const updated = await client.waitFor(ofType('session.updated'));
    return { client, detection: (updated.session as { turn_detection: unknown }).turn_detection };
  }

  it('gives an A1 learner 1,200 ms of silence: a 600 ms pause stays inside one turn, answered without a press', async () => {
    const { client, detection } = await open(await learnerAt('A1', 'hands-free'));
    expect(detection).toMatchObject({
      type: 'server_vad',
      threshold: 0.5,
      prefix_padding_ms: 300,
      silence_duration_ms: 1200,
    });
    appendAudio(client, speechWithPause());
    await client.waitFor(ofType('response.done'), 10_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(client.events.filter(ofType('input_audio_buffer.committed'))).toHaveLength(1);
    expect(fake.byPath('/audio/transcriptions')).toHaveLength(1);
    expect(fake.byPath('/chat/completions')).toHaveLength(1);
    client.socket.close();
  });

  it('gives a C1 learner the 200 ms floor: the same pause ends the turn', async () => {
    const { client, detection } = await open(await learnerAt('C1', 'hands-free'));
    expect(detection).toMatchObject({ silence_duration_ms: 200 });
    appendAudio(client, speechWithPause());
    await client.waitFor(
      () => client.events.filter(ofType('input_audio_buffer.committed')).length >= 2,
      10_000,
    );
    expect(client.events.filter(ofType('input_audio_buffer.speech_started'))).toHaveLength(2);
    client.socket.close();
  });

  it('keeps hold-to-talk without detection when the learner has not chosen hands-free', async () => {
    const { client, detection } = await open(await learnerAt('A1', 'hold'));
    expect(detection).toBeNull();
    appendAudio(client, speechWithPause());
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(client.events.filter(ofType('input_audio_buffer.committed'))).toHaveLength(0);
    expect(fake.byPath('/chat/completions')).toHaveLength(0);
    client.socket.close();
  });
});
