import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchLearner } from './learners';

export interface LoadResult {
  total: number;
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats: Record<string, { count: number }>;
  latency: { p50: number; p99: number; max: number };
  /** Requests sent for a learner who already had one on its way (only with more connections than learners). */
  shared: number;
}

/** Runs bench/support/learner-load.ts in a child process and returns its summary. */
export async function runLoad(job: {
  base: string;
  seconds: number;
  learners: BenchLearner[];
  mix: string[];
  connections?: number;
}): Promise<LoadResult> {
  const dir = mkdtempSync(join(tmpdir(), 'charla-load-'));
  const file = join(dir, 'job.json');
  writeFileSync(file, JSON.stringify(job));
  try {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/support/learner-load.ts', file], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    if (code !== 0) throw new Error(`load generator exited with ${code}`);
    return JSON.parse(out.trim().split('\n').at(-1) as string) as LoadResult;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
