// `npm run build`: the web app (vite, precompressed) into dist/web and the server bundled by
// esbuild into dist/server/main.js (scripts/build-server.mjs).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildServer } from './build-server.mjs';

const root = new URL('..', import.meta.url).pathname;

const web = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
  cwd: root,
  stdio: 'inherit',
});
if (web.status !== 0) process.exit(web.status ?? 1);

await buildServer();
console.log('Built dist/web and dist/server/main.js');
