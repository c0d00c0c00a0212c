import { readFileSync } from 'node:fs';

/**
 * Every signed-in route, read from the router so a new screen is covered without editing the
 * tests that walk them. A route parameter gets `parameter`: the page's frame and its error state
 * must hold as well.
 */
export function signedInRoutes(parameter: string): string[] {
  const router = readFileSync(new URL('../../../src/web/app/router.tsx', import.meta.url), 'utf8');
  const paths = [...router.matchAll(/page\('signed-in', '([^']+)'/g)].map((match) => match[1] ?? '');
  return paths.map((path) => path.replace(/:[A-Za-z]+/g, parameter));
}
