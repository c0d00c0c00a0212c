import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts the worker script `name` that sits beside the caller (`callerUrl` is the caller's
 * `import.meta.url`). From source (tsx, Vitest) the script is TypeScript: tsx is registered
 * inside the thread before it is loaded. From the esbuild bundle every entry point sits flat in
 * dist/server (scripts/build.mjs), so `./<name>.js` beside the chunk is the built script.
 */
export function startWorkerScript(callerUrl: string, name: string, options: WorkerOptions = {}): Worker {
  const fromSource = callerUrl.endsWith('.ts');
  const entry = new URL(`./${name}.${fromSource ? 'ts' : 'js'}`, callerUrl);
  if (!fromSource) return new Worker(entry, options);
  // tsx's ESM entry (its CommonJS one cannot register hooks from a worker).
  const tsxRoot = dirname(createRequire(callerUrl).resolve('tsx/package.json'));
  const tsx = pathToFileURL(join(tsxRoot, 'dist/esm/api/index.mjs')).href;
  const code = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(code, { ...options, eval: true });
}
