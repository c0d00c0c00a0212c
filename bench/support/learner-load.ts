/**
 * The load generator, run as its own process so it never shares a thread with the server or
 * with the probe: autocannon with one connection per learner (by default), each learner cycling
 * through the learner mix (due cards, a review, /api/me, the dashboard) and through their cards. Reads its job as JSON from the
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

/**
 * Where each learner is in their cycle, and whether they have a request on its way. Autocannon
 * starts each request of a one-request list with a fresh context (requestIterator resets it when
 * the list wraps), so nothing about a connection survives from one request to the next: a
 * learner is taken for each request instead, one not already waiting for an answer, and moves
 * one step through the mix. So every learner walks the whole mix and all their cards, and no
 * two requests of one learner are in flight at once (a learner reviews one card at a time).
 */
interface Walker {
  learner: BenchLearner;
  step: number;
  busy: boolean;
}
const walkers: Walker[] = job.learners.map((learner) => ({ learner, step: 0, busy: false }));
let nextWalker = 0;
let shared = 0;
function takeWalker(): Walker {
  for (let tried = 0; tried < walkers.length; tried += 1) {
    const walker = walkers[nextWalker++ % walkers.length] as Walker;
    if (!walker.busy) return walker;
  }
  // More connections than learners: learners are shared, as the job asked.
  shared += 1;
  return walkers[nextWalker++ % walkers.length] as Walker;
}

interface Context {
  walker?: Walker;
}

const result = await autocannon({
  url: job.base,
  connections: job.connections ?? job.learners.length,
  duration: job.seconds,
  timeout: job.timeoutSeconds ?? 10,
  requests: [
    {
      setupRequest: (request, context: Context) => {
        const walker = takeWalker();
        walker.busy = true;
        context.walker = walker;
        const step = walker.step++;
        const learner = walker.learner;
        const kind = job.mix[step % job.mix.length] as string;
        const headers = { cookie: learner.cookie };
        if (kind !== 'review') return { ...request, method: 'GET', path: kind, headers, body: undefined };
        // The learner's cards in turn, each rated in turn.
        const review = Math.floor(step / job.mix.length);
        const id = learner.ids[review % learner.ids.length];
        return {
          ...request,
          method: 'POST',
          path: `/api/vocabulary/${id}/review`,
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ rating: RATINGS[review % RATINGS.length], reviewId: randomUUID() }),
        };
      },
      onResponse: (_status, _body, context: Context) => {
        if (context.walker) context.walker.busy = false;
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
    shared,
  })}\n`,
);
