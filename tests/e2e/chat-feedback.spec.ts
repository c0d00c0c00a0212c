import { expect, test, type Page, type WebSocketRoute } from '@playwright/test';
import { CURRICULUM } from '../../src/content/lessons';
import { completeOnboardingData } from '../../src/domain/onboarding/fixtures';
import { signUpViaApi } from './support/learner';

/**
 * /chat beyond the spec: no conversation lost (leaving inside the app, reloading,
 * a dropped connection, going offline: each saves once), the feedback card under a corrected
 * message, and a locked lesson's URL.
 */

async function openChat(page: Page, path = '/chat'): Promise<void> {
  await page.goto(path);
  await page.getByRole('button', { name: 'Continue Without Voice' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
}

async function say(page: Page, text: string): Promise<void> {
  const replies = page.locator('li:has(> span:text-is("Tutor")) [data-message-text]');
  const before = await replies.count();
  await page.getByLabel('Type a message in Spanish').fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(replies).toHaveCount(before + 1);
}

async function conversationCount(page: Page): Promise<number> {
  const response = await page.request.get('/api/dashboard');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { conversations: { count: number } }).conversations.count;
}

/** The count reaches `expected` and stays there (a second save would arrive within moments). */
async function expectSavedOnce(page: Page, expected: number): Promise<void> {
  await expect.poll(() => conversationCount(page)).toBe(expected);
  await page.waitForTimeout(1500);
  expect(await conversationCount(page)).toBe(expected);
}

test('leaving /chat inside the app mid-conversation saves it once', async ({ page }) => {
  await signUpViaApi(page);
  expect(await conversationCount(page)).toBe(0);
  await openChat(page);
  await say(page, 'Hola');
  await say(page, 'Me llamo Ana');
  await say(page, 'Me gusta la música clásica');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Flashcards' }).click();
  await expect(page).toHaveURL(/\/flashcards$/);
  await expectSavedOnce(page, 1);
  // Words were extracted as End chat would.
  const words = await page.request.get('/api/vocabulary?limit=200');
  expect(((await words.json()) as { items: unknown[] }).items.length).toBeGreaterThan(0);
});

test('closing or reloading the tab mid-conversation saves it once (pagehide, keep-alive)', async ({
  page,
}) => {
  await signUpViaApi(page);
  await openChat(page);
  await say(page, 'Hola');
  await say(page, 'Me llamo Ana');
  await page.reload();
  await expectSavedOnce(page, 1);
  // The reloaded chat is a new, empty session (Continue Without Voice is remembered on the
  // device): nothing more is saved by leaving it.
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
  await page.goto('about:blank');
  await page.goto('/dashboard');
  await expectSavedOnce(page, 1);
});

test('a dropped connection saves the conversation once; End chat stays and shows the summary', async ({
  page,
}) => {
  await signUpViaApi(page);
  let relay: WebSocketRoute | null = null;
  await page.routeWebSocket(/\/api\/realtime/, (ws) => {
    relay = ws;
    ws.connectToServer();
  });
  await openChat(page);
  await say(page, 'Hola');
  await say(page, 'Me llamo Ana');
  expect(relay).not.toBeNull();
  await (relay as unknown as WebSocketRoute).close({ code: 4000, reason: 'drop' });
  // Words for the learner, not the raw reason.
  await expect(
    page.getByText('The connection to the conversation service was lost. Please try again.'),
  ).toBeVisible();
  await expect(page.getByText('drop', { exact: true })).toHaveCount(0);
  await expect(page.getByText(/your conversation so far has been saved/)).toBeVisible();
  await expectSavedOnce(page, 1);
  await expect(page.getByText('Me llamo Ana', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'End chat' }).click();
  await expect(page.getByRole('heading', { name: 'Conversation saved' })).toBeVisible();
  await expectSavedOnce(page, 1);
});

test('going offline mid-conversation keeps it on the device with the offline save text, then syncs once', async ({
  page,
  context,
}) => {
  await signUpViaApi(page);
  await openChat(page);
  await say(page, 'Hola');
  await say(page, 'Me llamo Ana');
  await context.setOffline(true);
  await expect(page.getByRole('heading', { name: 'Live conversations require internet' })).toBeVisible();
  await expect(
    page.getByText(
      "Your conversation couldn't be saved due to internet connection issues. Don't worry - your progress is still tracked locally and will sync when you're back online.",
    ),
  ).toBeVisible();
  await context.setOffline(false);
  await expectSavedOnce(page, 1);
});

/** What the built-in tutor reports for «Yo soy 20 años» (its age-with-tener rule). */
const CORRECTION = {
  original: 'Yo soy 20 años',
  corrected: 'Yo tengo 20 años',
  explanation: 'Age takes «tener»: you “have” years in Spanish.',
};

test('a correction shows as a card under the corrected message, and in the summary', async ({ page }) => {
  await signUpViaApi(page);
  await openChat(page);
  await say(page, 'Hola');
  await say(page, CORRECTION.original);
  const corrected = page.locator('li', {
    has: page.locator('[data-message-text]', { hasText: CORRECTION.original }),
  });
  const card = corrected.getByRole('complementary', { name: 'Correction' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('You said');
  await expect(card).toContainText('Better');
  await expect(card).toContainText(CORRECTION.corrected);
  await expect(card).toContainText(CORRECTION.explanation);
  // Only under that message.
  await expect(page.getByRole('complementary', { name: 'Correction' })).toHaveCount(1);

  await page.getByRole('button', { name: 'End chat' }).click();
  await expect(page.getByRole('heading', { name: 'Conversation saved' })).toBeVisible();
  await expect(page.getByText('1 correction from your tutor')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Corrections' })).toContainText(CORRECTION.corrected);
});

test('a B1 subjunctive error gets a correction card with the subjunctive form and why', async ({ page }) => {
  await signUpViaApi(page);
  const saved = await page.request.put('/api/me/onboarding', {
    data: { onboardingData: { ...completeOnboardingData(), spanishLevel: 'b1' } },
  });
  expect(saved.ok()).toBe(true);
  await openChat(page);
  await say(page, 'Hola');
  await say(page, 'Quiero que vienes a mi fiesta.');
  const corrected = page.locator('li', {
    has: page.locator('[data-message-text]', { hasText: 'Quiero que vienes a mi fiesta.' }),
  });
  const card = corrected.getByRole('complementary', { name: 'Correction' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Quiero que vengas a mi fiesta.');
  await expect(card).toContainText('subjunctive');
});

test('a locked lesson URL says so, links to /lessons and opens no session', async ({ page }) => {
  await signUpViaApi(page);
  const locked = CURRICULUM.find((lesson) => lesson.prerequisites.length > 0);
  expect(locked).toBeDefined();
  let sockets = 0;
  page.on('websocket', () => (sockets += 1));
  await page.goto(`/chat?lesson=${locked?.id}`);
  await expect(page.getByRole('heading', { name: `«${locked?.title}» is locked` })).toBeVisible();
  await expect(page.getByText('Complete the lessons before it first.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Lessons' })).toHaveAttribute('href', '/lessons');
  await expect(page.getByRole('button', { name: 'End chat' })).toHaveCount(0);
  await page.waitForTimeout(1000);
  expect(sockets).toBe(0);
});

test('the chat names the practice tutor in one status line; the help page says what it is', async ({
  page,
}) => {
  await signUpViaApi(page);
  await openChat(page);
  await expect(page.getByTestId('tutor-kind')).toContainText('Sofía · Practice tutor');
  await page.goto('/help');
  await expect(page.getByText('Your tutor', { exact: true })).toBeVisible();
  await expect(page.getByText(/The practice tutor is built into Charla and is not an AI/)).toBeVisible();
});

test('Continue Without Voice is remembered on this device: the guide does not come back on the next visit, a reload or a new tab', async ({
  page,
  context,
}) => {
  await signUpViaApi(page);
  await openChat(page);
  const withoutVoice = async (tab: Page) => {
    await expect(tab.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
    await expect(tab.getByRole('dialog')).toHaveCount(0);
    await expect(
      tab.getByText('Voice is off for this conversation. Type your messages below.'),
    ).toBeVisible();
    await expect(tab.getByRole('button', { name: 'Use the microphone' })).toBeVisible();
  };
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Flashcards' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Chat' }).click();
  await withoutVoice(page);
  await page.reload();
  await withoutVoice(page);
  const tab = await context.newPage();
  await tab.goto('/chat');
  await withoutVoice(tab);
  await tab.close();
});

/** Fully inside the viewport and not under the bottom navigation. */
async function expectUsable(page: Page, name: string, locator: ReturnType<Page['locator']>): Promise<void> {
  const viewport = page.viewportSize() as { width: number; height: number };
  const nav = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
  const box = await locator.boundingBox();
  expect(box, name).not.toBeNull();
  expect(box?.y ?? -1, `${name} top`).toBeGreaterThanOrEqual(0);
  expect((box?.y ?? 0) + (box?.height ?? 0), `${name} above the navigation`).toBeLessThanOrEqual(
    nav?.y ?? viewport.height,
  );
}

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['mobile', { width: 390, height: 844 }],
] as const)
  test(`${label}: in a lesson, after many turns, the input, microphone and End chat stay in view and the newest message shows`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signUpViaApi(page);
    await openChat(page, '/chat?lesson=lesson-a0-1');
    await expect(page.getByRole('heading', { name: 'Greetings and Introductions' })).toBeVisible();
    for (const text of ['Hola', 'Me llamo Ana', 'Buenos días', 'Mucho gusto', 'Estoy bien, gracias', 'Adiós'])
      await say(page, text);
    await expectUsable(page, 'message box', page.getByLabel('Type a message in Spanish'));
    await expectUsable(page, 'microphone', page.locator('[data-record-button]'));
    await expectUsable(page, 'End chat', page.getByRole('button', { name: 'End chat' }));
    const send = await page.getByRole('button', { name: 'Send' }).boundingBox();
    expect((send?.x ?? 0) + (send?.width ?? 0), 'Send inside the screen width').toBeLessThanOrEqual(
      viewport.width,
    );
    // The newest reply is visible without scrolling: above the controls, inside the viewport.
    const last = page.locator('[data-message-text]').last();
    const controls = await page.getByTestId('chat-controls').boundingBox();
    const box = await last.boundingBox();
    expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(controls?.y ?? 0);
    // The transcript scrolls inside its own area.
    const scrolls = await page
      .getByTestId('transcript')
      .evaluate((node) => node.scrollHeight > node.clientHeight && node.scrollTop > 0);
    expect(scrolls).toBe(true);
  });
