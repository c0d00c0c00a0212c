import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from './support/learner';

const kpi = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: label }) })
    .locator('dd');

async function addWords(page: Page, words: string[]): Promise<void> {
  for (const word of words) {
    const response = await page.request.post('/api/vocabulary', { data: { word, translation: `${word}!` } });
    expect(response.status()).toBe(201);
  }
}

/** A whole full assessment through the API, always choosing the first option. */
async function takeFullAssessment(page: Page): Promise<void> {
  const start = await page.request.post('/api/assessments/session', { data: {} });
  expect(start.ok()).toBe(true);
  let { token, question } = await start.json();
  for (let i = 0; i < 20 && question; i += 1) {
    const answer = await page.request.post('/api/assessments/answer', {
      data: { token, questionId: question.id, selectedAnswer: 0, timeSpent: 5 },
    });
    expect(answer.ok()).toBe(true);
    const body = await answer.json();
    token = body.token;
    question = body.next?.question ?? null;
  }
  const finish = await page.request.post('/api/assessments', { data: { token } });
  expect(finish.status()).toBe(201);
}

test('shows placeholders while loading, then the KPIs after a review session', async ({ page }) => {
  await signUpViaApi(page);
  await addWords(page, ['hola', 'gato', 'perro']);
  await page.goto('/flashcards');
  // Again on the second card brings it back once at the end, as practice (4 cards shown, 3 reviews):
  // the total grows to 4 once it is rated.
  for (const [i, key] of ['3', '1', '4', '3'].entries()) {
    await expect(page.getByRole('region', { name: `Card ${i + 1} of ${i < 2 ? 3 : 4}` })).toBeVisible();
    await page.keyboard.press('Space');
    await page.keyboard.press(key);
  }
  await expect(page.getByRole('heading', { name: 'Session Complete!' })).toBeVisible();

  // Hold the dashboard answer back to see the loading placeholders.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/dashboard', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('link', { name: 'Return to Dashboard' }).click();
  // Reviews are practice: the learner is welcomed back.
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByTestId('kpi-placeholder')).toHaveCount(4);
  release();

  await expect(kpi(page, 'Words Learned')).toHaveText('3');
  await expect(kpi(page, 'Due for Review')).toHaveText('0');
  await expect(kpi(page, 'Day Streak')).toHaveText('1');
  await expect(kpi(page, 'Practice Minutes')).toHaveText('0');
  // good → learning, again → needs_review, easy → mastered; 2 of 3 reviews correct.
  for (const bar of ['Learning', 'Mastered', 'Need Review']) {
    await expect(page.getByRole('progressbar', { name: bar })).toHaveAttribute('aria-valuenow', '33');
  }
  await expect(page.getByText('3 words per week')).toBeVisible();
  await expect(page.getByText('66.7% accuracy')).toBeVisible();
  await expect(page.getByText('3 reviews and 0 practice minutes in the last 7 days')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Review Vocabulary' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Take Assessment' })).toHaveAttribute('href', '/assessment');
  await expect(page.getByRole('link', { name: 'Start Next Lesson' })).toHaveAttribute(
    'href',
    '/chat?lesson=lesson-a0-1',
  );
  await expect(page.getByRole('link', { name: 'Start a Conversation' }).first()).toHaveAttribute(
    'href',
    '/chat',
  );
});

test('offers Review Vocabulary when cards are due, and shows the cooldown after an assessment', async ({
  page,
}) => {
  await signUpViaApi(page);
  await addWords(page, ['casa']);
  await takeFullAssessment(page);
  await page.goto('/dashboard');
  await expect(kpi(page, 'Due for Review')).toHaveText('1');
  await expect(page.getByRole('link', { name: 'Review Vocabulary' })).toHaveAttribute('href', '/flashcards');
  await expect(page.getByTestId('level-badge')).toHaveText(/^(A0|A1|A2|B1|B2|C1|C2)$/);
  await expect(page.getByText(/^Last assessed: .+ \(today\)$/)).toBeVisible();
  const next = new Date(Date.now() + 7 * 24 * 3_600_000).toLocaleDateString('en', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  await expect(page.getByText(`Next assessment available: ${next}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Assessment Cooldown' })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Retake Assessment' })).toHaveCount(0);

  // Offline, the cached cooldown still reads as the cooldown, not a disabled Retake.
  await page.context().setOffline(true);
  await page.getByRole('link', { name: 'Lessons' }).first().click();
  await page.goBack();
  await expect(page.getByText("You're offline")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Assessment Cooldown' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Retake Assessment' })).toHaveCount(0);
  await page.context().setOffline(false);
});

test('offline: cached progress, lessons disabled, conversation becomes Review Vocabulary', async ({
  page,
  context,
}) => {
  await signUpViaApi(page);
  await addWords(page, ['sol', 'luna']);
  await page.goto('/dashboard');
  await expect(kpi(page, 'Words Learned')).toHaveText('2');
  await expect(page.getByText('All features available')).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('link', { name: 'Lessons' }).first().click();
  await page.goBack();
  await expect(page.getByText("You're offline")).toBeVisible();
  await expect(page.getByText('Using cached data for basic features')).toBeVisible();
  await expect(page.getByText('Showing cached progress (offline mode)')).toBeVisible();
  await expect(kpi(page, 'Words Learned')).toHaveText('2');
  await expect(kpi(page, 'Due for Review')).toHaveText('2');
  await expect(page.getByRole('button', { name: 'Lessons Require Internet' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Take Assessment' })).toBeDisabled();
  // Both "Review Vocabulary" links (due cards, and the offline conversation swap) go to /flashcards.
  const review = page.getByRole('link', { name: 'Review Vocabulary' });
  await expect(review).toHaveCount(2);
  await review.last().click();
  // The due cards were saved for offline review while the dashboard was online.
  await expect(page.getByRole('region', { name: /Card 1 of 2/ })).toBeVisible();
});

test('after only the quick check the card says when and what the full assessment adds', async ({ page }) => {
  await signUpViaApi(page);
  const quick = await page.request.post('/api/assessments/quick', {
    data: {
      answers: [
        { questionId: 'quick-greeting', selectedAnswer: 1 },
        { questionId: 'quick-yesterday', selectedAnswer: 0 },
        { questionId: 'quick-bill', selectedAnswer: 3 },
      ],
    },
  });
  expect(quick.status()).toBe(201);
  await page.goto('/dashboard');
  await expect(page.getByTestId('level-badge')).toHaveText('A2');
  await expect(page.getByText(/^Last assessed: .+ \(today\)$/)).toBeVisible();
  await expect(page.getByTestId('quick-only')).toHaveText(
    'From your quick check. The full assessment (5-10 minutes) adds a level for vocabulary, grammar and comprehension.',
  );
  await expect(page.getByRole('link', { name: 'Take the Full Assessment' })).toHaveAttribute(
    'href',
    '/assessment',
  );
});

test('opening /dashboard asks for the figures and the session once each, side by side', async ({ page }) => {
  await signUpViaApi(page);
  await addWords(page, ['sol']);
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/api/dashboard' || path === '/api/session') asked.push(path);
  });
  // Both requests leave before either answers: the figures do not wait for the session.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/session', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/dashboard', { waitUntil: 'commit' });
  await expect.poll(() => asked.toSorted()).toEqual(['/api/dashboard', '/api/session']);
  release();
  await expect(kpi(page, 'Words Learned')).toHaveText('1');
  await expect(page.getByText('All features available')).toBeVisible();
  // Settled: nothing asked again (an empty offline sync and the screen's mount used to refetch).
  await page.waitForTimeout(1_500);
  expect(asked.toSorted()).toEqual(['/api/dashboard', '/api/session']);
});

test('what the dashboard does not show waits until its figures are in', async ({ page }) => {
  await signUpViaApi(page);
  // The profile photo and the service worker (with its precache of every asset) are not the
  // dashboard. (The offline screens' code is: it is fetched at once, for a learner going offline.)
  const background = (path: string) =>
    path === '/api/auth/get-session' || path === '/sw.js' || path.startsWith('/assets/workbox-window');
  const early: string[] = [];
  let figuresIn = false;
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (background(path) && !figuresIn) early.push(path);
  });
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/dashboard', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/dashboard');
  // A new learner who has not practised yet is welcomed, not welcomed back (this said Welcome back).
  await expect(page.getByRole('heading', { name: 'Welcome', exact: true })).toBeVisible();
  await page.waitForTimeout(2_000);
  expect(early).toEqual([]);
  figuresIn = true;
  const avatarAsked = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/api/auth/get-session',
  );
  release();
  await expect(kpi(page, 'Words Learned')).toHaveText('0');
  // Then they come: the profile photo is asked for and the service worker registers.
  await avatarAsked;
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
});
