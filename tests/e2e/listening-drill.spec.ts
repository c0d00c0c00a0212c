import { expect, test } from '@playwright/test';
import type { Server } from '../../src/server/compose';
import { startFakeAiServices, type FakeAiServices } from '../support/fake-ai-services';
import { signUpViaApi } from './support/learner';
import { startVoiceServer } from './support/voice-server';

/**
 * Listen mode on the flashcards screen, with the app's own (configured) voice, so the drill does
 * not depend on the speech voices this Chromium happens to have; and a card's link back to the
 * lesson conversation it came from.
 */

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

  test('a listening review: heard, typed without its accent, judged, then rated as usual', async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: base });
    const page = await context.newPage();
    await signUpViaApi(page);
    const word = { word: 'está', translation: 'is', context: 'Mi casa está lejos.', category: 'verb' };
    expect((await page.request.post('/api/vocabulary', { data: word })).status()).toBe(201);

    await page.goto('/flashcards');
    const spoken = page.waitForRequest(
      (request) => request.url().endsWith('/api/speech') && request.method() === 'POST',
    );
    await page.getByRole('button', { name: 'Listen', exact: true }).click();
    await expect(page).toHaveURL(/mode=listen/);
    expect((await spoken).postDataJSON()).toEqual({ text: 'está', speed: 'normal' });

    const card = page.getByRole('region', { name: 'Card 1 of 1' });
    // The word is heard, not shown; the answer box has the focus.
    await expect(card.getByText('está', { exact: true })).toHaveCount(0);
    const box = card.getByRole('textbox', { name: 'Type what you hear' });
    await expect(box).toBeFocused();
    // Slower plays the same audio again (no second request for the same words).
    await card.getByRole('button', { name: 'Slower' }).click();
    await expect(card.getByText('It could not be played just now. Press Play again.')).toBeHidden();

    await box.fill('ESTA');
    await box.press('Enter');
    await expect(card.getByTestId('listening-result')).toContainText('Correct — mind the accent: está');
    await expect(card.getByText('is', { exact: true })).toBeVisible();

    const review = page.waitForResponse(
      (response) => /\/api\/vocabulary\/[^/]+\/review$/.test(response.url()) && response.ok(),
    );
    await page.keyboard.press('3');
    expect((await review).request().postDataJSON()).toMatchObject({ rating: 'good' });
    await expect(page.getByText('Session Complete!')).toBeVisible();
    expect(fake.byPath('/audio/speech').map((request) => request.body.input)).toEqual(['está']);
    await context.close();
  });
});

test('a word from a lesson conversation links back to that lesson', async ({ page }) => {
  await signUpViaApi(page);
  const saved = await page.request.post('/api/conversations', {
    data: {
      items: [
        { role: 'assistant', text: '¡Hola! ¿Qué te gusta comer?' },
        { role: 'user', text: 'Me gusta mucho la paella y el pescado.' },
        { role: 'assistant', text: '¡Qué rico! ¿Cocinas en casa?' },
        { role: 'user', text: 'Sí, cocino con mi hermana los domingos.' },
      ],
      vocabularyUsed: [],
      startedAt: new Date(Date.now() - 120_000).toISOString(),
      durationSeconds: 120,
      lessonId: 'lesson-a1-1',
    },
  });
  expect(saved.status()).toBe(201);
  const words = (await saved.json()).extraction.words as { word: string }[];
  expect(words.length).toBeGreaterThan(0);
  const first = words[0]!.word;

  await page.goto('/vocabulary');
  const row = page.getByRole('listitem', { name: first });
  const link = row.getByRole('link', { name: /^From the lesson «.+»$/ });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/chat\?lesson=lesson-a1-1$/);
});
