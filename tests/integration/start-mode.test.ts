/**
 * The server a user starts (`npm start`: the built bundle) runs in
 * production mode unless NODE_ENV says otherwise; from source (`npm run dev`) it is development.
 * The start-up line says which.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/server/env';
import { freePort } from '../support/app-process';
// @ts-expect-error: a plain JavaScript build script, without type declarations.
import { buildServer } from '../../scripts/build-server.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Starts the server with `args` and no NODE_ENV; resolves with the start-up line, then stops it. */
async function startUpLine(args: string[], env: Record<string, string> = {}): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'charla-mode-'));
  const childEnv: Record<string, string | undefined> = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    AUTH_SECRET: 'start-mode-secret-0123456789abcdef0123',
    LOG_LEVEL: 'info',
    SCHEDULER: 'off',
    ...env,
  };
  if (!('NODE_ENV' in env)) delete childEnv.NODE_ENV;
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  try {
    return await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no start-up line:\n${log}`)), 60_000);
      const read = (chunk: Buffer) => {
        log += chunk.toString();
        const line = log.split('\n').find((text) => text.includes('Charla is running at'));
        if (line) {
          clearTimeout(timer);
          resolve(line);
        }
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.once('exit', (code) => reject(new Error(`exited with ${code}:\n${log}`)));
    });
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('the mode the server runs in', () => {
  it('defaults to production when built and development from source; NODE_ENV wins', () => {
    expect(loadEnv({}, { built: true }).NODE_ENV).toBe('production');
    expect(loadEnv({}).NODE_ENV).toBe('development');
    expect(loadEnv({ NODE_ENV: 'development' }, { built: true }).NODE_ENV).toBe('development');
  });

  describe('started for real', () => {
    // Inside the repository, so the bundle finds node_modules as dist/server does.
    const outdir = join(ROOT, '.tmp', `start-mode-${process.pid}`, 'server');
    beforeAll(async () => {
      await buildServer(outdir);
    });
    afterAll(() => rmSync(join(outdir, '..'), { recursive: true, force: true }));

    it('the built server says it runs in production mode', async () => {
      expect(await startUpLine([join(outdir, 'main.js')])).toMatch(/in production mode/);
    }, 90_000);

    it('the built server honours NODE_ENV=development', async () => {
      expect(await startUpLine([join(outdir, 'main.js')], { NODE_ENV: 'development' })).toMatch(
        /in development mode/,
      );
    }, 90_000);

    it('from source (npm run dev) it says development mode', async () => {
      expect(await startUpLine(['--import', 'tsx', 'src/server/main.ts'])).toMatch(/in development mode/);
    }, 90_000);
  });
});
