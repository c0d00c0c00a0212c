import { defineConfig } from 'vitest/config';

/**
 * The tests Stryker runs against each mutant of `src/domain` (`npm run mutation`): the domain's
 * own tests, and the extraction evaluation, which runs the domain's extraction over the real
 * glossary. All are pure and start no database. Not part of `npm test`. The `*fixtures.ts` files
 * under `src/domain` are test data, not rules, and are not mutated (stryker.config.json).
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/domain/**/*.test.ts', 'src/server/adapters/extraction/**/*.test.ts'],
    pool: 'forks',
    // The extraction evaluation loads the whole glossary; on a loaded machine it needs more than 5 s.
    testTimeout: 30_000,
  },
});
