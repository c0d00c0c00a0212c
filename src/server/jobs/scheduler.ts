import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue, JobRow } from './queue';

export type JobHandler = (job: JobRow, now: Date) => Promise<void>;
/** Looks at the data and enqueues what is due (by unique key, so every process may plan). */
export type Planner = (now: Date) => Promise<void>;

/** What a feature module hands the scheduler: its planners and the handlers of its job kinds. */
export interface ScheduledWork {
  planners?: readonly Planner[];
  handlers?: Record<string, JobHandler>;
}

export interface SchedulerOptions extends ScheduledWork {
  queue: JobQueue;
  log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;
  workerId?: string;
  clock?: () => Date;
}

/**
 * Runs in every process once a minute: plan due work, then claim and run due jobs. Two processes
 * may plan the same reminder; the unique key stores it once and SKIP LOCKED hands it to one.
 */
export function createScheduler(options: SchedulerOptions) {
  const workerId = options.workerId ?? `worker-${randomUUID()}`;
  const clock = options.clock ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  // The composition root builds the scheduler before the modules exist; each adds its work here.
  const planners: Planner[] = [];
  const handlers: Record<string, JobHandler> = {};

  /** Adds a module's planners and job handlers (at start-up, before the first tick). */
  function register(work: ScheduledWork): void {
    planners.push(...(work.planners ?? []));
    for (const [kind, handler] of Object.entries(work.handlers ?? {})) {
      // Two modules claiming one kind would run whichever registered last: refuse it at start-up.
      if (handlers[kind]) throw new Error(`two handlers for job kind ${kind}`);
      handlers[kind] = handler;
    }
  }
  register(options);

  async function tick(now: Date = clock()): Promise<number> {
    for (const plan of planners) {
      await plan(now).catch((error: unknown) => options.log.warn({ err: error }, 'job planner failed'));
    }
    let ran = 0;
    for (;;) {
      const claimed = await options.queue.claim(workerId, now);
      if (claimed.length === 0) return ran;
      for (const job of claimed) {
        ran += 1;
        const handler = handlers[job.kind];
        try {
          if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
          await handler(job, now);
          await options.queue.complete(job.id, now);
        } catch (error) {
          options.log.warn({ err: error, kind: job.kind, attempts: job.attempts }, 'job failed; will retry');
          await options.queue.fail(job, error, now);
        }
      }
    }
  }

  return {
    workerId,
    register,
    tick,
    /** Ticks at the start of every minute (a reminder set for 19:00 goes out at 19:00:0x). */
    start(intervalMs = 60_000): void {
      const run = () => {
        if (running) return;
        running = tick()
          .then(() => undefined)
          .catch((error: unknown) => options.log.error({ err: error }, 'scheduler tick failed'))
          .finally(() => (running = undefined));
      };
      const delay = intervalMs - (Date.now() % intervalMs) + 500;
      timer = setTimeout(() => {
        run();
        timer = setInterval(run, intervalMs);
        timer.unref();
      }, delay);
      timer.unref();
      run();
    },
    async stop(): Promise<void> {
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;
