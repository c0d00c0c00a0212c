import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from './support/learner';

const me = async (page: Page) => (await page.request.get('/api/me')).json();
const storage = (page: Page) =>
  page.evaluate(() => ({
    mode: localStorage.getItem('quickStartMode'),
    currentStep: localStorage.getItem('quickStartCurrentStep'),
    progress: JSON.parse(localStorage.getItem('quickStartProgress') ?? 'null') as string[] | null,
  }));
const stepCard = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });

test('quick start: level choice, the journey, the quick check, then /chat with the step marked', async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto('/quick-start');
  await expect(
    page.getByRole('button', { name: /Some Experience\s*I know basic words and phrases/ }),
  ).toBeVisible();
  await page.getByRole('button', { name: /Complete Beginner\s*I know little to no Spanish/ }).click();

  // The journey page: 30 s + 3 min + 2 min = 5.5 minutes, rounded up in the header.
  await expect(page.getByRole('heading', { level: 1, name: 'Your Quick Journey' })).toBeVisible();
  await expect(page.getByText('about 6 minutes to fluency')).toBeVisible();
  await expect(page.getByText('0/3 steps completed')).toBeVisible();
  await expect(page.getByText('0%', { exact: true })).toBeVisible();
  await expect(stepCard(page, 'Quick Spanish Check')).toContainText('30 seconds');
  await expect(stepCard(page, 'Quick Spanish Check')).toContainText('In Progress');
  await expect(stepCard(page, 'Quick Spanish Check').getByTestId('step-progress')).toHaveText('0/1 · 0%');
  await expect(stepCard(page, 'Your First Chat')).toContainText('Complete previous steps first');
  await expect(stepCard(page, 'Review New Words')).toContainText('Complete previous steps first');
  await expect(stepCard(page, 'Your First Chat').getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Go to Your Dashboard' })).toHaveCount(0);
  expect(await storage(page)).toEqual({ mode: 'true', currentStep: 'mini-assessment', progress: [] });
  await expect.poll(async () => (await me(page)).proficiencyLevel).toBe('A0');
  expect((await me(page)).dailyTargets).toEqual([{ type: 'daily_minutes', target: 15, current: 0 }]);

  await page.getByRole('link', { name: 'Start Your Quick Journey' }).click();
  await expect(page).toHaveURL(/\/quick-assessment$/);
  await expect(page.getByText('Question 1 of 3')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.getByRole('radio', { name: 'Buenos días', exact: true }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Question 2 of 3')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.getByRole('radio', { name: 'Fui al cine con mi hermana.' }).check();
  // Previous keeps the earlier answer.
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByRole('radio', { name: 'Buenos días', exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Question 3 of 3')).toBeVisible();
  await expect(page.getByRole('button', { name: 'See Results' })).toBeDisabled();
  await page.getByRole('radio', { name: '¿Nos trae la cuenta, por favor?' }).check();
  await page.getByRole('button', { name: 'See Results' }).click();

  // basic + intermediate + intermediate: 3 good answers with an advanced one -> A2.
  await expect(page.getByRole('heading', { name: 'Level: A2' })).toBeVisible();
  await expect(page.getByRole('heading', { name: "What's Next" })).toBeVisible();
  await expect(page.locator('main ol > li')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Back to Quick Start' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue to Conversation' }).click();
  await expect(page).toHaveURL(/\/chat$/);

  expect(await storage(page)).toEqual({
    mode: 'true',
    currentStep: 'first-conversation',
    progress: ['mini-assessment'],
  });
  expect(await me(page)).toMatchObject({ proficiencyLevel: 'A2', assessmentCompleted: true });
  const latest = (await (await page.request.get('/api/assessments/latest')).json()).result;
  expect(latest).toMatchObject({ isQuickAssessment: true, confidence: 85, duration: 60, version: '1.0' });
  expect(latest.scoring.overallScore).toBe(99);

  await page.goto('/quick-start');
  await expect(page.getByText('1/3 steps completed')).toBeVisible();
  await expect(page.getByText('33%', { exact: true })).toBeVisible();
  await expect(stepCard(page, 'Quick Spanish Check')).toContainText('Completed');
  await expect(stepCard(page, 'Quick Spanish Check').getByTestId('step-progress')).toHaveText('1/1 · 100%');
  await expect(stepCard(page, 'Quick Spanish Check').getByRole('link', { name: 'Review' })).toHaveAttribute(
    'href',
    '/assessment',
  );
  await expect(stepCard(page, 'Your First Chat')).toContainText('In Progress');
  await expect(stepCard(page, 'Your First Chat').getByRole('link', { name: 'Start' })).toHaveAttribute(
    'href',
    '/chat',
  );
  await expect(stepCard(page, 'Review New Words')).toContainText('Complete previous steps first');
  await expect(page.getByRole('link', { name: 'Start Your Quick Journey' })).toHaveCount(0);
});

test('with all three steps done the journey shows 3/3, Review on each step and the dashboard', async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto('/quick-start');
  await page.evaluate(() =>
    localStorage.setItem(
      'quickStartProgress',
      JSON.stringify(['mini-assessment', 'first-conversation', 'vocabulary-review']),
    ),
  );
  await page.reload();
  await expect(page.getByText('3/3 steps completed')).toBeVisible();
  await expect(page.getByText('100%', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Review' })).toHaveCount(3);
  await page.getByRole('link', { name: 'Go to Your Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('Skip and explore on my own sets A1 with onboarding completed and opens the dashboard', async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto('/quick-start');
  await page.getByRole('button', { name: 'Skip and explore on my own' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await me(page)).toMatchObject({ proficiencyLevel: 'A1', onboardingCompleted: true });
});
