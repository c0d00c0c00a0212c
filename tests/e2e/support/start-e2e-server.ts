import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadEnv } from '../../../src/server/env';
import { createServer } from '../../../src/server/compose';
import { startFakeGoogle } from './fake-google';

/**
 * The built app as a learner meets it (embedded PostgreSQL in a fresh folder, local adapters),
 * with only the third party, Google, replaced by a stand-in provider on loopback.
 */
async function main(): Promise<void> {
  const port = Number(process.argv[2] ?? 3100);
  const webRoot = process.argv[3] ?? 'dist/web';
  const dataDir = mkdtempSync(join(tmpdir(), 'charla-e2e-'));
  const google = await startFakeGoogle();
  const env = loadEnv({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    GOOGLE_CLIENT_ID: 'charla-e2e',
    GOOGLE_CLIENT_SECRET: 'charla-e2e-secret',
    GOOGLE_DISCOVERY_URL: google.discoveryUrl,
  });
  const server = await createServer(env, { webRoot });
  await server.app.listen({ host: env.HOST, port: env.PORT });
  const stop = async () => {
    await server.close();
    await google.stop();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
