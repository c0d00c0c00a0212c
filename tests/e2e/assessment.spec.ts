import { expect, test, type Page } from '@playwright/test';
import { QUESTION_BANK, findQuestion } from '../../src/content/assessment';
import { levelIndex, type Level } from '../../src/domain/levels';
import { signUpViaApi } from './support/learner';

type Choose = (correctAnswer: number, optionCount: number) => number;
const right: Choose = (correct) => correct;
const wrong: Choose = (correct, count) => (correct + 1) % count;

/**
 * The browser never receives the answer key, so the test learns which question is on screen from
 * the server's responses and looks its key up in the bank, as a learner who knows Spanish would.
 */
function trackQuestions(page: Page): { current: () => string | null } {
  let current: string | null = null;
  page.on('response', async (response) => {
    if (!/\/api\/assessments\/(session|answer)$/.test(response.url()) || !response.ok()) return;
    const body = await response.json().catch(() => null);
    const id = body?.question?.id ?? body?.next?.question?.id;
    if (id) current = id;
  });
  return { current: () => current };
}

const options = (page: Page) => page.locator('main ul li button');

/** Answers until the results show; returns how many questions were asked. */
async function takeAssessment(page: Page, choose: Choose, useKeyboard = false): Promise<number> {
  const tracker = trackQuestions(page);
  await page.getByRole('button', { name: 'Start Assessment' }).click();
  for (let number = 1; number <= 15; number++) {
    await expect(page.getByText(`Question ${number}`, { exact: true })).toBeVisible();
    await expect(page.getByText(`${number} of 15`, { exact: true })).toBeVisible();
    await expect.poll(() => tracker.current()).not.toBeNull();
    const question = findQuestion(tracker.current()!)!;
    await expect(page.getByRole('heading', { level: 2, name: question.question })).toBeVisible();
    // Each option's letter is written once ("A A. ..." was read before).
    // (An option may itself start with A, as in "At home": only a second "A." is the defect.)
    await expect(options(page).first()).toHaveText(/^A\.\s*(?!A\.)\S/);
    const chosen = choose(question.correctAnswer, question.options.length);
    // Taken before answering: the next question cannot show sooner than 2 s after this.
    const answeredAt = Date.now();
    if (useKeyboard && number === 1) {
      // Focus starts on the question; Tab walks through the lettered options.
      for (let i = 0; i <= chosen; i++) await page.keyboard.press('Tab');
      await expect(options(page).nth(chosen)).toBeFocused();
      await page.keyboard.press('Enter');
    } else {
      await options(page).nth(chosen).click();
    }
    await expect(page.getByText(chosen === question.correctAnswer ? 'Correct!' : 'Not quite.')).toBeVisible();
    await expect(options(page).nth(question.correctAnswer)).toContainText('Correct answer');
    if (chosen !== question.correctAnswer)
      await expect(options(page).nth(chosen)).toContainText('Your answer');
    for (const option of await options(page).all()) await expect(option).toBeDisabled();
    if (question.explanation) await expect(page.getByText(question.explanation)).toBeVisible();
    const results = page.getByRole('heading', { level: 1, name: 'Your Results' });
    const next = page.getByText(`Question ${number + 1}`, { exact: true });
    await expect(results.or(next)).toBeVisible();
    // The feedback stays 2 seconds before moving on (product.md#limits).
    expect(Date.now() - answeredAt).toBeGreaterThanOrEqual(2_000);
    if (await results.isVisible()) return number;
  }
  throw new Error('the assessment did not end at 15 questions');
}

async function levelShown(page: Page): Promise<Level> {
  return (await page.getByTestId('overall-level').innerText()).trim() as Level;
}

test('a learner who answers everything right ends early or at 15 with a high level', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpViaApi(page);
  await page.goto('/assessment');
  await expect(page.getByText('Takes 5-10 minutes')).toBeVisible();
  for (const group of ['A1-A2 beginner', 'B1-B2 intermediate', 'C1-C2 advanced']) {
    await expect(page.getByText(group)).toBeVisible();
  }
  const asked = await takeAssessment(page, right);
  expect(asked).toBeGreaterThanOrEqual(8);
  expect(asked).toBeLessThanOrEqual(15);
  expect(levelIndex(await levelShown(page))).toBeGreaterThanOrEqual(levelIndex('B2'));
  await expect(page.getByText(`${asked} of ${asked} correct`)).toBeVisible();
  await expect(page.getByText(/\d+% confidence/)).toBeVisible();
  for (const skill of ['Vocabulary', 'Grammar', 'Comprehension']) {
    await expect(page.getByText(skill, { exact: true })).toBeVisible();
  }
  const me = await (await page.request.get('/api/me')).json();
  expect(me.assessmentCompleted).toBe(true);
  expect(me.proficiencyLevel).toBe(await levelShown(page));

  // During the 7-day cooldown the results say when, and Retake is disabled
  // (it used to lead straight to "Assessment Not Available").
  await expect(page.getByText(/^Next assessment available: /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retake Assessment' })).toBeDisabled();
  await page.goto('/assessment');
  await expect(page.getByText('The proficiency assessment can be retaken once every 7 days.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Assessment Not Available' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('after an assessment the dashboard shows the level and the cooldown', async ({ page }) => {
  await signUpViaApi(page);
  // The attempt runs through the API here (the screen is covered above), answering everything right.
  let { token, question } = await (await page.request.post('/api/assessments/session')).json();
  for (let guard = 0; guard < 15; guard++) {
    const answer = await page.request.post('/api/assessments/answer', {
      data: {
        token,
        questionId: question.id,
        selectedAnswer: findQuestion(question.id)!.correctAnswer,
        timeSpent: 3,
      },
    });
    const body = await answer.json();
    token = body.token;
    if (body.finished) break;
    question = body.next.question;
  }
  const saved = await page.request.post('/api/assessments', { data: { token } });
  expect(saved.status()).toBe(201);
  const { overallLevel } = await saved.json();

  await page.goto('/dashboard');
  await expect(page.getByTestId('level-badge')).toHaveText(overallLevel);
  await expect(page.getByText(/^Next assessment available: /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Assessment Cooldown' })).toBeDisabled();
});

test('a learner who answers everything wrong ends low', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpViaApi(page);
  await page.goto('/assessment');
  await takeAssessment(page, wrong, true);
  expect(['A0', 'A1']).toContain(await levelShown(page));
  await expect(page.getByText(/^0 of \d+ correct/)).toBeVisible();
  await page.getByRole('link', { name: 'Continue to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the answer key is not in the app the browser downloads', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/assessment');
  const scripts = await page
    .locator('script[src]')
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).src));
  expect(scripts.length).toBeGreaterThan(0);
  // Explanations travel with the key in the bank: none may be in the code (one per level is checked).
  const samples = ['A0', 'A1', 'A2', 'B1', 'B2', 'C1', 'C2'].map(
    (level) => QUESTION_BANK.find((q) => q.level === level && q.explanation)!.explanation!,
  );
  for (const src of scripts) {
    const code = await (await page.request.get(src)).text();
    for (const explanation of samples) expect(code).not.toContain(explanation);
    for (const level of ['A0', 'A1', 'A2', 'B1', 'B2', 'C1', 'C2']) {
      const spanish = QUESTION_BANK.find((q) => q.level === level && q.explanationEs)!.explanationEs!;
      expect(code).not.toContain(spanish);
    }
  }
});

test('in the Spanish UI the answer is explained in Spanish', async ({ page }) => {
  await signUpViaApi(page);
  const settings = await page.request.put('/api/me/settings', { data: { language: 'es' } });
  expect(settings.ok()).toBe(true);
  const tracker = trackQuestions(page);
  await page.goto('/assessment');
  await page.getByRole('button', { name: 'Empezar la evaluación' }).click();
  await expect.poll(() => tracker.current()).not.toBeNull();
  const question = findQuestion(tracker.current()!)!;
  await options(page).nth(question.correctAnswer).click();
  await expect(page.getByText(question.explanationEs!)).toBeVisible();
  await expect(page.getByText(question.explanation!)).toHaveCount(0);
});

test('while the feedback shows, focus stays on the chosen answer; then the next question has it', async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto('/assessment');
  await page.getByRole('button', { name: 'Start Assessment' }).click();
  const first = page.getByRole('heading', { level: 2 });
  await expect(first).toBeFocused();
  const firstText = await first.innerText();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^(Correct!|Not quite\.)$/)).toBeVisible();
  await expect(options(page).first()).toBeFocused();
  await expect(page.getByText('Question 2', { exact: true })).toBeVisible();
  const second = page.getByRole('heading', { level: 2 });
  await expect(second).not.toHaveText(firstText);
  await expect(second).toBeFocused();
});

test('with auto-advance turned off in settings, the feedback waits for Next', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpViaApi(page);
  await page.goto('/settings');
  const toggle = page.getByRole('switch', { name: 'Auto-advance after answering' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await page.reload();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');

  await page.goto('/assessment');
  await page.getByRole('button', { name: 'Start Assessment' }).click();
  await expect(page.getByText('Question 1', { exact: true })).toBeVisible();
  await options(page).first().click();
  const next = page.getByRole('button', { name: 'Next', exact: true });
  await expect(next).toBeFocused();
  await expect(page.getByText('Next question in a moment...')).toHaveCount(0);
  // Well past the 2 seconds the feedback otherwise stays: still the first question.
  await page.waitForTimeout(3_000);
  await expect(page.getByText('Question 1', { exact: true })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Question 2', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toBeFocused();

  // Turned back on, the next answer moves on by itself after about 2 seconds.
  const saved = await page.request.put('/api/me/settings', { data: { autoAdvance: true } });
  expect(saved.ok()).toBe(true);
  await page.reload();
  // The attempt resumes where it was.
  await page.getByRole('button', { name: 'Start Assessment' }).click();
  await expect(page.getByText('Question 2', { exact: true })).toBeVisible();
  await options(page).first().click();
  const answeredAt = Date.now();
  await expect(page.getByText('Next question in a moment...')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toHaveCount(0);
  await expect(page.getByText('Question 3', { exact: true })).toBeVisible();
  expect(Date.now() - answeredAt).toBeGreaterThanOrEqual(1_900);
});
