import { expect, test } from '@playwright/test';
import { signUpViaApi } from './support/learner';

test('choosing FSRS in settings changes the intervals on the rating buttons', async ({ page }) => {
  await signUpViaApi(page);
  const added = await page.request.post('/api/vocabulary', { data: { word: 'hola', translation: 'hello' } });
  expect(added.status()).toBe(201);

  // The classic table: a new word previews 1d, 1d, 2d, 3d.
  await page.goto('/flashcards');
  await expect(page.getByText('hola', { exact: true })).toBeVisible();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Hard Barely remembered 1d' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Easy Knew it instantly 3d' })).toBeVisible();

  await page.goto('/settings');
  const scheduler = page.getByLabel('Review scheduler');
  await expect(scheduler).toHaveValue('classic');
  await expect(page.getByLabel('Desired retention')).toHaveCount(0);
  await scheduler.selectOption('fsrs');
  const retention = page.getByLabel('Desired retention');
  await expect(retention).toBeVisible();
  await expect(retention.locator('option:checked')).toHaveText('90%');

  // FSRS-6 at 90 %: a new word previews 1d, 2d, 3d, 8d.
  await page.goto('/flashcards');
  await expect(page.getByText('hola', { exact: true })).toBeVisible();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: "Again Didn't know it 1d" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hard Barely remembered 2d' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Good Remembered well 3d' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Easy Knew it instantly 8d' })).toBeVisible();
});
