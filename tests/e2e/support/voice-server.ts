import { execFileSync } from 'node:child_process';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { Browser, BrowserType } from '@playwright/test';
import config from '../../../playwright.config';
import { loadEnv } from '../../../src/server/env';
import { createServer, type Server } from '../../../src/server/compose';

/**
 * Voice tests need their own app server (a tutor configured against fake services on loopback)
 * and a Chromium whose fake microphone plays a Spanish WAV made with espeak-ng.
 */

export async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise((done) => probe.close(done));
  return port;
}

/** The built app on a free port with extra configuration; in-memory database. */
export async function startVoiceServer(
  overrides: Record<string, string>,
): Promise<{ server: Server; base: string }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = loadEnv({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: base,
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'warn',
    AUTH_SECRET: 'e2e-voice-secret-0123456789abcdef0123',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    ...overrides,
  });
  const server = await createServer(env, {
    webRoot: resolve(process.env.E2E_WEB_ROOT ?? 'dist/web'),
    logger: false,
  });
  await server.app.listen({ host: '127.0.0.1', port });
  return { server, base };
}

/** A Spanish sentence spoken by espeak-ng into a WAV file (Chromium's fake microphone plays it). */
export function spanishWav(path: string, text: string): string {
  execFileSync('espeak-ng', ['-v', 'es', '-s', '130', '-w', path, text]);
  return path;
}

/** Chromium with a fake microphone playing `wav` once (then silence), permission granted, sound allowed. */
export function launchWithMicrophone(browserType: BrowserType, wav: string): Promise<Browser> {
  const args = config.use?.launchOptions?.args ?? [];
  return browserType.launch({
    ...config.use?.launchOptions,
    args: [
      ...args,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${wav}%noloop`,
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
}
