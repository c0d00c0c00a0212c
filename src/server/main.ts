import { DAY_MS } from '../domain/time';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { applyMode, loadEnv, publicUrl } from './env';
import { createServer } from './compose';
import { pruneRateLimits } from './lib/rate-limit';

/**
 * The built web app: beside the bundle (dist/server/main.js -> dist/web) when running built, else
 * dist/web under the working directory (`npm run dev`, the e2e server through tsx).
 */
function webRoot(): string {
  const bundled = import.meta.url.endsWith('.js');
  const besideBundle = fileURLToPath(new URL('../web', import.meta.url));
  return bundled && existsSync(`${besideBundle}/index.html`) ? besideBundle : 'dist/web';
}

/** Starts Charla: one stateless process serving the web app and the API. */
async function main(): Promise<void> {
  // The bundle (dist/server/main.js) is the built server: production unless told otherwise.
  const env = loadEnv(undefined, { built: import.meta.url.endsWith('.js') });
  applyMode(env);
  const server = await createServer(env, { webRoot: webRoot() });
  const { app } = server;
  await app.listen({ host: env.HOST, port: env.PORT });
  // Rate-limit windows, one-time assessment rows and session slots all end within hours:
  // drop what is a day old, now and hourly, off the request path.
  const prune = () =>
    pruneRateLimits(server.database.db, new Date(Date.now() - DAY_MS)).catch((error: unknown) =>
      app.log.warn({ err: error }, 'could not prune rate-limit rows'),
    );
  void prune();
  setInterval(() => void prune(), 3_600_000).unref();
  app.log.info(`Charla is running at ${publicUrl(env)} in ${env.NODE_ENV} mode`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received: finishing in-flight requests, then closing the database`);
    // app.close() stops accepting connections and waits for in-flight requests to finish.
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    await server.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
