import { defineConfig } from 'vitest/config';
import { preactAliases } from './vite.config';

// Unit and integration tests, as two projects (docs/architecture.md#tests):
// - `unit`: domain, content, contracts, tutor, web components and the server's pure parts. No
//   database, so no PostgreSQL cluster: `npm run test:fast` and `npx vitest run <file>` start fast.
// - `integration`: everything that opens a database (the real app on PGlite and on a throwaway
//   PostgreSQL server, which the global setup starts) or a server process.
// `npx vitest run` runs both, as `npm test` always has.
//
// Server/domain tests run in node; web tests opt into jsdom with a `// @vitest-environment jsdom`
// pragma at the top of the file.
//
// Component tests render with preact/compat, as the production build does (ADR 0017): the same
// aliases, and the libraries that import React (router, query, i18n, Testing Library) are
// transformed by vite instead of loaded by node, so their `react` imports meet the aliases too.
// Their ES builds: the `module` condition, and Testing Library's `module` entry (no exports map).
// react-i18next reads `useSyncExternalStore` from React's shim, which preact/compat provides.

/** Test files outside tests/integration that open a database. */
const databaseTestsInSrc = ['src/server/db/pglite-thread.test.ts'];
/** Test files inside tests/integration that touch neither a database nor a server. */
const pureTestsInIntegration = ['tests/integration/first-load-size.test.ts'];

export default defineConfig({
  resolve: {
    conditions: ['module', 'browser', 'development'],
    alias: [
      ...preactAliases,
      { find: /^use-sync-external-store\/shim$/, replacement: 'preact/compat' },
      {
        find: /^@testing-library\/react$/,
        replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
      },
    ],
  },
  test: {
    environment: 'node',
    setupFiles: ['tests/support/setup-each.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    server: {
      deps: {
        inline: [
          /\/react-router\//,
          /\/@tanstack\/react-query\//,
          /\/react-i18next\//,
          /\/@testing-library\/react\//,
        ],
      },
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', ...pureTestsInIntegration],
          exclude: databaseTestsInSrc,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts', ...databaseTestsInSrc],
          exclude: pureTestsInIntegration,
          globalSetup: ['tests/support/global-setup.ts'],
        },
      },
    ],
  },
});
