import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from './support/learner';

/** Correction cards: made from the end-of-chat summary, reviewed on the flashcards screen. */

async function say(page: Page, text: string): Promise<void> {
  const replies = page.locator('li:has(> span:text-is("Tutor")) [data-message-text]');
  const before = await replies.count();
  await page.getByLabel('Type a message in Spanish').fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(replies).toHaveCount(before + 1);
}

test('a correction made into a card from the summary is reviewed with the mistake marked', async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto('/chat');
  await page.getByRole('button', { name: 'Continue Without Voice' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
  await say(page, 'Hola');
  // The built-in tutor corrects age with «ser» to «Yo tengo 20 años».
  await say(page, 'Yo soy 20 años');
  await page.getByRole('button', { name: 'End chat' }).click();
  await expect(page.getByRole('heading', { name: 'Conversation saved' })).toBeVisible();

  const corrections = page.getByRole('list', { name: 'Corrections' });
  await corrections.getByRole('button', { name: /Make a card of the correction: Yo tengo 20 años/ }).click();
  await expect(corrections.getByRole('status')).toHaveText('Added to your flashcards');
  await expect(corrections.getByRole('button', { name: /Make a card/ })).toHaveCount(0);

  await page.goto('/flashcards');
  const front = page.getByTestId('correction-front');
  const showTranslation = page.getByRole('button', { name: 'Show Translation' });
  // The conversation's new words are due too: rate them until the correction card comes up.
  // Wait for a card to be on screen before asking which kind it is: asked while the session
  // loads, «is the correction showing?» is answered no even when it is the first card.
  for (let i = 0; i < 20; i += 1) {
    await expect(front.or(showTranslation)).toBeVisible();
    if (await front.isVisible()) break;
    await showTranslation.click();
    await page.getByRole('button', { name: /^Good/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saving' })).toHaveCount(0);
  }
  await expect(front).toHaveText(/Yo\s*mistake:\s*soy\s*\(end of mistake\)\s*20 años/);
  await expect(front.locator('mark')).toHaveText(/soy/);
  await expect(page.getByText('How would you fix this sentence?')).toBeVisible();
  await expect(page.getByTestId('correction-back')).toHaveCount(0);

  await page.getByRole('button', { name: 'Show the correction' }).click();
  const back = page.getByTestId('correction-back');
  await expect(back).toContainText('Yo tengo 20 años');
  await expect(back).toContainText('Why:');
  const reviewed = page.waitForResponse((response) =>
    /\/api\/vocabulary\/[^/]+\/review$/.test(response.url()),
  );
  await page.getByRole('button', { name: /^Good/ }).click();
  const card = (await (await reviewed).json()) as { kind: string; word: string; timesReviewed: number };
  expect(card).toMatchObject({ kind: 'correction', word: 'Yo soy 20 años', timesReviewed: 1 });
});

test('a due word used correctly in the chat is reviewed, and the summary says so', async ({ page }) => {
  await signUpViaApi(page);
  // A word added now is due now.
  const added = await page.request.post('/api/vocabulary', {
    data: { word: 'madrugar', translation: 'to get up early' },
  });
  expect(added.status()).toBe(201);
  await page.goto('/chat');
  await page.getByRole('button', { name: 'Continue Without Voice' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
  await say(page, 'Hola');
  await say(page, 'Yo madrugo todos los días');
  await page.getByRole('button', { name: 'End chat' }).click();
  await expect(page.getByRole('heading', { name: 'Conversation saved' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Words reviewed in this conversation' })).toHaveText(
    'You used «madrugar» correctly — reviewed',
  );
  const words = (await (await page.request.get('/api/vocabulary?limit=200')).json()) as {
    items: { word: string; timesReviewed: number; lastReviewResult: string | null }[];
  };
  expect(words.items.find((item) => item.word === 'madrugar')).toMatchObject({
    timesReviewed: 1,
    lastReviewResult: 'good',
  });
});
