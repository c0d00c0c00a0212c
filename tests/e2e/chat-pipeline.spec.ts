import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Server } from '../../src/server/compose';
import {
  startFakeAiServices,
  wavHeader,
  type ChatBody,
  type FakeAiServices,
} from '../support/fake-ai-services';
import { writeFileSync } from 'node:fs';
import { launchWithMicrophone, spanishWav, startVoiceServer } from './support/voice-server';

/**
 * /chat with the AI pipeline tutor: Chromium's fake microphone speaks Spanish (espeak-ng), the
 * app sends the audio to a speech-to-text server, the language model answers with a tool call
 * and text, and a speech server's audio comes back and plays. End chat saves the words the model
 * extracted. Every service is a fake OpenAI-compatible server on loopback.
 */

const TRANSCRIPT = 'Hola, me llamo Ana y me gusta la playa.';
const REPLY = '¡Qué bien, Ana! La playa es preciosa. ¿Vas mucho?';
const SECOND_REPLY = '¿Con quién vas a la playa?';

function tutorModel(body: ChatBody) {
  if (!body.stream) {
    // Vocabulary extraction at End chat: the model answers with the JSON the prompt asks for.
    return {
      text: JSON.stringify({
        extractedWords: [
          {
            word: 'playa',
            translation: 'beach',
            context: 'me gusta la playa',
            difficulty: 1,
            category: 'travel',
            definition: 'The sandy shore by the sea.',
          },
        ],
        conversationLevel: 1,
        recommendedFocus: ['playa'],
      }),
    };
  }
  const last = body.messages.at(-1);
  if (last?.role === 'tool') return { text: SECOND_REPLY };
  return {
    text: REPLY,
    toolCalls: [{ name: 'add_vocabulary', arguments: { word: 'preciosa', definition: 'beautiful, lovely' } }],
  };
}

/** A WAV of `seconds` of silence (16 kHz mono PCM16): a microphone in a quiet room. */
function silentWav(path: string, seconds: number): void {
  const data = 16_000 * seconds * 2;
  writeFileSync(path, Buffer.concat([wavHeader(16_000, data), Buffer.alloc(data)]));
}

test.describe('voice with the AI pipeline tutor (speech-to-text, model, speech)', () => {
  let fake: FakeAiServices;
  let server: Server;
  let base: string;
  const wav = join(tmpdir(), 'charla-e2e-pipeline-playa.wav');
  const silence = join(tmpdir(), 'charla-e2e-pipeline-silence.wav');

  test.beforeAll(async () => {
    // Commas: espeak-ng pauses at them, as a beginner pauses mid-sentence; the press is still one turn.
    spanishWav(wav, 'Hola, me llamo Ana, y me gusta, la playa');
    silentWav(silence, 3);
    fake = await startFakeAiServices();
    fake.chat = tutorModel;
    fake.transcript = TRANSCRIPT;
    ({ server, base } = await startVoiceServer({
      LLM_BASE_URL: fake.baseUrl,
      LLM_MODEL: 'tutor-model',
      STT_BASE_URL: fake.baseUrl,
      TTS_BASE_URL: fake.baseUrl,
      TTS_VOICE: 'ef_dora',
    }));
  });
  test.afterAll(async () => {
    await server?.close();
    await fake?.stop();
  });

  test('hold to talk: transcript and reply render, the reply plays, the new word shows and End chat saves words', async ({
    playwright,
  }) => {
    const browser = await launchWithMicrophone(playwright.chromium, wav);
    const page = await browser.newPage();
    const email = `pipeline-${Date.now()}@example.com`;
    const signUp = await page.request.post(`${base}/api/account/continue`, {
      data: { email, password: 'secret123' },
    });
    expect(signUp.status()).toBe(201);
    await page.request.post(`${base}/api/me/setup`, { data: { timeZone: 'UTC' } });
    await page.goto(`${base}/chat`);
    await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
    // The status line names the kind of tutor; the model and the services stay off the screen.
    await expect(page.getByTestId('tutor-kind')).toHaveText('Your tutor: Sofía · AI tutor');
    await expect(page.locator('main')).not.toContainText(/tutor-model|LLM_|TUTOR=|Voice service is ready/);

    const record = page.getByRole('button', { name: 'Hold to talk' });
    await expect(record).toBeEnabled();
    await record.hover();
    await page.mouse.down();
    await page.waitForTimeout(3000);
    await page.mouse.up();

    await expect(page.getByText(TRANSCRIPT)).toBeVisible();
    await expect(page.getByText(REPLY)).toBeVisible();
    await expect(page.getByTestId('tutor-speaking')).toBeVisible();
    await expect(page.getByText(SECOND_REPLY)).toBeVisible();
    await expect(
      page.locator('[aria-labelledby="vocabulary-title"]').getByText('preciosa', { exact: true }),
    ).toBeVisible();

    // What the services received: the learner's speech as a WAV with sound in it, in Spanish.
    // One press, pauses and all, is one learner message and one transcription.
    const stt = fake.byPath('/audio/transcriptions');
    expect(stt).toHaveLength(1);
    await expect(page.locator('[data-message-text]').filter({ hasText: TRANSCRIPT })).toHaveCount(1);
    await expect(page.getByTestId('unheard-turn')).toHaveCount(0);
    const file = stt[0]?.fields?.file as Buffer;
    expect(file.readUInt32LE(24)).toBe(24_000);
    const pcm = new Int16Array(file.buffer.slice(file.byteOffset + 44, file.byteOffset + file.length));
    expect(pcm.reduce((max, s) => Math.max(max, Math.abs(s)), 0)).toBeGreaterThan(1000);
    expect(stt[0]?.fields?.language).toBe('es');
    expect(fake.byPath('/audio/speech').map((r) => r.body.input)).toContain('¡Qué bien, Ana!');

    await page.getByRole('button', { name: 'End chat' }).click();
    await expect
      .poll(async () => {
        const list = await page.request.get(`${base}/api/vocabulary`);
        return ((await list.json()) as { items: { word: string }[] }).items.map((item) => item.word);
      })
      .toContain('playa');
    await browser.close();
  });

  test('hands-free: one press starts listening, a phrase with pauses is one turn, the tutor answers by itself', async ({
    playwright,
  }) => {
    const browser = await launchWithMicrophone(playwright.chromium, wav);
    const page = await browser.newPage();
    const signUp = await page.request.post(`${base}/api/account/continue`, {
      data: { email: `pipeline-hands-free-${Date.now()}@example.com`, password: 'secret123' },
    });
    expect(signUp.status()).toBe(201);
    await page.request.post(`${base}/api/me/setup`, { data: { timeZone: 'UTC' } });
    // The setting as a learner changes it, on the settings screen.
    await page.goto(`${base}/settings`);
    await page.getByLabel('Speaking to the tutor').selectOption('hands-free');
    await expect
      .poll(
        async () =>
          (
            (await (await page.request.get(`${base}/api/me/settings`)).json()) as {
              settings: { voiceInput: string };
            }
          ).settings.voiceInput,
      )
      .toBe('hands-free');
    const before = fake.byPath('/audio/transcriptions').length;
    await page.goto(`${base}/chat`);
    const start = page.getByRole('button', { name: 'Start listening' });
    await expect(start).toBeEnabled();
    await start.click();
    // No release, no second press: the silence after the phrase ends the turn and asks for the reply.
    await expect(page.getByText(REPLY)).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('[data-message-text]').filter({ hasText: TRANSCRIPT })).toHaveCount(1);
    expect(fake.byPath('/audio/transcriptions').length - before).toBe(1);
    const stop = page.getByRole('button', { name: 'Stop listening' });
    await expect(stop).toHaveAttribute('aria-pressed', 'true');
    await stop.click();
    await expect(page.getByRole('button', { name: 'Start listening' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await page.waitForTimeout(500);
    expect(fake.byPath('/audio/transcriptions').length - before).toBe(1);
    await browser.close();
  });

  test('a press with nothing said in it: "didn\'t catch that", no transcription, no reply', async ({
    playwright,
  }) => {
    const browser = await launchWithMicrophone(playwright.chromium, silence);
    const page = await browser.newPage();
    const signUp = await page.request.post(`${base}/api/account/continue`, {
      data: { email: `pipeline-silent-${Date.now()}@example.com`, password: 'secret123' },
    });
    expect(signUp.status()).toBe(201);
    await page.request.post(`${base}/api/me/setup`, { data: { timeZone: 'UTC' } });
    const before = fake.requests.length;
    await page.goto(`${base}/chat`);
    const record = page.getByRole('button', { name: 'Hold to talk' });
    await expect(record).toBeEnabled();
    await record.hover();
    await page.mouse.down();
    await page.waitForTimeout(1500);
    await page.mouse.up();
    await expect(page.getByTestId('unheard-turn')).toHaveText(
      "I didn't catch that. Hold the button and say it again.",
    );
    await page.waitForTimeout(500);
    const since = fake.requests.slice(before).map((request) => request.path);
    expect(since).not.toContain('/audio/transcriptions');
    expect(since).not.toContain('/chat/completions');
    await browser.close();
  });

  test('the quick check results name the AI tutor this server runs, in English and Spanish', async ({
    page,
  }) => {
    const email = `pipeline-quick-${Date.now()}@example.com`;
    const signUp = await page.request.post(`${base}/api/account/continue`, {
      data: { email, password: 'secret123' },
    });
    expect(signUp.status()).toBe(201);
    await page.request.post(`${base}/api/me/setup`, { data: { timeZone: 'UTC' } });
    for (const [next, results, text] of [
      [
        'Next',
        'See Results',
        'Have your first conversation with Sofía, your AI tutor, pitched at your level.',
      ],
      [
        'Siguiente',
        'Ver resultados',
        'Ten tu primera conversación con Sofía, tu tutora con IA, adaptada a tu nivel.',
      ],
    ] as const) {
      if (next === 'Siguiente')
        expect((await page.request.put(`${base}/api/me/settings`, { data: { language: 'es' } })).ok()).toBe(
          true,
        );
      await page.goto(`${base}/quick-assessment`);
      for (let question = 0; question < 3; question += 1) {
        await page.getByRole('radio').first().check();
        await page.getByRole('button', { name: question < 2 ? next : results }).click();
      }
      await expect(page.getByText(text)).toBeVisible();
      await expect(page.locator('main')).not.toContainText(/practice tutor|tutora de práctica/);
    }
  });
});
