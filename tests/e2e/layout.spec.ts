import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from './support/learner';

/** Scrolled to the very bottom, no button or link of the page may sit under the fixed navigation. */
async function lowestControlAboveNav(page: Page): Promise<{ lowest: number; navTop: number }> {
  return page.evaluate(async () => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    const nav = document.querySelector('nav[aria-label="Main"]');
    const controls = [...document.querySelectorAll('main button, main a')];
    const lowest = Math.max(...controls.map((element) => element.getBoundingClientRect().bottom));
    return { lowest, navTop: nav ? nav.getBoundingClientRect().top : Infinity };
  });
}

for (const size of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`every signed-in page reserves the bottom navigation's height at ${size.width}px`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await signUpViaApi(page);
    for (const path of ['/settings', '/onboarding', '/quick-start', '/payment']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      const { lowest, navTop } = await lowestControlAboveNav(page);
      expect(lowest, path).toBeLessThanOrEqual(navTop);
    }
  });
}

test('the header and the screen before stay while the next screen’s code arrives (ADR 0017)', async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome', exact: true })).toBeVisible();
  // Hold the settings screen's code until the check is done.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/settings-screen-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await page.waitForTimeout(300);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByText('Loading')).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
});
