import { expect, test, type Page } from '@playwright/test';
import { fillCredentials, signUpViaApi } from './support/learner';

const RESTART_TEXT =
  'Are you sure you want to restart the onboarding process? Your previous selections will be lost.';

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** Checks each option in turn, asserting Continue stays disabled until the last one is chosen. */
async function chooseUntilEnabled(page: Page, role: 'checkbox' | 'radio', names: RegExp[]): Promise<void> {
  for (const name of names) {
    await expect(continueButton(page)).toBeDisabled();
    await page.getByRole(role, { name }).check();
  }
  await expect(continueButton(page)).toBeEnabled();
}

test('a new learner completes onboarding step by step and reaches /payment', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/onboarding');

  await expect(heading(page, 'Your Goals')).toBeVisible();
  await expect(page.getByText('Step 1 of 6')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await chooseUntilEnabled(page, 'checkbox', [/^Work/]);
  await page.getByRole('checkbox', { name: /^Travel/ }).check();
  await continueButton(page).click();

  await expect(heading(page, 'Your Interests')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  await chooseUntilEnabled(page, 'checkbox', [/^Food/, /^Business/, /^Culture/]);
  await page.getByRole('checkbox', { name: /^Business/ }).uncheck();
  await expect(continueButton(page)).toBeDisabled();
  await expect(page.getByText('Choose 1 more to continue.')).toBeVisible();
  await page.getByRole('checkbox', { name: /^Business/ }).check();
  await continueButton(page).click();
  // The confirmation view: each interest with its description, no longer changeable.
  await expect(page.getByText('Menus, recipes, restaurants and talking about flavours.')).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await continueButton(page).click();

  await expect(heading(page, 'Practice Commitment')).toBeVisible();
  // Reload resumes where the learner left off, from the answers kept in this browser.
  await page.reload();
  await expect(heading(page, 'Practice Commitment')).toBeVisible();
  await chooseUntilEnabled(page, 'radio', [/^Regular/]);
  await continueButton(page).click();

  await expect(heading(page, 'Challenges')).toBeVisible();
  await chooseUntilEnabled(page, 'radio', [/^Forgetting new words/]);
  await continueButton(page).click();
  await expect(page.getByText('Spaced-repetition flashcards bring each word back')).toBeVisible();
  await continueButton(page).click();

  await expect(heading(page, 'Your Level')).toBeVisible();
  await chooseUntilEnabled(page, 'radio', [/^Elementary/]);
  await continueButton(page).click();

  await expect(heading(page, 'Your Plan')).toBeVisible();
  await chooseUntilEnabled(page, 'checkbox', [/^Listening/]);
  await continueButton(page).click();

  await expect(heading(page, 'Your Study Plan')).toBeVisible();
  await expect(page.getByText('Level 2: Speak with Everyone')).toBeVisible();
  // 10 minutes a day: 70 minutes and about 70 new words a week.
  await expect(page.getByRole('definition').filter({ hasText: /^70$/ })).toHaveCount(2);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('onboardingData') ?? 'null'));
  expect(stored).toMatchObject({
    goals: ['work', 'travel'],
    goalDetails: [
      { id: 'work', priority: 1 },
      { id: 'travel', priority: 2 },
    ],
    interests: ['food', 'culture', 'business'],
    dailyGoal: { id: 'regular', type: 'time', value: 10, unit: 'minutes' },
    mainObstacle: { id: 'memory' },
    spanishLevel: 'a2',
    improvementGoals: ['listening'],
    hasTriedChat: false,
  });

  await page.getByRole('button', { name: 'Sign Up to Save Your Progress' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  const me = await (await page.request.get('/api/me')).json();
  expect(me).toMatchObject({
    onboardingCompleted: true,
    learningMotivations: ['work', 'travel'],
    interests: ['food', 'culture', 'business'],
    dailyGoal: { minutes: 10, type: 'time' },
    proficiencyLevel: 'A2',
    improvementGoals: ['listening'],
  });

  // The plan rebuilt from the profile (local answers are gone) keeps the focus areas.
  expect(await page.evaluate(() => localStorage.getItem('onboardingData'))).toBeNull();
  await page.goto('/onboarding');
  await expect(heading(page, 'Your Study Plan')).toBeVisible();
  const focus = page.locator('section', { has: page.getByRole('heading', { name: 'Focus areas' }) });
  await expect(focus.getByRole('listitem')).toHaveText(['Listening']);
});

test('restart asks for confirmation, then clears the answers and resets the profile', async ({ page }) => {
  await signUpViaApi(page);
  await page.request.post('/api/me/quick-start/skip');
  await page.request.put('/api/me/onboarding', {
    data: {
      onboardingData: {
        goals: ['travel'],
        goalDetails: [{ id: 'travel', label: 'Travel', priority: 1 }],
        interests: ['food', 'dating', 'culture'],
        interestDetails: [],
        dailyGoal: { id: 'intense', type: 'time', value: 20, unit: 'minutes' },
        spanishLevel: 'b1',
        mainObstacle: { id: 'time', label: 'Not enough time' },
        improvementGoals: ['pronunciation'],
        improvementDetails: [],
        hasTriedChat: false,
      },
    },
  });
  // Nothing in this browser: the profile's completed onboarding opens the summary.
  await page.goto('/onboarding');
  await expect(heading(page, 'Your Study Plan')).toBeVisible();
  await expect(page.getByText('Level 3: Express Yourself')).toBeVisible();

  let prompt = '';
  page.once('dialog', (dialog) => {
    prompt = dialog.message();
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'Restart Onboarding' }).click();
  expect(prompt).toBe(RESTART_TEXT);
  await expect(heading(page, 'Your Study Plan')).toBeVisible();

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Restart Onboarding' }).click();
  await expect(heading(page, 'Your Goals')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^Travel/ })).not.toBeChecked();
  await expect
    .poll(async () => (await (await page.request.get('/api/me')).json()).onboardingCompleted)
    .toBe(false);
  const me = await (await page.request.get('/api/me')).json();
  expect(me).toMatchObject({
    learningMotivations: [],
    interests: [],
    dailyGoal: null,
    proficiencyLevel: null,
  });
  expect(await page.evaluate(() => localStorage.getItem('onboardingData'))).toBeNull();
});

test('answers given before signing in are saved to the profile at sign-in', async ({ page, browser }) => {
  const { email, password } = await signUpViaApi(page);
  const visitor = await browser.newPage();
  await visitor.goto('/register');
  await visitor.evaluate(() =>
    localStorage.setItem(
      'onboardingData',
      JSON.stringify({
        goals: ['family'],
        goalDetails: [{ id: 'family', label: 'Family', priority: 1 }],
        interests: ['travel', 'food', 'shopping'],
        interestDetails: [],
        dailyGoal: { id: 'casual', type: 'time', value: 5, unit: 'minutes' },
        spanishLevel: 'a0',
        mainObstacle: { id: 'nervous', label: 'Nervous to speak' },
        improvementGoals: ['confidence'],
        improvementDetails: [],
        hasTriedChat: false,
      }),
    ),
  );
  await fillCredentials(visitor, email, password);
  await continueButton(visitor).click();
  await expect(visitor).toHaveURL(/\/payment$/);
  const me = await (await visitor.request.get('/api/me')).json();
  expect(me).toMatchObject({
    onboardingCompleted: true,
    learningMotivations: ['family'],
    interests: ['travel', 'food', 'shopping'],
    dailyGoal: { minutes: 5, type: 'time' },
    proficiencyLevel: 'A0',
  });
  expect(await visitor.evaluate(() => localStorage.getItem('onboardingData'))).toBeNull();
  await visitor.close();
});
