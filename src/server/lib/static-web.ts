import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { pageHints, withHints, type Manifest, type PageHints } from './first-load-hints';

/** better-auth's session cookie (`__Secure-` on https). Only its presence is read here. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?charla\.session_token=/;

interface Encoded {
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * index.html for each page, with the first-load hints that page needs (first-load-hints.ts),
 * built once per set of hints and kept compressed as the static files are.
 */
function pageHtml(webRoot: string): (request: FastifyRequest) => Encoded {
  const html = readFileSync(`${webRoot}/index.html`, 'utf8');
  const manifestFile = `${webRoot}/.vite/manifest.json`;
  const NO_HINTS: PageHints = { modules: [], fetches: [] };
  const hintsFor = existsSync(manifestFile)
    ? pageHints(JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest)
    : () => NO_HINTS;
  const built = new Map<PageHints, Encoded>();
  return (request) => {
    const path = request.url.split('?')[0] ?? '';
    const hints = hintsFor(path, SESSION_COOKIE.test(request.headers.cookie ?? ''));
    let page = built.get(hints);
    if (!page) {
      const raw = Buffer.from(withHints(html, hints));
      page = { raw, br: brotliCompressSync(raw), gzip: gzipSync(raw, { level: 9 }) };
      built.set(hints, page);
    }
    return page;
  };
}

function sendEncoded(request: FastifyRequest, reply: FastifyReply, page: Encoded) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
  reply
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding, cookie')
    .type('text/html; charset=utf-8');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding ? page[encoding] : page.raw);
}

/**
 * Serves the built web app. Every non-API GET that is not a file gets index.html, so the
 * browser's router decides (unknown paths go to /dashboard or /register, product.md#dashboard).
 */
export async function registerStaticWeb(app: FastifyInstance, webRoot: string): Promise<void> {
  const hasBuild = existsSync(`${webRoot}/index.html`);
  const htmlFor = hasBuild ? pageHtml(webRoot) : undefined;
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset: sent as they are, per Accept-Encoding.
      preCompressed: true,
      // Source maps are not built for production; should one be left in the folder, it is not served.
      allowedPath: (path) => !path.endsWith('.map'),
      // Hashed assets never change; index.html and the service worker must always revalidate.
      setHeaders: (res, path) => {
        // `path` may be the .br/.gz twin; hashed names only live under /assets.
        const immutable = path.includes('/assets/');
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (request.method !== 'GET' || path.startsWith('/api/') || path === '/api' || path.endsWith('.map')) {
      return reply
        .status(404)
        .send({ error: 'Not Found', message: `No route for ${request.method} ${path}` });
    }
    if (!htmlFor) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet. Run `npm run build` (npm start does it for you).');
    }
    return sendEncoded(request, reply, htmlFor(request));
  });
}
