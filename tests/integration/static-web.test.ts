import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/server/env';
import { createServer, type Server } from '../../src/server/compose';

// The build's precompressed twins are what is sent, hashed assets are cached for a
// year, the page and the service worker always revalidate, and no source map is served.
const script = `console.log(${JSON.stringify('charla '.repeat(400))});`;
// A build with the two chunks a signed-in first load names (first-load-hints.ts), sharing one.
const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/index-1.js"></script></head>' +
  '<body><div id="root"></div></body></html>';
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true },
  'i18n/resources-en.ts': { file: 'assets/resources-en-2.js', imports: ['_shared-3.js'] },
  'features/dashboard/dashboard-screen.tsx': {
    file: 'assets/dashboard-screen-4.js',
    imports: ['_shared-3.js', 'index.html'],
  },
  '_shared-3.js': { file: 'assets/shared-3.js' },
};
const SESSION = { cookie: 'charla.session_token=anything' };
const hintsIn = (html: string) =>
  [...html.matchAll(/<link rel="(?:modulepreload|preload)[^>]*href="([^"]+)"/g)].map((m) => m[1]);
let webRoot: string;
let server: Server;

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'charla-web-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), INDEX_HTML);
  mkdirSync(join(webRoot, '.vite'));
  writeFileSync(join(webRoot, '.vite/manifest.json'), JSON.stringify(MANIFEST));
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

// A signed-in page names what it needs at start, so the browser asks for it with the
// page instead of after the entry has run; a visitor's page is left as built.
describe("each page's first-load hints", () => {
  it("names the dashboard's strings, code and data, each once and none twice", async () => {
    const page = await server.app.inject({ url: '/dashboard', headers: SESSION });
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(hintsIn(page.body)).toEqual([
      '/assets/resources-en-2.js',
      '/assets/shared-3.js',
      '/assets/dashboard-screen-4.js',
      '/api/session',
      '/api/dashboard',
    ]);
    // The entry is already index.html's own script: not preloaded again.
    expect(page.body.match(/index-1\.js/g)).toHaveLength(1);
  });

  it('names only the strings on another signed-in page, and nothing without a session cookie', async () => {
    const lessons = await server.app.inject({ url: '/lessons?level=A1', headers: SESSION });
    expect(hintsIn(lessons.body)).toEqual(['/assets/resources-en-2.js', '/assets/shared-3.js']);
    for (const url of ['/dashboard', '/lessons', '/help']) {
      const visitor = await server.app.inject({ url });
      expect(visitor.body).toBe(INDEX_HTML);
    }
    const register = await server.app.inject({ url: '/register', headers: SESSION });
    expect(register.body).toBe(INDEX_HTML);
  });

  it('sends the page compressed, and says it varies with the cookie', async () => {
    const page = await server.app.inject({
      url: '/dashboard',
      headers: { ...SESSION, 'accept-encoding': 'gzip, br' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toMatch(/cookie/);
    expect(hintsIn(brotliDecompressSync(page.rawPayload).toString())).toContain('/api/dashboard');
  });
});
