import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/server/env';
import { createServer, type Server } from '../../src/server/compose';

// Issue 17.1: the build's precompressed twins are what is sent, hashed assets are cached for a
// year, the page and the service worker always revalidate, and no source map is served.
const script = `console.log(${JSON.stringify('charla '.repeat(400))});`;
let webRoot: string;
let server: Server;

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'charla-web-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(webRoot, 'sw.js'), 'self.skipWaiting();');
  for (const file of ['assets/app-1a2b3c.js', 'sw.js']) {
    const content = file === 'sw.js' ? 'self.skipWaiting();' : script;
    writeFileSync(join(webRoot, file), content);
    writeFileSync(join(webRoot, `${file}.br`), brotliCompressSync(content));
    writeFileSync(join(webRoot, `${file}.gz`), gzipSync(content));
  }
  writeFileSync(join(webRoot, 'assets/app-1a2b3c.js.map'), '{}');
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://' });
  server = await createServer(env, { logger: false, webRoot });
});

afterAll(async () => {
  await server.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('sends the brotli twin of a hashed asset, cached for a year', async () => {
    const response = await server.app.inject({
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip twin to a browser without brotli', async () => {
    const response = await server.app.inject({
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('makes the page and the service worker revalidate', async () => {
    const sw = await server.app.inject({ url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(sw.headers['cache-control']).toBe('no-cache');
    const page = await server.app.inject({ url: '/dashboard' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('id="root"');
  });

  it('serves no source map', async () => {
    const response = await server.app.inject({ url: '/assets/app-1a2b3c.js.map' });
    expect(response.statusCode).toBe(404);
  });
});
