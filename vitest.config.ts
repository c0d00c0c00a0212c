import { defineConfig } from 'vitest/config';
import { preactAliases } from './vite.config';

// Unit and integration tests. Server/domain tests run in node; web tests opt into jsdom with
// a `// @vitest-environment jsdom` pragma at the top of the file.
//
// Component tests render with preact/compat, as the production build does (ADR 0017): the same
// aliases, and the libraries that import React (router, query, i18n, Testing Library) are
// transformed by vite instead of loaded by node, so their `react` imports meet the aliases too.
// Their ES builds: the `module` condition, and Testing Library's `module` entry (no exports map).
// react-i18next reads `useSyncExternalStore` from React's shim, which preact/compat provides.
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
    include: ['src/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/global-setup.ts'],
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
  },
});
