import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS } from './tests/support/chromium-flags';

// Several people (or agents) can run the browser suite at once: each picks a port and a build folder.
// scripts/test-e2e.sh picks a free port; run directly, take a random high one (workers inherit it).
process.env.E2E_PORT ??= String(20_000 + Math.floor(Math.random() * 30_000));
const PORT = Number(process.env.E2E_PORT);
const WEB_ROOT = process.env.E2E_WEB_ROOT ?? 'dist/web';

// Browser tests drive the built app in Debian's Chromium; Playwright never downloads a browser.
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [...CHROMIUM_FLAGS],
    },
  },
  webServer: {
    command: `npx tsx tests/e2e/support/start-e2e-server.ts ${PORT} ${WEB_ROOT}`,
    url: `http://127.0.0.1:${PORT}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
