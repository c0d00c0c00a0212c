// `npm start`: build (web app and server bundle) when `dist` is missing or older than its sources,
// then run the built server with plain Node: no TypeScript is transpiled at start.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const builtFiles = ['dist/web/index.html', 'dist/server/main.js'].map((file) => join(root, file));

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

// A tree installed with `npm ci --omit=dev` has no sources to compare with (or no build tools):
// whatever is built is what runs.
const sources = [
  'src',
  'package.json',
  'vite.config.ts',
  'scripts/build.mjs',
  'scripts/build-server.mjs',
].map((path) => join(root, path));
const missing = builtFiles.some((file) => !existsSync(file));
const oldestBuilt = missing ? 0 : Math.min(...builtFiles.map((file) => statSync(file).mtimeMs));
const canBuild = existsSync(join(root, 'node_modules/vite')) && existsSync(join(root, 'src'));
const stale = missing || (canBuild && Math.max(...sources.map(newestMtime)) > oldestBuilt);
if (stale) {
  if (!canBuild) {
    console.error('dist/ is missing and the build tools are not installed: run `npm ci && npm run build`.');
    process.exit(1);
  }
  console.log('Building Charla…');
  const build = spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// One Node process runs the server, so signals reach it directly.
const server = spawn(process.execPath, ['dist/server/main.js'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
