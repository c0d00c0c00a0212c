import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { signUpViaApi } from './support/learner';

/**
 * Every screen, in both themes and both languages, passes axe-core's WCAG 2.0, 2.1 and 2.2 A and
 * AA rules: public pages before signing in, every signed-in route the router lists, and the states
 * a learner spends most time in (a flipped flashcard, an assessment question and its feedback).
 */

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

const PUBLIC_PATHS = ['/register', '/reset-password', '/reset-password?token=e2e-axe'];

/** The router's routes in one frame, so a new screen is scanned without editing this file. */
function routes(frame: 'public' | 'signed-in'): string[] {
  const router = readFileSync(new URL('../../src/web/app/router.tsx', import.meta.url), 'utf8');
  const pattern = new RegExp(`page\\('${frame}', '([^']+)'`, 'g');
  return [...router.matchAll(pattern)].map((match) => (match[1] ?? '').replace(/:[A-Za-z]+/g, 'e2e-axe'));
}

interface Finding {
  state: string;
  rule: string;
  impact: string | null | undefined;
  targets: string[];
}

async function scan(page: Page, state: string, findings: Finding[]): Promise<void> {
  // Transitions (theme colours, progress bars) finish before colours are measured.
  await page.waitForTimeout(250);
  await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return result.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map(
        (node) => `${node.target.join(' ')} :: ${node.failureSummary?.split('\n').slice(1).join(' ')}`,
      ),
    }));
  }, WCAG_TAGS);
  for (const violation of violations) {
    findings.push({ state, ...violation });
    console.log(`${state}: ${violation.rule}\n  ${violation.targets.join('\n  ')}`);
  }
}

async function settle(page: Page, path: string): Promise<void> {
  if (path === '/chat') await expect(page.getByTestId('chat-controls')).toBeVisible();
  else await expect(page.locator('main h1, main [role="alert"], h1').first()).toBeVisible();
}

const themes = ['light', 'dark'] as const;
const languages = ['en', 'es'] as const;

test('the router lists the routes this scan walks', () => {
  expect(routes('signed-in')).toEqual(expect.arrayContaining(['/dashboard', '/settings', '/flashcards']));
  expect(routes('public')).toEqual(expect.arrayContaining(['/help', '/privacy']));
});

for (const theme of themes) {
  for (const language of languages) {
    test(`every screen passes axe in the ${theme} theme, ${language} UI`, async ({ browser }) => {
      test.setTimeout(400_000);
      const context = await browser.newContext({ bypassCSP: true });
      // A visitor's theme and language come from this browser's last choice.
      await context.addInitScript(
        (preferences) => localStorage.setItem('charlaPreferences', JSON.stringify(preferences)),
        { theme, language },
      );
      const page = await context.newPage();
      const findings: Finding[] = [];
      const visit = async (path: string) => {
        await page.goto(path);
        await settle(page, path);
        await scan(page, path, findings);
      };

      for (const path of [...PUBLIC_PATHS, ...routes('public')]) await visit(path);
      // The register form after a refused submission: its error messages.
      await page.goto('/register');
      await page.getByRole('button', { name: /^(Forgot Password|¿Olvidaste tu contraseña\?)$/ }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await scan(page, '/register with an error', findings);

      await signUpViaApi(page);
      const saved = await page.request.put('/api/me/settings', { data: { theme, language } });
      expect(saved.ok()).toBe(true);
      for (const word of ['hola', 'gato']) {
        const added = await page.request.post('/api/vocabulary', {
          data: { word, translation: word === 'hola' ? 'hello' : 'cat', context: `${word}.`, difficulty: 1 },
        });
        expect(added.status()).toBe(201);
      }
      for (const path of routes('signed-in')) await visit(path);

      await page.goto('/flashcards');
      await page.getByRole('button', { name: /^(Show Translation|Mostrar traducción)$/ }).click();
      const ratings = page.getByRole('group', {
        name: /^(How well did you know it\?|¿Qué tal la sabías\?)$/,
      });
      await expect(ratings.getByRole('button')).toHaveCount(4);
      await scan(page, '/flashcards with the rating buttons', findings);

      await page.goto('/assessment');
      await page.getByRole('button', { name: /^(Start Assessment|Empezar la evaluación)$/ }).click();
      await expect(page.getByRole('heading', { level: 2 })).toBeFocused();
      await scan(page, '/assessment question', findings);
      await page.locator('main ul li button').first().click();
      await expect(page.getByRole('status').locator('p').first()).toBeVisible();
      await scan(page, '/assessment feedback', findings);

      await context.close();
      expect(findings).toEqual([]);
    });
  }
}
