import { expect, test } from '@playwright/test';
import { fillCredentials, signUpViaApi } from './support/learner';

test('settings start at the spec defaults and persist across reload and another browser', async ({
  page,
  browser,
}) => {
  const { email, password } = await signUpViaApi(page);
  await page.goto('/settings');
  const dailyGoal = page.getByLabel('Daily goal');
  await expect(dailyGoal).toHaveValue('20');
  await expect(page.getByText('Weekly goal: 140 minutes')).toBeVisible();
  await expect(page.getByLabel('Difficulty')).toHaveValue('adaptive');
  await expect(page.getByLabel('Voice speed')).toHaveValue('normal');
  await expect(page.getByLabel('Reminder time')).toHaveValue('19:00');
  for (const name of [
    'Auto-play',
    'Vibration',
    'Daily reminders',
    'Weekly progress',
    'Achievement notifications',
  ]) {
    await expect(page.getByRole('switch', { name })).toHaveAttribute('aria-checked', 'true');
  }

  await dailyGoal.selectOption('45');
  await expect(page.getByText('Weekly goal: 315 minutes')).toBeVisible();
  await page.getByLabel('Voice speed').selectOption('fast');
  await page.getByLabel('Difficulty').selectOption('hard');
  await page.getByRole('switch', { name: 'Auto-play' }).click();
  await page.getByLabel('Reminder time').fill('07:30');
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Daily goal')).toHaveValue('45');
  await expect(page.getByLabel('Voice speed')).toHaveValue('fast');
  await expect(page.getByLabel('Difficulty')).toHaveValue('hard');
  await expect(page.getByRole('switch', { name: 'Auto-play' })).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByLabel('Reminder time')).toHaveValue('07:30');

  const other = await browser.newPage();
  await other.goto('/register');
  await fillCredentials(other, email, password);
  await other.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(other).not.toHaveURL(/\/register$/);
  await other.goto('/settings');
  await expect(other.getByLabel('Daily goal')).toHaveValue('45');
  await expect(other.getByRole('switch', { name: 'Auto-play' })).toHaveAttribute('aria-checked', 'false');
  await other.close();
});

test('the dark theme applies at once, on every screen and after reload', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/settings');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.locator('label', { hasText: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  // Tailwind's slate-50 (light page) and slate-950 (dark page), as the browser computes them.
  const lightBody = 'oklch(0.984 0.003 247.858)';
  const darkBody = 'oklch(0.129 0.042 264.695)';
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(await background()).toBe(darkBody);
  await page.getByRole('link', { name: 'Lessons' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.goto('/payment');
  await expect(page.locator('html')).toHaveClass(/dark/);
  const cardColor = await page
    .locator('main .rounded-2xl')
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(cardColor).toBe('oklch(0.208 0.042 265.755)'); // slate-900 cards
  // Signed-out pages keep the last theme of this browser.
  await page.goto('/help');
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await background()).toBe(darkBody);
  await page.locator('html').evaluate((html) => html.classList.remove('dark'));
  expect(await background()).toBe(lightBody);
});

test('Spanish switches the whole visible UI, and English switches it back', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/settings');
  await page.locator('label', { hasText: 'Español' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ajustes');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const nav = page.getByRole('navigation', { name: 'Principal' });
  await expect(nav.getByRole('link', { name: 'Lecciones' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Aprendizaje' })).toBeVisible();
  await page.goto('/payment');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Aprende más de 100 palabras en tus primeros 7 días',
  );
  await expect(page.getByRole('button', { name: 'Suscribirme' })).toBeVisible();
  await page.goto('/settings');
  await page.locator('label', { hasText: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
});

test('Log out from the user menu shows the toast, then goes to / after 1.5 s', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Vocabulary' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeFocused();
  const started = Date.now();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Successfully logged out!' })).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
  expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/register$/);
});

test('settings links: support pages, Manage Subscription without a plan, Proficiency Level', async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await page.getByRole('button', { name: 'Manage Subscription' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await page.goto('/settings');
  await page.getByRole('link', { name: /Proficiency Level/ }).click();
  await expect(page).toHaveURL(/\/assessment$/);
});
