import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';

export interface HealthzFigures {
  samples: number;
  p99: number;
  max: number;
}

/**
 * Runs `work` while asking the same app GET /healthz every few milliseconds, and gives its
 * result with the probe's latencies. A request thread blocked by the work shows here as one
 * probe that waited the whole block, whatever the block was.
 */
export async function healthzDuring<T>(
  app: FastifyInstance,
  work: () => Promise<T>,
  everyMs = 5,
): Promise<{ result: T; healthz: HealthzFigures }> {
  const latencies: number[] = [];
  let running = true;
  const probe = (async () => {
    while (running) {
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url: '/healthz' });
      if (response.statusCode !== 200) throw new Error(`/healthz answered ${response.statusCode}`);
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  try {
    const result = await work();
    running = false;
    // The probe in flight when the work ended counts: it may be the one a block held up.
    await probe;
    return { result, healthz: figures(latencies) };
  } finally {
    running = false;
    await probe.catch(() => undefined);
  }
}

function figures(latencies: readonly number[]): HealthzFigures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    samples: sorted.length,
    p99: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0,
    max: sorted.at(-1) ?? 0,
  };
}
