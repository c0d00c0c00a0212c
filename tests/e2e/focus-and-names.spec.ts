import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from './support/learner';

/**
 * Keyboard and speech details a scan cannot see: a control reached with Tab is never hidden under
 * the fixed bars (WCAG 2.4.11), and each rating button's name holds the words it shows (2.5.3).
 */

interface Stop {
  label: string;
  top: number;
  bottom: number;
  headerBottom: number;
  navTop: number;
}

/** Where the focused control sits against the sticky header and the fixed bottom navigation. */
async function focusedStop(page: Page): Promise<Stop | null> {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return null;
    // The app's top bar comes first in the page; the bottom navigation is the main one.
    const topBar = document.querySelector('header');
    const bottomNav = document.querySelector('nav[aria-label="Main"]');
    // The bars' own controls are where they are; only the page's controls can be covered.
    if (topBar?.contains(focused) || bottomNav?.contains(focused)) return null;
    const rect = focused.getBoundingClientRect();
    const nav = bottomNav?.getBoundingClientRect();
    const header = topBar?.getBoundingClientRect();
    return {
      label: (focused.getAttribute('aria-label') ?? focused.textContent ?? focused.tagName)
        .trim()
        .slice(0, 60),
      top: rect.top,
      bottom: rect.bottom,
      headerBottom: header?.bottom ?? 0,
      navTop: nav?.top ?? window.innerHeight,
    };
  });
}

for (const path of ['/settings', '/dashboard', '/vocabulary']) {
  test(`on a phone, Tab never leaves a control of ${path} under the fixed bars`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 700 });
    await signUpViaApi(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    const covered: string[] = [];
    let visited = 0;
    for (let press = 0; press < 80; press++) {
      await page.keyboard.press('Tab');
      const stop = await focusedStop(page);
      if (!stop) continue;
      visited++;
      if (stop.bottom > stop.navTop + 0.5 || stop.top < stop.headerBottom - 0.5)
        covered.push(`${stop.label}: ${Math.round(stop.top)}–${Math.round(stop.bottom)}`);
    }
    expect(visited).toBeGreaterThan(3);
    expect(covered).toEqual([]);
  });
}

test('on a phone, Auto-play and Send a test reminder come into view above the navigation', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await signUpViaApi(page);
  await page.goto('/settings');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const control of [
    page.getByRole('switch', { name: 'Auto-play' }),
    page.getByRole('button', { name: 'Send a test reminder' }),
  ]) {
    await page.evaluate(() => window.scrollTo(0, 0));
    // Focus arrives as it does from the keyboard: the browser scrolls it into view.
    await control.focus();
    const box = await control.boundingBox();
    const navBox = await nav.boundingBox();
    expect(box && navBox).toBeTruthy();
    expect(box!.y + box!.height).toBeLessThanOrEqual(navBox!.y);
  }
});

const RATINGS = {
  en: [
    ['Again', "Didn't know it", 'Next review in 1d'],
    ['Hard', 'Barely remembered', 'Next review in 1d'],
    ['Good', 'Remembered well', 'Next review in 2d'],
    ['Easy', 'Knew it instantly', 'Next review in 3d'],
  ],
  es: [
    ['Otra vez', 'No la sabía', 'Próximo repaso en 1d'],
    ['Difícil', 'Casi no la recordé', 'Próximo repaso en 1d'],
    ['Bien', 'La recordé bien', 'Próximo repaso en 2d'],
    ['Fácil', 'La sabía al instante', 'Próximo repaso en 3d'],
  ],
} as const;

for (const language of ['en', 'es'] as const) {
  test(`each rating button is named by the words it shows (${language})`, async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await signUpViaApi(page);
    await page.request.put('/api/me/settings', { data: { language } });
    const added = await page.request.post('/api/vocabulary', {
      data: { word: 'hola', translation: 'hello', context: '¡Hola!', difficulty: 1 },
    });
    expect(added.status()).toBe(201);
    await page.goto('/flashcards');
    await expect(page.getByText('hola', { exact: true })).toBeVisible();
    await page.keyboard.press('Space');
    // The rating group, not the Read/Listen switch above the card.
    const buttons = page
      .getByRole('group', { name: /^(How well did you know it\?|¿Qué tal la sabías\?)$/ })
      .getByRole('button');
    await expect(buttons).toHaveCount(4);
    for (const [index, [label, hint, next]] of RATINGS[language].entries()) {
      const button = buttons.nth(index);
      // The name is the words the button shows, in order, the label first (its key number aside);
      // the interval is spelt out in the description.
      const interval = next.split(' ').at(-1)!;
      const name = `${label} ${hint} ${interval}`;
      await expect(button).toHaveAccessibleName(name);
      await expect(button).toHaveAccessibleDescription(next);
      // Every piece of text the button shows is in that name, in the order shown; the key number
      // is a badge apart from the label, announced as a shortcut (aria-keyshortcuts) instead.
      const shown = await button.evaluate((element) => {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        const pieces: string[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent?.trim();
          if (text && !node.parentElement?.closest('kbd')) pieces.push(text);
        }
        return pieces;
      });
      expect(shown).toEqual([label, hint, interval]);
      expect(name).toBe(shown.join(' '));
      await expect(button.locator('kbd')).toHaveAttribute('aria-hidden', 'true');
      await expect(button.locator('kbd')).toHaveText(String(index + 1));
      await expect(button).toHaveAttribute('aria-keyshortcuts', String(index + 1));
    }
  });
}
