import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from './support/learner';

const WORDS = ['uno', 'dos', 'tres', 'cuatro', 'cinco'];

async function addDueWords(page: Page): Promise<void> {
  for (const [index, word] of WORDS.entries()) {
    const response = await page.request.post('/api/vocabulary', {
      data: { word, translation: `number ${index + 1}`, context: `Tengo ${word}.` },
    });
    expect(response.status()).toBe(201);
  }
}

/** Total reviews the server has recorded for this learner's words. */
async function serverReviewCount(page: Page): Promise<number> {
  const response = await page.request.get('/api/vocabulary?limit=100');
  const { items } = (await response.json()) as { items: { timesReviewed: number }[] };
  return items.reduce((sum, item) => sum + item.timesReviewed, 0);
}

/** Visits online once so the service worker installs and the offline cache fills. */
async function visitOnline(page: Page): Promise<void> {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.goto('/flashcards');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

async function reviewAllOffline(page: Page): Promise<void> {
  for (let i = 0; i < WORDS.length; i += 1) {
    await expect(page.getByRole('region', { name: `Card ${i + 1} of ${WORDS.length}` })).toBeVisible();
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: /^Good/ })).toBeVisible();
    await page.keyboard.press('3');
  }
  await expect(page.getByText('Session Complete!')).toBeVisible();
}

test('opens without a connection, reviews offline and syncs exactly once', async ({ page, context }) => {
  await signUpViaApi(page);
  await addDueWords(page);
  await visitOnline(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(/Offline: your ratings are kept on this device/)).toBeVisible();
  await reviewAllOffline(page);
  await expect(page.getByTestId('review-sync-status')).toHaveText('5 reviews waiting to sync');
  // The dashboard cached "5 due" online; the cards answered since are no longer due.
  await page.goto('/dashboard');
  const due = page.locator('dl > div').filter({ hasText: 'Due for Review' }).locator('dd');
  await expect(due).toHaveText('0');

  await context.setOffline(false);
  await expect(page.getByTestId('review-sync-status')).toHaveText('5 offline reviews synced', {
    timeout: 20_000,
  });
  expect(await serverReviewCount(page)).toBe(5);
});

test('a page closed in the middle of a sync loses nothing and applies nothing twice', async ({
  page,
  context,
}) => {
  await signUpViaApi(page);
  await addDueWords(page);
  await visitOnline(page);
  await context.setOffline(true);
  await page.reload();
  await reviewAllOffline(page);

  // Back online, the server accepts two reviews and the page dies before the rest are sent.
  let accepted = 0;
  await page.route('**/api/vocabulary/*/review', async (route) => {
    accepted += 1;
    if (accepted <= 2) await route.continue();
    else await new Promise(() => undefined); // hangs until the page is gone
  });
  await context.setOffline(false);
  await expect.poll(() => accepted, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
  await page.close();

  const next = await context.newPage();
  await next.goto('/dashboard');
  await expect(next.getByTestId('review-sync-status')).toHaveText(/offline reviews? synced/, {
    timeout: 20_000,
  });
  expect(await serverReviewCount(next)).toBe(5);
});

test('the banners follow the connection and chat says it needs the internet', async ({ page, context }) => {
  await signUpViaApi(page);
  await visitOnline(page);
  await page.goto('/dashboard');
  await expect(page.getByText('All features available').first()).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByText('Using cached data for basic features').first()).toBeVisible();
  await expect(page.getByText('Showing cached progress (offline mode)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lessons Require Internet' })).toBeDisabled();

  await page.getByRole('link', { name: 'Chat' }).first().click();
  await expect(page.getByText('Live conversations require internet')).toBeVisible();

  await context.setOffline(false);
  await page.goto('/dashboard');
  await expect(page.getByText('All features available').first()).toBeVisible({ timeout: 15_000 });
});

test('lessons offline: the saved list is shown and nothing can start', async ({ page, context }) => {
  await signUpViaApi(page);
  await page.goto('/lessons');
  await expect(page.getByRole('heading', { name: 'Greetings and Introductions' })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Greetings and Introductions' })).toBeVisible();
  await expect(page.getByText('Connect to the internet to start a lesson.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Lessons Require Internet' }).first()).toBeDisabled();
});

test('a conversation whose save finds no connection is kept and saved once it returns', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/chat');
  await page.getByRole('button', { name: 'Continue Without Voice' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
  const replies = page.locator('li:has(> span:text-is("Tutor")) [data-message-text]');
  for (const [turn, text] of ['Hola', 'Me llamo Ana y vivo en Madrid con mi familia'].entries()) {
    await page.getByLabel('Type a message in Spanish').fill(text);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(replies).toHaveCount(turn + 1);
  }

  // The connection drops just as End chat saves.
  await page.route('**/api/conversations', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'End chat' }).click();
  await expect(page.getByText('Conversation Save Issue')).toBeVisible();
  await expect(
    page.getByText("Your conversation couldn't be saved due to internet connection issues.", {
      exact: false,
    }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('charla_pending_conversations'))).toContain('Madrid');

  // Back online: the next page load sends it, once.
  await page.unroute('**/api/conversations');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/conversations') && r.status() === 201);
  await page.goto('/dashboard');
  await saved;
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('charla_pending_conversations')))
    .toBeNull();
  const { items } = await (await page.request.get('/api/vocabulary?limit=100')).json();
  expect(items.length).toBeGreaterThan(0);
});
