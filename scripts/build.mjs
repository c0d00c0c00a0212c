// `npm run build`: the web app (vite, precompressed) into dist/web and the server bundled by
// esbuild into dist/server/main.js, with the SQL migrations beside it. Packages stay in
// node_modules (external): PGlite and sql.js find their .wasm files there, and `npm ci
// --omit=dev` installs exactly what the bundle imports.
import { spawnSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;

const web = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
  cwd: root,
  stdio: 'inherit',
});
if (web.status !== 0) process.exit(web.status ?? 1);

rmSync(join(root, 'dist/server'), { recursive: true, force: true });
await build({
  // Worker threads are entry points of their own, loaded from beside the bundle
  // (lib/worker-script.ts): the embedded database (dist/server/pglite-worker.js) and the import
  // and export worker (dist/server/transfer-worker.js).
  entryPoints: [
    join(root, 'src/server/main.ts'),
    join(root, 'src/server/db/pglite-worker.ts'),
    join(root, 'src/server/modules/vocabulary/transfer/transfer-worker.ts'),
  ],
  outdir: join(root, 'dist/server'),
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
// db/client.ts finds its migrations next to itself (import.meta.url): in the bundle that is dist/server.
cpSync(join(root, 'src/server/db/migrations'), join(root, 'dist/server/migrations'), { recursive: true });
console.log('Built dist/web and dist/server/main.js');
