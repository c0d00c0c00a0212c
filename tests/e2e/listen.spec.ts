import { expect, test, type Page } from '@playwright/test';
import type { Server } from '../../src/server/compose';
import { startFakeAiServices, type FakeAiServices } from '../support/fake-ai-services';
import { signUpViaApi } from './support/learner';
import { startVoiceServer } from './support/voice-server';

/**
 * Listen on flashcards and in the word list: the server's voice when the operator configured
 * one, else the browser's Spanish voice, else a message that there is none. Nothing is stubbed:
 * Chromium headless may or may not have Spanish voices, and each case asserts what fits what
 * the page itself reports.
 */

const WORD = { word: 'perro', translation: 'dog', context: 'Mi perro es grande.', category: 'noun' };
const SAID = 'perro. Mi perro es grande.';

/** Records what the page asks speechSynthesis to say; the browser still says it. */
async function recordUtterances(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const said: { text: string; lang: string }[] = [];
    (window as unknown as { said: typeof said }).said = said;
    if (!('speechSynthesis' in window)) return;
    const speak = window.speechSynthesis.speak.bind(window.speechSynthesis);
    window.speechSynthesis.speak = (utterance) => {
      said.push({ text: utterance.text, lang: utterance.voice?.lang ?? utterance.lang });
      speak(utterance);
    };
  });
}

/** The Spanish voices this browser lists, once it has loaded its voices (or shown it has none). */
async function spanishVoices(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        if (!('speechSynthesis' in window)) return resolve([]);
        const spanish = () =>
          window.speechSynthesis
            .getVoices()
            .map((voice) => voice.lang)
            .filter((lang) => /^es([-_]|$)/i.test(lang));
        if (window.speechSynthesis.getVoices().length > 0) return resolve(spanish());
        window.speechSynthesis.addEventListener('voiceschanged', () => resolve(spanish()));
        setTimeout(() => resolve(spanish()), 2000);
      }),
  );
}

const said = (page: Page) => page.evaluate(() => (window as unknown as { said: unknown[] }).said);

test('without a server voice: the browser’s Spanish voice, or a message that there is none', async ({
  page,
}) => {
  await recordUtterances(page);
  await signUpViaApi(page);
  expect((await page.request.post('/api/vocabulary', { data: WORD })).status()).toBe(201);
  const speechRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/speech') && request.method() === 'POST')
      speechRequests.push(request.url());
  });

  await page.goto('/flashcards');
  const listen = page.getByRole('button', { name: 'Listen to “perro”' });
  await expect(listen).toHaveText('Listen');
  const voices = await spanishVoices(page);
  // From the keyboard: Space presses the button and does not flip the card.
  await listen.focus();
  await page.keyboard.press('Space');
  const card = page.getByRole('region', { name: 'Card 1 of 1' });
  const message = card.getByText('No Spanish voice is available on this device.');
  if (voices.length === 0) {
    await expect(message).toBeVisible();
    expect(await said(page)).toEqual([]);
  } else {
    await expect.poll(() => said(page)).toEqual([{ text: SAID, lang: expect.stringMatching(/^es/i) }]);
    await expect(message).toBeHidden();
  }
  await expect(page.getByRole('button', { name: 'Show Translation' })).toBeVisible();
  expect(speechRequests).toEqual([]);

  // The word list, in Spanish: its own label and, without a voice, its own message.
  expect((await page.request.put('/api/me/settings', { data: { language: 'es' } })).ok()).toBe(true);
  await page.goto('/vocabulary');
  const row = page.getByRole('listitem', { name: 'perro' });
  const escuchar = row.getByRole('button', { name: 'Escuchar «perro»' });
  await expect(escuchar).toHaveText('Escuchar');
  await escuchar.focus();
  await page.keyboard.press('Enter');
  if (voices.length === 0)
    await expect(row.getByText('Este dispositivo no tiene ninguna voz en español.')).toBeVisible();
  else await expect.poll(async () => (await said(page)).length).toBe(1);
  expect(speechRequests).toEqual([]);
});

test.describe('with the pipeline’s voice configured', () => {
  let fake: FakeAiServices;
  let server: Server;
  let base: string;

  test.beforeAll(async () => {
    fake = await startFakeAiServices();
    ({ server, base } = await startVoiceServer({
      LLM_BASE_URL: fake.baseUrl,
      TTS_BASE_URL: fake.baseUrl,
      TTS_MODEL: 'speech-model',
      TTS_VOICE: 'ef_dora',
    }));
  });
  test.afterAll(async () => {
    await server?.close();
    await fake?.stop();
  });

  test('Listen plays the server’s audio of the word and its example', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: base });
    const page = await context.newPage();
    await recordUtterances(page);
    await signUpViaApi(page);
    expect((await page.request.post('/api/vocabulary', { data: WORD })).status()).toBe(201);
    await page.goto('/flashcards');
    const card = page.getByRole('region', { name: 'Card 1 of 1' });
    const speech = page.waitForResponse(
      (response) => response.url().endsWith('/api/speech') && response.request().method() === 'POST',
    );
    await card.getByRole('button', { name: 'Listen to “perro”' }).click();
    const response = await speech;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('audio/wav');
    expect(response.request().postDataJSON()).toEqual({ text: SAID, speed: 'normal' });
    expect(fake.byPath('/audio/speech').map((request) => request.body.input)).toEqual([SAID]);
    // The audio played to its end: no failure message, and the browser's voice was not used.
    await page.waitForTimeout(1500);
    await expect(card.getByText('The word could not be played just now. Please try again.')).toBeHidden();
    await expect(card.getByText('No Spanish voice is available on this device.')).toBeHidden();
    expect(await said(page)).toEqual([]);
    // Listening again replays the same audio without asking the server again.
    await card.getByRole('button', { name: 'Listen to “perro”' }).click();
    await page.waitForTimeout(1000);
    expect(fake.byPath('/audio/speech')).toHaveLength(1);
    await context.close();
  });
});
