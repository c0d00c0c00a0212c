/**
 * The transfer worker: reads import files and builds Anki exports on a thread of its own, so a
 * hostile or huge file never holds the request thread (ADR 0018). Started and bounded in time
 * and memory by transfer-jobs.ts; one job at a time: first its parts (the upload's chunks, the
 * word list's pages), then the job, answered once.
 */
import { parentPort } from 'node:worker_threads';
import type { VocabularyRow } from '../to-item';
import type { ExportReview } from './apkg-export';
import { toApkg } from './apkg-export';
import { parseApkg } from './apkg-import';
import { parseCsv } from './csv-import';
import type { TransferJob, TransferPart, TransferReply } from './transfer-job-types';

let chunks: Uint8Array[] = [];
let rows: VocabularyRow[] = [];
let reviews: ExportReview[] = [];

/** The upload's chunks as one array: allocated here, on the worker, never on the request thread. */
function upload(): Uint8Array {
  const out = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

async function run(job: TransferJob): Promise<TransferReply> {
  switch (job.kind) {
    case 'read-csv':
      return { ok: true, ...parseCsv(upload()) };
    case 'read-apkg':
      return { ok: true, ...(await parseApkg(upload(), job.mappings)) };
    case 'write-apkg':
      // Pages come in id order; new cards keep the order the learner met them in.
      rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1));
      return { ok: true, bytes: await toApkg(rows, reviews, job.now, job.audio) };
  }
}

function gather(part: TransferPart): void {
  if (part.kind === 'bytes') chunks.push(part.bytes);
  else if (part.kind === 'rows') rows.push(...part.rows);
  else if (part.kind === 'reviews') reviews.push(...part.reviews);
  else [chunks, rows, reviews] = [[], [], []];
}

// Ready: the modules (and through them the SQLite engine's loader) are in.
parentPort?.postMessage({ ready: true });

parentPort?.on('message', (message: TransferPart | TransferJob) => {
  if (
    message.kind === 'bytes' ||
    message.kind === 'rows' ||
    message.kind === 'reviews' ||
    message.kind === 'discard'
  ) {
    gather(message);
    return;
  }
  run(message)
    .then(
      (reply) => {
        const transfer = 'bytes' in reply ? [reply.bytes.buffer as ArrayBuffer] : [];
        parentPort?.postMessage(reply, transfer);
      },
      (error: unknown) => {
        const { statusCode, code, message } = error as {
          statusCode?: number;
          code?: string;
          message?: string;
        };
        parentPort?.postMessage({
          ok: false,
          // Only the 4xx a parser chose to explain reaches the learner; anything else is a failure.
          statusCode: typeof statusCode === 'number' && statusCode < 500 ? statusCode : 500,
          code,
          message: String(message ?? error),
        } satisfies TransferReply);
      },
    )
    .finally(() => gather({ kind: 'discard' }));
});
