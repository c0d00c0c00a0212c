// The server bundle (esbuild), used by `npm run build` and by the test that runs the built
// server: dist/server/main.js and its worker threads' scripts, with the SQL migrations beside
// them. Packages stay in node_modules (external): PGlite and sql.js find their .wasm files
// there, and `npm ci --omit=dev` installs exactly what the bundle imports.
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;

/** Bundles the server into `outdir` (dist/server by default), replacing what was there. */
export async function buildServer(outdir = join(root, 'dist/server')) {
  rmSync(outdir, { recursive: true, force: true });
  await build({
    // Worker threads are entry points of their own, loaded from beside the bundle
    // (lib/worker-script.ts): the embedded database (pglite-worker.js) and the import and
    // export worker (transfer-worker.js).
    entryPoints: [
      join(root, 'src/server/main.ts'),
      join(root, 'src/server/db/pglite-worker.ts'),
      join(root, 'src/server/modules/vocabulary/transfer/transfer-worker.ts'),
    ],
    outdir,
    entryNames: '[name]',
    // Chunks sit beside main.js, so import.meta.url-relative lookups (migrations) hold in each.
    chunkNames: '[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // Adapters are imported with `import()` only when configured: each becomes its own chunk, so
    // an SDK (stripe, openai, nodemailer) is not even read from disk when it is not used.
    splitting: true,
    sourcemap: false,
    logLevel: 'warning',
  });
  // db/client.ts finds its migrations next to itself (import.meta.url): in the bundle that is outdir.
  cpSync(join(root, 'src/server/db/migrations'), join(outdir, 'migrations'), { recursive: true });
  cpSync(join(root, 'src/server/db/functions'), join(outdir, 'functions'), { recursive: true });
}
