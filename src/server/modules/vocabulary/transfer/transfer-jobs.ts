import type { Worker } from 'node:worker_threads';
import type { AnkiFieldMappings } from '../../../../contracts/vocabulary';
import { HttpError } from '../../../lib/http-errors';
import { startWorkerScript } from '../../../lib/worker-script';
import type { TransferJob, TransferPart, TransferReply } from './transfer-job-types';

/** Hands one part of a job to its worker; buffers listed in `transfer` are moved, not copied. */
export type SendPart = (part: TransferPart, transfer?: ArrayBuffer[]) => void;

export interface TransferLimits {
  /** How long one job may run on its worker before the worker is ended. */
  timeLimitMs: number;
  /** The worker's JavaScript heap (V8's old generation); past it V8 ends the worker. */
  memoryMb: number;
  /** Workers at once; more jobs wait their turn. */
  maxWorkers?: number;
  /** Jobs that may wait; past that the learner is asked to come back in a minute. */
  maxWaiting?: number;
}

/** Why a job did not finish: it ran out of time or memory, or its worker failed. */
export type TransferBreach = 'time' | 'memory' | 'crash';

/** A worker that stops answering at start-up is a broken build, not a hostile file. */
const START_TIMEOUT_MS = 60_000;

type Done<K extends 'words' | 'bytes'> = Extract<TransferReply, { ok: true } & Record<K, unknown>>;

/**
 * Runs transfer jobs (reading import files, writing Anki packages) on worker threads, so the
 * request thread never parses a file or builds a package itself. Each job has a time limit and
 * its worker a heap limit; a job that breaks either has its worker ended at once and fails with
 * the caller's error. Healthy workers are kept for the next job (the SQLite engine stays
 * loaded). Workers never keep the process alive; `close` ends them.
 */
export function createTransferWorkers(limits: TransferLimits) {
  const maxWorkers = limits.maxWorkers ?? 2;
  const maxWaiting = limits.maxWaiting ?? 16;
  const idle: Worker[] = [];
  const busy = new Set<Worker>();
  const waiting: (() => void)[] = [];
  let running = 0;
  let closed = false;

  async function start(): Promise<Worker> {
    const worker = startWorkerScript(import.meta.url, 'transfer-worker', {
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: 32 },
    });
    worker.unref();
    worker.once('exit', () => {
      const at = idle.indexOf(worker);
      if (at >= 0) idle.splice(at, 1);
    });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('the transfer worker did not start')),
        START_TIMEOUT_MS,
      );
      worker.once('message', () => {
        clearTimeout(timer);
        resolve();
      });
      worker.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    }).catch(async (error: unknown) => {
      await worker.terminate();
      throw error;
    });
    return worker;
  }

  async function turn(): Promise<void> {
    if (running < maxWorkers) {
      running += 1;
      return;
    }
    if (waiting.length >= maxWaiting) {
      throw new HttpError(
        503,
        'Many files are being imported or exported right now. Please try again in a minute.',
        'transfer-busy',
      );
    }
    // The job that finishes hands its turn over (release), so `running` stays as it is.
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function release(): void {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }

  /** One job on one worker, within the time limit. */
  function exchange(worker: Worker, job: TransferJob): Promise<TransferReply> {
    return new Promise((resolve, reject) => {
      // A worker that ended while its parts were sent (threadId is -1 once it has exited).
      if (worker.threadId < 0) {
        reject('crash');
        return;
      }
      const finish = (settle: () => void) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        settle();
      };
      const onMessage = (reply: TransferReply) => finish(() => resolve(reply));
      const onError = (error: Error & { code?: string }) =>
        finish(() => reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'crash'));
      const onExit = () => finish(() => reject('crash'));
      const timer = setTimeout(() => finish(() => reject('time')), limits.timeLimitMs);
      worker.on('message', onMessage);
      worker.once('error', onError);
      worker.once('exit', onExit);
      worker.postMessage(job);
    });
  }

  /**
   * One job on one worker: `prepare` sends the job's parts (the upload as it arrives, the word
   * list page by page) and names the job, which then runs within the time limit.
   */
  async function run(
    prepare: (send: SendPart) => Promise<TransferJob>,
    failure: (breach: TransferBreach) => HttpError,
  ): Promise<Extract<TransferReply, { ok: true }>> {
    if (closed) throw new HttpError(503, 'The server is shutting down. Please try again in a minute.');
    await turn();
    let worker: Worker | undefined;
    try {
      worker = idle.pop() ?? (await start());
      busy.add(worker);
      const held = worker;
      let job: TransferJob;
      try {
        job = await prepare((part, transfer = []) => held.postMessage(part, transfer));
      } catch (error) {
        // The job will not come (an upload broke off, a page failed): the worker drops its parts.
        held.postMessage({ kind: 'discard' } satisfies TransferPart);
        busy.delete(held);
        idle.push(held);
        worker = undefined;
        throw error;
      }
      const reply = await exchange(held, job).catch((breach: TransferBreach | Error) => {
        throw failure(breach instanceof Error ? 'crash' : breach);
      });
      busy.delete(held);
      if (closed) void held.terminate();
      else idle.push(held);
      worker = undefined;
      if (!reply.ok) throw new HttpError(reply.statusCode, reply.message, reply.code);
      return reply;
    } finally {
      // A worker still held here broke a limit or failed: it is ended, never reused.
      if (worker) {
        busy.delete(worker);
        void worker.terminate();
      }
      release();
    }
  }

  return {
    /**
     * Reads an import file: the words in it, or the 4xx that explains why not. The chunks are
     * handed over to the worker (moved, not copied): the caller must not use them afterwards.
     * An Anki package's fields are read as `mappings` says (the rest as guessed).
     */
    async read(
      kind: 'csv' | 'apkg',
      chunks: readonly Uint8Array[],
      failure: (breach: TransferBreach) => HttpError,
      mappings: AnkiFieldMappings = {},
    ) {
      const reply = await run(async (send) => {
        for (const chunk of chunks) {
          // Only a buffer the chunk fills alone may be moved; anything else is copied once.
          const own =
            chunk.byteOffset === 0 && chunk.byteLength === chunk.buffer.byteLength ? chunk : chunk.slice();
          send({ kind: 'bytes', bytes: own }, [own.buffer as ArrayBuffer]);
        }
        return kind === 'csv' ? { kind: 'read-csv' } : { kind: 'read-apkg', mappings };
      }, failure);
      const { words, rejected, noteTypes } = reply as Done<'words'>;
      return { words, rejected, noteTypes };
    },
    /**
     * Writes an Anki package: `gather` sends the word list and its reviews page by page and
     * returns what the package needs besides.
     */
    async writeApkg(
      gather: (send: SendPart) => Promise<Omit<Extract<TransferJob, { kind: 'write-apkg' }>, 'kind'>>,
      failure: (breach: TransferBreach) => HttpError,
    ): Promise<Uint8Array> {
      const reply = await run(async (send) => ({ kind: 'write-apkg', ...(await gather(send)) }), failure);
      return (reply as Done<'bytes'>).bytes;
    },
    async close(): Promise<void> {
      closed = true;
      await Promise.all([...idle, ...busy].map((worker) => worker.terminate()));
      idle.length = 0;
    },
  };
}

export type TransferWorkers = ReturnType<typeof createTransferWorkers>;
