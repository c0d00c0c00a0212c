import { defineConfig } from 'vitest/config';

// Unit and integration tests. Server/domain tests run in node; web tests opt into jsdom with
// a `// @vitest-environment jsdom` pragma at the top of the file.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/global-setup.ts'],
    setupFiles: ['tests/support/setup-each.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
