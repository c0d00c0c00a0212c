import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from './support/learner';

/**
 * The app runs under its Content-Security-Policy: every screen renders with no CSP violation in
 * the console, the document carries the security headers, and no source map is served.
 */

function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Refused to load: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

test('every screen renders under the CSP with no violation', async ({ page }) => {
  const violations = watchViolations(page);
  const first = await page.goto('/register');
  const headers = first?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('microphone=(self)');
  await expect(page.getByRole('button', { name: /continue/i }).first()).toBeVisible();

  await signUpViaApi(page);
  for (const path of [
    '/dashboard',
    '/flashcards',
    '/lessons',
    '/settings',
    '/payment',
    '/assessment',
    '/chat',
  ]) {
    await page.goto(path);
    await expect(page.locator('main, [role="main"], h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});

test('serves no source maps', async ({ page }) => {
  await page.goto('/register');
  const scripts = await page
    .locator('script[src]')
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).src));
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts) {
    const body = await (await page.request.get(src)).text();
    expect(body).not.toMatch(/sourceMappingURL/);
    const map = await page.request.get(`${src}.map`);
    expect(map.status()).toBe(404);
  }
});
