/**
 * The load generator, run as its own process so it never shares a thread with the server or
 * with the probe: autocannon with one connection per learner, each cycling through the
 * learner mix (due cards, a review, /api/me, the dashboard). Reads its job as JSON from the
 * file named by argv[2]; prints autocannon's summary as one JSON line.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import type { BenchLearner } from './learners';

interface Job {
  base: string;
  seconds: number;
  learners: BenchLearner[];
  /** Paths to cycle through; `review` stands for POST /api/vocabulary/:id/review. */
  mix: string[];
  timeoutSeconds?: number;
  /** Defaults to one connection per learner; more connections share learners round-robin. */
  connections?: number;
}

const job = JSON.parse(readFileSync(process.argv[2] as string, 'utf8')) as Job;
const RATINGS = ['again', 'hard', 'good', 'easy'];
let nextLearner = 0;

interface Context {
  learner?: BenchLearner;
  step?: number;
}

const result = await autocannon({
  url: job.base,
  connections: job.connections ?? job.learners.length,
  duration: job.seconds,
  timeout: job.timeoutSeconds ?? 10,
  requests: [
    {
      setupRequest: (request, context: Context) => {
        context.learner ??= job.learners[nextLearner++ % job.learners.length] as BenchLearner;
        const step = (context.step = (context.step ?? -1) + 1);
        const learner = context.learner;
        const kind = job.mix[step % job.mix.length] as string;
        const headers = { cookie: learner.cookie };
        if (kind !== 'review') return { ...request, method: 'GET', path: kind, headers, body: undefined };
        const id = learner.ids[step % learner.ids.length];
        return {
          ...request,
          method: 'POST',
          path: `/api/vocabulary/${id}/review`,
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ rating: RATINGS[step % 4], reviewId: randomUUID() }),
        };
      },
    },
  ],
});

process.stdout.write(
  // Completed requests over the run: autocannon's per-second average skips seconds still in flight.

  `${JSON.stringify({
    total: result.requests.total,
    duration: result.duration,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodeStats: result.statusCodeStats,
    latency: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
  })}\n`,
);
