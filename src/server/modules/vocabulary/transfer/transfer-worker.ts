/**
 * The transfer worker: reads import files and builds Anki exports on a thread of its own, so a
 * hostile or huge file never holds the request thread (issue 27, ADR 0018). Started and
 * bounded in time and memory by transfer-jobs.ts; one job at a time, answered in order.
 */
import { parentPort } from 'node:worker_threads';
import { toApkg } from './apkg-export';
import { parseApkg } from './apkg-import';
import { parseCsv } from './csv-import';
import type { TransferJob, TransferReply } from './transfer-job-types';

async function run(job: TransferJob): Promise<TransferReply> {
  switch (job.kind) {
    case 'read-csv':
      return { ok: true, ...parseCsv(job.bytes) };
    case 'read-apkg':
      return { ok: true, words: await parseApkg(job.bytes), rejected: [] };
    case 'write-apkg':
      return { ok: true, bytes: await toApkg(job.rows, job.reviews, job.now, job.audio) };
  }
}

// Ready: the modules (and through them the SQLite engine's loader) are in.
parentPort?.postMessage({ ready: true });

parentPort?.on('message', (job: TransferJob) => {
  run(job).then(
    (reply) => {
      const transfer = 'bytes' in reply ? [reply.bytes.buffer as ArrayBuffer] : [];
      parentPort?.postMessage(reply, transfer);
    },
    (error: unknown) => {
      const { statusCode, code, message } = error as { statusCode?: number; code?: string; message?: string };
      parentPort?.postMessage({
        ok: false,
        // Only the 4xx a parser chose to explain reaches the learner; anything else is a failure.
        statusCode: typeof statusCode === 'number' && statusCode < 500 ? statusCode : 500,
        code,
        message: String(message ?? error),
      } satisfies TransferReply);
    },
  );
});
