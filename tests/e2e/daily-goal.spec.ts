import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from './support/learner';

const kpi = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: label }) })
    .locator('dd');

/** An `Etc/GMT` zone where it is about noon now, so the session never straddles a local midnight. */
function zoneAtNoon(now: Date): string {
  const offset = 12 - now.getUTCHours();
  return offset === 0 ? 'UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

/** Onboarding finished with the 5-minute daily goal (not one of the settings' options). */
async function finishOnboarding(page: Page): Promise<void> {
  const response = await page.request.put('/api/me/onboarding', {
    data: {
      onboardingData: {
        goals: ['travel'],
        goalDetails: [{ id: 'travel', label: 'Travel', priority: 1 }],
        interests: ['travel', 'food', 'shopping'],
        interestDetails: [],
        dailyGoal: { id: 'casual', type: 'time', value: 5, unit: 'minutes' },
        spanishLevel: 'a0',
        mainObstacle: { id: 'time', label: 'Finding time' },
        improvementGoals: ['confidence'],
        improvementDetails: [],
        hasTriedChat: false,
      },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('a new learner is welcomed, not welcomed back, with a streak of 0 and a way to the study plan', async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome', exact: true })).toBeVisible();
  await expect(kpi(page, 'Day Streak')).toHaveText('0');
  // Reloading (a second visit) is still not practice.
  await page.reload();
  await expect(kpi(page, 'Day Streak')).toHaveText('0');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome', exact: true })).toBeVisible();
  await expect(page.getByTestId('daily-goal-progress')).toHaveText('0 of 20 minutes today');
  await expect(page.getByRole('progressbar', { name: 'Daily goal' })).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByRole('link', { name: 'Create Your Study Plan' })).toHaveAttribute(
    'href',
    '/onboarding',
  );
  // The quick start offers the plan as well.
  await page.goto('/quick-start');
  await expect(page.getByRole('link', { name: 'Create Your Study Plan' })).toHaveAttribute(
    'href',
    '/onboarding',
  );
});

test('the daily goal chosen in onboarding fills after a review session', async ({ page }) => {
  await signUpViaApi(page);
  const now = new Date();
  expect((await page.request.patch('/api/me', { data: { timeZone: zoneAtNoon(now) } })).ok()).toBe(true);
  await finishOnboarding(page);
  const words = ['uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho'];
  for (const word of words) {
    const response = await page.request.post('/api/vocabulary', { data: { word, translation: `${word}!` } });
    expect(response.status()).toBe(201);
  }

  // Settings show the onboarding goal of 5 minutes, although 5 is not in the settings list.
  await page.goto('/settings');
  await expect(page.getByLabel('Daily goal')).toHaveValue('5');

  // The plan is on the dashboard: its daily goal, focus topics and the next lesson.
  await page.goto('/dashboard');
  const plan = page.getByTestId('study-plan');
  await expect(plan.getByText('Daily goal: 5 minutes')).toBeVisible();
  await expect(plan.getByText('Food')).toBeVisible();
  await expect(plan.getByRole('link', { name: /\(A0\)$/ })).toHaveAttribute(
    'href',
    '/chat?lesson=lesson-a0-1',
  );
  await expect(page.getByTestId('daily-goal-progress')).toHaveText('0 of 5 minutes today');

  // The browser's clock, 10 minutes back, moves 45 s while each card is on screen: the answers are
  // 45 s apart, 7 gaps of 45 s = 315 s of review, more than the 5-minute goal.
  await page.clock.install({ time: new Date(now.getTime() - 10 * 60_000) });
  await page.goto('/flashcards');
  for (let i = 0; i < words.length; i += 1) {
    await expect(page.getByRole('region', { name: `Card ${i + 1} of ${words.length}` })).toBeVisible();
    await page.keyboard.press('Space');
    await page.clock.fastForward(45_000);
    await page.keyboard.press('3');
  }
  await expect(page.getByRole('heading', { name: 'Session Complete!' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Dashboard' }).click();

  await expect(page.getByTestId('daily-goal-progress')).toHaveText('5 of 5 minutes today');
  await expect(page.getByRole('progressbar', { name: 'Daily goal' })).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByText('Daily goal reached. ¡Muy bien!')).toBeVisible();
  await expect(kpi(page, 'Day Streak')).toHaveText('1');
  await expect(kpi(page, 'Practice Minutes')).toHaveText('5');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
});
