import { request } from 'node:http';
import { performance } from 'node:perf_hooks';

export interface ProbeFigures {
  samples: number;
  failures: number;
  p50: number;
  p99: number;
  max: number;
}

function once(url: string, timeoutMs: number): Promise<number> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    // A fresh connection each time, as an orchestrator's liveness probe makes it.
    const req = request(url, { agent: false, timeout: timeoutMs }, (res) => {
      res.resume();
      res.on('end', () =>
        res.statusCode === 200 ? resolve(performance.now() - start) : reject(new Error(`${res.statusCode}`)),
      );
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end();
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] as number);

/**
 * Asks GET /healthz every `everyMs` until `stop` is called; a probe that takes longer than
 * `timeoutMs` counts as a failure and as `timeoutMs` in the latency figures.
 */
export function startHealthzProbe(base: string, everyMs = 50, timeoutMs = 2000) {
  const latencies: number[] = [];
  let failures = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      try {
        latencies.push(await once(`${base}/healthz`, timeoutMs));
      } catch {
        failures += 1;
        latencies.push(timeoutMs);
      }
      const wait = everyMs - (performance.now() - started);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  })();
  return {
    async stop(): Promise<ProbeFigures> {
      running = false;
      await loop;
      const sorted = [...latencies].sort((a, b) => a - b);
      return {
        samples: sorted.length,
        failures,
        p50: percentile(sorted, 0.5),
        p99: percentile(sorted, 0.99),
        max: sorted.at(-1) ?? NaN,
      };
    },
  };
}
