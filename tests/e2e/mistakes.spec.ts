import { expect, test, type Page } from '@playwright/test';
import { PRACTICE_QUESTIONS } from '../../src/content/tutor/practice-questions';
import { signUpViaApi } from './support/learner';

/**
 * "Your common mistakes": the corrections of a typed conversation with the built-in tutor, counted
 * by kind; the empty and offline states; "Practise this" opening a conversation on that kind.
 */

const tutorReplies = (page: Page) => page.locator('li:has(> span:text-is("Tutor")) [data-message-text]');

async function openChat(page: Page, path = '/chat'): Promise<void> {
  await page.goto(path);
  await page.getByRole('button', { name: 'Continue Without Voice' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
}

async function say(page: Page, text: string): Promise<void> {
  const replies = tutorReplies(page);
  const before = await replies.count();
  await page.getByLabel('Type a message in Spanish').fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(replies).toHaveCount(before + 1);
}

async function kindsRecorded(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/mistakes');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { kinds: { category: string }[] }).kinds.map((k) => k.category);
}

test('a conversation with three kinds of error shows them by kind, with examples, the rule and the trend', async ({
  page,
  context,
}) => {
  await signUpViaApi(page);
  await openChat(page);
  await say(page, 'Hola');
  await say(page, 'Mi hermana es en casa.');
  await say(page, 'Tengo un casa grande.');
  await say(page, 'Ayer voy al cine con mi madre.');
  await say(page, 'Yo soy cansado hoy.');
  await page.getByRole('button', { name: 'End chat' }).click();
  await expect.poll(() => kindsRecorded(page)).toEqual(['ser-estar', 'agreement', 'past-tenses']);

  // The dashboard's card names the kind seen most and leads to the screen.
  await page.goto('/dashboard');
  await expect(page.getByTestId('mistakes-card-summary')).toHaveText(
    'Most common lately: Ser, estar and hay · 2 times in 4 weeks',
  );
  await page.getByRole('link', { name: 'See your mistakes' }).click();
  await expect(page).toHaveURL(/\/mistakes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your common mistakes' })).toBeFocused();

  const kinds = page.getByRole('region');
  await expect(kinds.getByRole('heading', { level: 2 })).toHaveText([
    'Ser, estar and hay',
    // Kept at the same moment, once each: in the order of their names.
    'Agreement (gender and number)',
    'Past tenses',
  ]);
  const serEstar = page.getByRole('region', { name: 'Ser, estar and hay' });
  await expect(serEstar).toContainText('2 times in 4 weeks');
  await expect(serEstar).toContainText('More often lately');
  // Newest first: what the learner said, then the better form.
  await expect(serEstar.getByRole('listitem')).toHaveCount(2);
  await expect(serEstar.getByRole('listitem').first()).toContainText('Yo soy cansado hoy.');
  await expect(serEstar.getByRole('listitem').first()).toContainText('Yo estoy cansado hoy.');
  await expect(serEstar.getByRole('listitem').nth(1)).toContainText('Mi hermana está en casa.');
  await expect(serEstar).toContainText('The rule');
  await expect(page.getByRole('region', { name: 'Past tenses' })).toContainText(
    'Ayer fui al cine con mi madre.',
  );
  await expect(page.getByRole('link', { name: 'Practise this' })).toHaveCount(3);
  // An example becomes a flashcard of its own kind: the sentence with the mistake, and the fix.
  await serEstar
    .getByRole('button', { name: 'Make a card of the correction: Yo estoy cansado hoy.' })
    .click();
  await expect(serEstar.getByRole('listitem').first()).toContainText('Added to your flashcards');
  await expect
    .poll(async () => {
      const list = (await (await page.request.get('/api/vocabulary')).json()) as {
        items: { kind: string; word: string; translation: string }[];
      };
      return list.items
        .filter((item) => item.kind === 'correction')
        .map((item) => [item.word, item.translation]);
    })
    .toEqual([['Yo soy cansado hoy.', 'Yo estoy cansado hoy.']]);
  // Tall enough for the whole screen, so the fixed navigation sits at the bottom of the picture.
  await page.setViewportSize({ width: 1280, height: 2100 });
  // Kept with the test's output; docs/screenshots holds a copy for the documentation.
  await page.screenshot({ path: test.info().outputPath('mistakes.png') });

  // Offline, what was shown stays, said to be from last time; practice waits for the connection.
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'You’re offline' })).toContainText(
    'this is what was shown last time',
  );
  await expect(page.getByRole('link', { name: 'Practise this' })).toHaveCount(0);
  await expect(
    page.getByRole('button', { name: 'Practice needs an internet connection' }).first(),
  ).toBeDisabled();
  await context.setOffline(false);
  await expect(page.getByRole('link', { name: 'Practise this' })).toHaveCount(3);
});

test('with nothing recorded: an empty state that leads to a conversation', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/dashboard');
  await expect(page.getByTestId('mistakes-card-summary')).toHaveText(
    'No mistakes recorded yet. The tutor’s corrections will show up here.',
  );
  await page.goto('/mistakes');
  await expect(page.getByRole('heading', { name: 'No mistakes recorded yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Start a conversation' }).click();
  await expect(page).toHaveURL(/\/chat$/);
});

test('a failed load offers a retry; offline with nothing loaded it says a connection is needed', async ({
  page,
  context,
}) => {
  await signUpViaApi(page);
  await page.route('**/api/mistakes', (route) =>
    route.fulfill({ status: 400, contentType: 'application/json', body: '{"message":"Bad request"}' }),
  );
  await page.goto('/mistakes');
  await expect(page.getByRole('alert')).toContainText('We could not load your mistakes.');

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'You’re offline' })).toContainText(
    'Your common mistakes need an internet connection.',
  );
  await expect(page.getByRole('link', { name: 'Review flashcards' })).toBeVisible();
  await expect(page.getByText('We could not load your mistakes.')).toHaveCount(0);

  await page.unroute('**/api/mistakes');
  await context.setOffline(false);
  // Back online the screen may fetch again by itself; otherwise "Try again" does.
  const retry = page.getByRole('button', { name: 'Try again' });
  const empty = page.getByRole('heading', { name: 'No mistakes recorded yet' });
  await expect(retry.or(empty)).toBeVisible();
  if (await retry.isVisible()) await retry.click();
  await expect(empty).toBeVisible();
});

test('"Practise this" opens a conversation whose first tutor turns ask for that structure', async ({
  page,
}) => {
  await signUpViaApi(page);
  await openChat(page);
  await say(page, 'Hola');
  await say(page, 'Ayer voy al cine con mi madre.');
  await say(page, 'Ayer como en casa.');
  await page.getByRole('button', { name: 'End chat' }).click();
  await expect.poll(() => kindsRecorded(page)).toContain('past-tenses');

  await page.goto('/mistakes');
  await page
    .getByRole('region', { name: 'Past tenses' })
    .getByRole('link', { name: 'Practise this' })
    .click();
  await expect(page).toHaveURL(/\/chat\?focus=past-tenses$/);
  // "Continue Without Voice" was chosen in the first conversation: this device remembers it.
  await expect(page.getByText('Practising: Past tenses')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
  await say(page, 'Hola');
  await say(page, 'Me llamo Ana');
  const said = (await tutorReplies(page).allTextContents()).join(' ');
  const questions = PRACTICE_QUESTIONS['past-tenses'].map((q) => q.es);
  expect(
    questions.some((question) => said.includes(question)),
    said,
  ).toBe(true);
});
