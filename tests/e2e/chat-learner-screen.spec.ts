import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from './support/learner';

/**
 * /chat is the learner's screen: one status line naming the tutor (Sofía, the practice tutor
 * here: the test server runs the built-in one), nothing about how the server is set up, the
 * conversation on the first screen of a phone, and a microphone guide that keeps focus, says
 * where each button leads and is not shown again once voice was declined on the device. The
 * quick check's results name the same tutor.
 */

/** Server set-up words: they belong in the README, never on a learner's screen. */
const OPERATOR_TEXT =
  /TUTOR=|OPENAI_API_KEY|LLM_BASE_URL|STT_|TTS_|REALTIME_MODEL|whoever runs|connect an AI tutor|environment variable|quien gestiona|variables de entorno|conectar una tutora/i;

async function continueWithoutVoice(page: Page, button = 'Continue Without Voice', connected = 'Connected') {
  await page.getByRole('dialog').getByRole('button', { name: button }).click();
  await expect(page.getByRole('status').filter({ hasText: connected })).toBeVisible();
}

async function say(page: Page, text: string): Promise<void> {
  const replies = page.locator('li:has(> span:text-is("Tutor")) [data-message-text]');
  const before = await replies.count();
  await page.getByLabel('Type a message in Spanish').fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(replies).toHaveCount(before + 1);
}

test('one status line names the practice tutor and the connection; no set-up text on /chat or /help', async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto('/chat');
  await continueWithoutVoice(page);
  const kind = page.getByTestId('tutor-kind');
  await expect(kind).toHaveText('Your tutor: Sofía · Practice tutor');
  await expect(page.getByText('All features available')).toHaveCount(0);
  await expect(page.getByText('Voice service is ready')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Refresh' })).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText(OPERATOR_TEXT);
  await expect(page.locator('a[href*="/help"]')).toHaveCount(0);

  await page.goto('/help');
  await expect(page.getByText('Your tutor', { exact: true })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(OPERATOR_TEXT);
});

test('in Spanish: the status line and the help page, with no set-up text', async ({ page }) => {
  await signUpViaApi(page);
  expect((await page.request.put('/api/me/settings', { data: { language: 'es' } })).ok()).toBe(true);
  await page.goto('/chat');
  await continueWithoutVoice(page, 'Continuar sin voz', 'Conectado');
  await expect(page.getByTestId('tutor-kind')).toHaveText('Tu tutora: Sofía · Tutora de práctica');
  await expect(page.locator('main')).not.toContainText(OPERATOR_TEXT);
  await page.goto('/help');
  await expect(page.getByText('Tu tutora', { exact: true })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(OPERATOR_TEXT);
});

test('on a phone (390x844) the conversation and the composer are on the first screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpViaApi(page);
  await page.goto('/chat');
  await continueWithoutVoice(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  const nav = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
  const composer = await page.getByLabel('Type a message in Spanish').boundingBox();
  const start = await page.getByRole('heading', { name: 'Start conversation' }).boundingBox();
  const controls = await page.getByTestId('chat-controls').boundingBox();
  // Nothing scrolled: the page's first screen shows the conversation's start and the text box.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(composer?.y ?? -1).toBeGreaterThanOrEqual(0);
  expect((composer?.y ?? 0) + (composer?.height ?? 0)).toBeLessThanOrEqual(nav?.y ?? 0);
  expect(start?.y ?? -1).toBeGreaterThanOrEqual(0);
  expect((start?.y ?? 0) + (start?.height ?? 0)).toBeLessThanOrEqual(controls?.y ?? 0);
});

test('the microphone guide keeps focus inside, says where each way leads, and hands focus to the composer', async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto('/chat');
  const guide = page.getByRole('dialog', { name: 'Microphone Not Available' });
  await expect(guide).toBeVisible();
  await expect(guide.getByRole('button', { name: 'Practice Without Voice' })).toHaveAccessibleDescription(
    'Leaves the chat and opens your flashcards.',
  );
  await expect(guide.getByRole('button', { name: 'Continue Without Voice' })).toHaveAccessibleDescription(
    'Stays in this chat, where you type your messages.',
  );
  // Twice round the guide with Tab and once back with Shift+Tab: focus never leaves it.
  const controls = await guide.locator('button, a[href]').count();
  for (let i = 0; i < controls * 2; i += 1) {
    await page.keyboard.press('Tab');
    expect(await guide.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  for (let i = 0; i < controls; i += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await guide.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  await guide.getByRole('button', { name: 'Continue Without Voice' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByLabel('Type a message in Spanish')).toBeFocused();
});

test('Escape sets the guide aside and stays in the chat, with focus on the composer; the next visit asks again', async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto('/chat');
  await expect(page.getByRole('dialog', { name: 'Microphone Not Available' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByLabel('Type a message in Spanish')).toBeFocused();
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Microphone Not Available' })).toBeVisible();
});

test('Practice Without Voice goes to the flashcards and is remembered: /chat then opens without the guide', async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto('/chat');
  await page.getByRole('dialog').getByRole('button', { name: 'Practice Without Voice' }).click();
  await expect(page).toHaveURL(/\/flashcards$/);
  await page.reload();
  await page.goto('/chat');
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a focused Translate is never hidden under the sticky composer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpViaApi(page);
  await page.goto('/chat');
  await continueWithoutVoice(page);
  for (const text of ['Hola', 'Me llamo Ana', 'Tengo veinte años']) await say(page, text);
  // The page at its top: the newest message's Translate sits where the sticky composer is.
  await page.evaluate(() => window.scrollTo(0, 0));
  const translate = page.getByRole('button', { name: 'Translate' }).last();
  await translate.focus();
  await expect(translate).toBeFocused();
  await expect
    .poll(async () => {
      const box = await translate.boundingBox();
      const controls = await page.getByTestId('chat-controls').boundingBox();
      return (box?.y ?? 0) + (box?.height ?? 0) <= (controls?.y ?? 0);
    })
    .toBe(true);
  const box = await translate.boundingBox();
  expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
});

async function finishQuickCheck(page: Page, next: string, results: string): Promise<void> {
  await page.goto('/quick-assessment');
  for (let question = 0; question < 3; question += 1) {
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: question < 2 ? next : results }).click();
  }
}

test('the quick check results and the journey name the practice tutor, in English and Spanish', async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto('/quick-start');
  await page.getByRole('button', { name: /Complete Beginner/ }).click();
  await expect(
    page.getByText('A short, friendly conversation with Sofía, your practice tutor.'),
  ).toBeVisible();
  await finishQuickCheck(page, 'Next', 'See Results');
  await expect(
    page.getByText('Have your first conversation with Sofía, your practice tutor, pitched at your level.'),
  ).toBeVisible();
  await expect(page.locator('main')).not.toContainText('AI tutor');

  expect((await page.request.put('/api/me/settings', { data: { language: 'es' } })).ok()).toBe(true);
  await finishQuickCheck(page, 'Siguiente', 'Ver resultados');
  await expect(
    page.getByText('Ten tu primera conversación con Sofía, tu tutora de práctica, adaptada a tu nivel.'),
  ).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/\bIA\b/);
});
