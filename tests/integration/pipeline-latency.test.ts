import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/server/env';
import { resolveTutorConfig } from '../../src/server/adapters/realtime/tutor-config';
import { createPipelineUpstream } from '../../src/server/realtime/pipeline';
import type { RealtimeEvent } from '../../src/server/adapters/realtime/types';
import { startFakeAiServices, tone, type FakeAiServices } from '../support/fake-ai-services';

/**
 * The latency budget of the pipeline tutor: each spoken turn's stage times, against fake
 * services that take known times to answer (lower bounds only: a busy machine adds, never subtracts).
 */
describe('pipeline stage times', () => {
  let fake: FakeAiServices;
  beforeAll(async () => {
    fake = await startFakeAiServices();
  });
  afterAll(async () => fake?.stop());

  it('records release → transcript, ask → first token, first sentence → audio and voice to voice', async () => {
    fake.chat = [{ text: 'Muy bien. ¿Y tú?', delayMs: 300 }];
    fake.transcript = 'Hola, me llamo Ana.';
    fake.speech = { delayMs: 200 };
    const lines: { message: string; details: Record<string, unknown> }[] = [];
    const log = {
      warn: () => undefined,
      info: (details: Record<string, unknown>, message: string) => lines.push({ details, message }),
      debug: (details: Record<string, unknown>, message: string) => lines.push({ details, message }),
    };
    const env = loadEnv({
      NODE_ENV: 'test',
      AUTH_SECRET: 'pipeline-latency-secret-0123456789abcdef',
      TUTOR: 'pipeline',
      LLM_BASE_URL: fake.baseUrl,
      LLM_MODEL: 'tutor-model',
      STT_BASE_URL: fake.baseUrl,
      TTS_BASE_URL: fake.baseUrl,
      TTS_VOICE: 'ef_dora',
    });
    const config = resolveTutorConfig(env);
    if (config.mode !== 'pipeline') throw new Error('expected the pipeline tutor');
    const upstream = createPipelineUpstream(config, { log, retryDelayMs: 10 });
    const events: RealtimeEvent[] = [];
    let done!: () => void;
    const finished = new Promise<void>((resolve) => (done = resolve));
    const session = upstream.open(
      {
        userId: 'u1',
        level: 'A1',
        interests: [],
        memory: {},
        lesson: null,
        voiceSpeed: 'normal',
        uiLanguage: 'en',
        difficulty: 'normal',
        goals: [],
        dueWords: [],
        voiceInput: 'hold',
        recurringKinds: [],
        focusKind: null,
      },
      {
        ready: () => undefined,
        event: (event) => {
          events.push(event);
          if (event.type === 'response.done') done();
        },
        closed: () => undefined,
      },
    );
    session.send({ type: 'session.update', session: { modalities: ['text', 'audio'] } });
    const audio = tone(800);
    session.send({
      type: 'input_audio_buffer.append',
      audio: Buffer.from(audio.buffer, audio.byteOffset, audio.byteLength).toString('base64'),
    });
    session.send({ type: 'input_audio_buffer.commit' });
    session.send({ type: 'response.create' });
    await finished;
    // The turn is recorded once the reply's work returns, just after response.done goes out.
    await new Promise((resolve) => setTimeout(resolve, 50));
    session.close();

    const turn = lines.find((line) => line.message === 'tutor turn latency')?.details.latencyMs as Record<
      string,
      number
    >;
    expect(Object.keys(turn).sort()).toEqual(['firstAudio', 'firstToken', 'transcription', 'voiceToVoice']);
    expect(turn.firstToken).toBeGreaterThanOrEqual(300);
    expect(turn.firstAudio).toBeGreaterThanOrEqual(200);
    expect(turn.voiceToVoice).toBeGreaterThanOrEqual((turn.transcription ?? 0) + 500);
    expect(events.some((event) => event.type === 'response.audio.delta')).toBe(true);
  });
});
