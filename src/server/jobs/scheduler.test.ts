import { describe, expect, it } from 'vitest';
import type { JobQueue, JobRow, NewJob } from './queue';
import { createScheduler } from './scheduler';

const quiet = { warn: () => undefined, error: () => undefined, info: () => undefined };

/** The queue's contract in memory: what is enqueued is claimed once, then completed or failed. */
function memoryQueue() {
  const waiting: JobRow[] = [];
  const completed: string[] = [];
  const failed: string[] = [];
  const queue = {
    async enqueue(job: NewJob) {
      waiting.push({ id: `job-${waiting.length + completed.length + 1}`, attempts: 0, ...job } as JobRow);
      return true;
    },
    async claim() {
      return waiting.splice(0);
    },
    async complete(id: string) {
      completed.push(id);
    },
    async fail(job: JobRow) {
      failed.push(job.kind);
    },
  } as unknown as JobQueue;
  return { queue, completed, failed };
}

describe('the scheduler, fed by the modules after it is built', () => {
  it('plans and runs the work registered after it was created', async () => {
    const { queue, completed, failed } = memoryQueue();
    const scheduler = createScheduler({ queue, log: quiet });
    const ran: string[] = [];
    scheduler.register({
      planners: [async (now) => void (await queue.enqueue({ kind: 'reminder', key: 'r1', runAt: now }))],
      handlers: { reminder: async (job) => void ran.push(job.key) },
    });
    scheduler.register({
      planners: [async (now) => void (await queue.enqueue({ kind: 'receipt', key: 'p1', runAt: now }))],
      handlers: { receipt: async (job) => void ran.push(job.key) },
    });
    expect(await scheduler.tick(new Date('2030-01-07T19:00:10Z'))).toBe(2);
    expect(ran).toEqual(['r1', 'p1']);
    expect(completed).toHaveLength(2);
    expect(failed).toEqual([]);
  });

  it('keeps the work given when it was created', async () => {
    const { queue, failed } = memoryQueue();
    const ran: string[] = [];
    const scheduler = createScheduler({
      queue,
      log: quiet,
      handlers: { reminder: async (job) => void ran.push(job.key) },
    });
    await queue.enqueue({ kind: 'reminder', key: 'r2', runAt: new Date(0) });
    await queue.enqueue({ kind: 'unknown', key: 'u1', runAt: new Date(0) });
    await scheduler.tick(new Date(0));
    expect(ran).toEqual(['r2']);
    expect(failed).toEqual(['unknown']);
  });

  it('refuses a second handler for a job kind', () => {
    const { queue } = memoryQueue();
    const scheduler = createScheduler({ queue, log: quiet, handlers: { reminder: async () => undefined } });
    expect(() => scheduler.register({ handlers: { reminder: async () => undefined } })).toThrow(
      'two handlers for job kind reminder',
    );
  });
});
