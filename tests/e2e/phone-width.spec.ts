import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from './support/learner';

/**
 * No signed-in page scrolls sideways on a phone: a page wider than the screen clips its controls
 * (the chat's Send button) and shifts under the learner's thumb.
 */

/** Every signed-in route, read from the router so a new screen is covered without editing this. */
function signedInRoutes(): string[] {
  const router = readFileSync(new URL('../../src/web/app/router.tsx', import.meta.url), 'utf8');
  const paths = [...router.matchAll(/page\('signed-in', '([^']+)'/g)].map((match) => match[1] ?? '');
  // A route parameter gets any value: the page's frame and its error state must fit as well.
  return paths.map((path) => path.replace(/:[A-Za-z]+/g, 'e2e-phone-width'));
}

async function settle(page: Page, path: string): Promise<void> {
  if (path === '/chat') await expect(page.getByTestId('chat-controls')).toBeVisible();
  else await expect(page.locator('main h1, main [role="alert"]').first()).toBeVisible();
  // Lazy content (lists, cards) lands after the heading; let it lay out.
  await page.waitForTimeout(400);
}

const widths = [360, 390, 414];

test('the router lists the signed-in routes this check walks', () => {
  expect(signedInRoutes()).toEqual(expect.arrayContaining(['/dashboard', '/chat', '/vocabulary']));
});

for (const width of widths) {
  test(`no signed-in page scrolls sideways at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 844 });
    await signUpViaApi(page);
    const tooWide: string[] = [];
    for (const path of signedInRoutes()) {
      await page.goto(path);
      await settle(page, path);
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      if (scrollWidth > innerWidth) tooWide.push(`${path}: ${scrollWidth} px wide`);
    }
    expect(tooWide).toEqual([]);
  });
}
