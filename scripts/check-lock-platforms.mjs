#!/usr/bin/env node
/**
 * Checks that every platform-specific package the lock file names (a native build of Tailwind's
 * engine, Rolldown, the oxc parser…) exists in the registry at the locked version. `npm ci` on
 * another operating system fetches these; a version whose builds were not all published makes
 * it fail there while it passes here. Run after any dependency update (`npm run deps:check`).
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';

const run = promisify(execFile);
const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));

const wanted = [
  ...new Set(
    Object.entries(lock.packages)
      .filter(([path, entry]) => path && (entry.os || entry.cpu))
      .map(([path, entry]) => `${path.replace(/^.*node_modules\//, '')}@${entry.version}`),
  ),
];

const missing = [];
let next = 0;
async function worker() {
  while (next < wanted.length) {
    const spec = wanted[next++];
    try {
      const { stdout } = await run('npm', ['view', spec, 'version'], { timeout: 60_000 });
      if (!stdout.trim()) missing.push(spec);
    } catch {
      missing.push(spec);
    }
  }
}
await Promise.all(Array.from({ length: 8 }, worker));

if (missing.length > 0) {
  console.error(`${missing.length} of ${wanted.length} platform packages are not in the registry:`);
  for (const spec of missing.sort()) console.error(`  ${spec}`);
  console.error('Pin the parent package to a version whose builds are all published.');
  process.exit(1);
}
console.log(`All ${wanted.length} platform packages of the lock file are in the registry.`);
