import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from './support/learner';

const WORDS = [
  { word: 'hola', translation: 'hello', context: '¡Hola! ¿Qué tal?', category: 'greetings', difficulty: 1 },
  { word: 'gato', translation: 'cat', context: 'El gato duerme.', category: 'animals', difficulty: 2 },
  { word: 'perro', translation: 'dog', context: 'Mi perro es grande.', category: 'animals', difficulty: 3 },
];

async function addWords(page: Page, words = WORDS): Promise<void> {
  for (const word of words) {
    const response = await page.request.post('/api/vocabulary', { data: word });
    expect(response.status()).toBe(201);
  }
}

const card = (page: Page) => page.getByRole('region', { name: /Card \d of \d/ });
const stat = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

test('reviews a session with keyboard and mouse, showing intervals, then the summary', async ({ page }) => {
  await signUpViaApi(page);
  await addWords(page);
  await page.goto('/flashcards');

  // Oldest due first: the words come back in the order they were added.
  await expect(card(page).getByText('hola', { exact: true })).toBeVisible();
  await expect(card(page).getByText('greetings')).toBeVisible();
  await expect(card(page).getByText('“¡Hola! ¿Qué tal?”')).toBeVisible();
  await expect(stat(page, 'Remaining')).toHaveText('3');
  // No accuracy before the first review.
  await expect(stat(page, 'Accuracy')).toHaveText('—');

  // Keyboard: Space flips; a new word's buttons preview 1d, 1d, 2d and 3d (product.md#review-scheduling).
  await page.keyboard.press('Space');
  await expect(page.getByText('hello', { exact: true })).toBeVisible();
  await expect(page.getByText('Difficulty 1/5')).toBeVisible();
  await expect(page.getByRole('button', { name: "Again Didn't know it 1d" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hard Barely remembered 1d' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Good Remembered well 2d' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Easy Knew it instantly 3d' })).toBeVisible();
  await page.keyboard.press('3');

  // Mouse: Show Translation, then Again.
  await expect(card(page).getByText('gato', { exact: true })).toBeVisible();
  await expect(stat(page, 'Reviewed')).toHaveText('1');
  await expect(stat(page, 'Accuracy')).toHaveText('100%');
  await page.getByRole('button', { name: 'Show Translation' }).click();
  await page.getByRole('button', { name: /^Again/ }).click();

  await expect(card(page).getByText('perro', { exact: true })).toBeVisible();
  await expect(stat(page, 'Accuracy')).toHaveText('50%');
  await page.keyboard.press('Space');
  await expect(page.getByText('Difficulty 3/5')).toBeVisible();
  await page.keyboard.press('4');

  // Again brought gato back once at the end, as practice: answered, but no second review is sent.
  const reviewPosts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/review')) reviewPosts.push(request.url());
  });
  await expect(page.getByRole('region', { name: 'Card 4 of 4' })).toBeVisible();
  await expect(card(page).getByText('gato', { exact: true })).toBeVisible();
  await expect(page.getByTestId('practice-note')).toBeVisible();
  await expect(stat(page, 'Reviewed')).toHaveText('3');
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Good Remembered well' })).toBeVisible();
  await page.keyboard.press('3');

  await expect(page.getByRole('heading', { name: 'Session Complete!' })).toBeVisible();
  expect(reviewPosts).toEqual([]);
  await expect(stat(page, 'Words Reviewed')).toHaveText('3');
  await expect(stat(page, 'Accuracy')).toHaveText('67%');
  await expect(stat(page, 'Correct')).toHaveText('2');
  await expect(page.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute('href', '/dashboard');

  // The server applied the spec's schedule: good → 2 days, again → needs_review, easy → mastered.
  const { items } = await (await page.request.get('/api/vocabulary')).json();
  const byWord = Object.fromEntries(items.map((i: { word: string }) => [i.word, i]));
  expect(byWord.hola).toMatchObject({ interval: 2, status: 'learning', timesReviewed: 1 });
  // The spec's schedule from Again stands; the practice answer recorded nothing.
  expect(byWord.gato).toMatchObject({
    interval: 1,
    status: 'needs_review',
    correctReviews: 0,
    timesReviewed: 1,
  });
  expect(byWord.perro).toMatchObject({ interval: 3, status: 'mastered', easeFactor: 2.65 });

  // Nothing is due any more, so Review Again is not offered (it led to "All caught up!").
  await expect(page.getByRole('link', { name: 'Return to Dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Review Again' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'All caught up!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start a Conversation' })).toHaveAttribute('href', '/chat');
});

test('a rating pressed right after Space counts, card after card (ADR 0017)', async ({ page }) => {
  await signUpViaApi(page);
  const words = ['uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho'];
  await addWords(
    page,
    words.map((word) => ({ ...WORDS[0]!, word, translation: `${word}!` })),
  );
  await page.goto('/flashcards');
  // No wait between the two keys: the rating's listener must already be the flipped card's.
  for (const [i] of words.entries()) {
    await expect(page.getByRole('region', { name: `Card ${i + 1} of ${words.length}` })).toBeVisible();
    await page.keyboard.press('Space');
    await page.keyboard.press('3');
  }
  await expect(page.getByRole('heading', { name: 'Session Complete!' })).toBeVisible();
});

test('records the quick-start step on the first rating and offers Continue Quick Start', async ({ page }) => {
  await signUpViaApi(page);
  await addWords(page, WORDS.slice(0, 1));
  await page.goto('/dashboard');
  await page.evaluate(() => {
    localStorage.setItem('quickStartMode', 'true');
    localStorage.setItem('quickStartCurrentStep', 'vocabulary-review');
    localStorage.setItem('quickStartProgress', JSON.stringify(['mini-assessment', 'first-conversation']));
  });
  await page.goto('/flashcards');
  await page.getByRole('button', { name: 'Show Translation' }).click();
  await page.getByRole('button', { name: /^Good/ }).click();
  await expect(page.getByRole('heading', { name: 'Session Complete!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue Quick Start' })).toHaveAttribute(
    'href',
    '/quick-start',
  );
  const progress = await page.evaluate(() => JSON.parse(localStorage.getItem('quickStartProgress') ?? '[]'));
  expect(progress).toContain('vocabulary-review');
  // Three steps done: the mode flags are removed (product.md#rules).
  expect(await page.evaluate(() => localStorage.getItem('quickStartMode'))).toBeNull();
});

test('offline: reviews cached cards and syncs them later, or says no offline vocabulary', async ({
  page,
  context,
}) => {
  await signUpViaApi(page);
  await page.goto('/flashcards');
  await expect(page.getByRole('heading', { name: 'All caught up!' })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('link', { name: 'Lessons' }).click();
  await page.getByRole('link', { name: 'Flashcards' }).click();
  await expect(page.getByRole('heading', { name: 'No offline vocabulary available' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');

  await context.setOffline(false);
  await addWords(page, WORDS.slice(0, 2));
  await page.goto('/flashcards'); // caches the due cards
  await expect(card(page).getByText('hola', { exact: true })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('link', { name: 'Lessons' }).click();
  await page.getByRole('link', { name: 'Flashcards' }).click();
  await expect(
    page.getByText('Offline: your ratings are kept on this device', { exact: false }),
  ).toBeVisible();
  const logged = page.waitForEvent('console', (message) => message.text() === 'Review will sync when online');
  await page.keyboard.press('Space');
  await page.keyboard.press('1');
  await logged;
  await expect(card(page).getByText('gato', { exact: true })).toBeVisible();
  // Nothing reached the server while offline; back online, the one rating is synced once.
  const reviewsOnServer = async () => {
    const { items } = await (await page.request.get('/api/vocabulary')).json();
    return items.reduce((sum: number, i: { timesReviewed: number }) => sum + i.timesReviewed, 0);
  };
  expect(await reviewsOnServer()).toBe(0);
  await context.setOffline(false);
  await expect.poll(reviewsOnServer, { timeout: 20_000 }).toBe(1);
});
