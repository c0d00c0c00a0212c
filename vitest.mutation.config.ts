import { defineConfig } from 'vitest/config';

/**
 * The tests Stryker runs against each mutant of `src/domain` (`npm run mutation`): the domain's
 * own tests, which are pure and start no database. Not part of `npm test`.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/domain/**/*.test.ts'],
    pool: 'forks',
  },
});
