import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built web app. Every non-API GET that is not a file gets index.html, so the
 * browser's router decides (unknown paths go to /dashboard or /register, spec doc 1 §2).
 */
export async function registerStaticWeb(app: FastifyInstance, webRoot: string): Promise<void> {
  const hasBuild = existsSync(`${webRoot}/index.html`);
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
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet. Run `npm run build` (npm start does it for you).');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
