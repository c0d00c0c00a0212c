import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  vocabularyExportQuerySchema,
  vocabularyImportQuerySchema,
  vocabularyImportReportSchema,
} from '../../../../contracts/vocabulary';
import { requireUser } from '../../../auth/session';
import type { Database } from '../../../db/client';
import { vocabularyReviews } from '../../../db/schema';
import { badRequest, HttpError } from '../../../lib/http-errors';
import { eq } from 'drizzle-orm';
import { toCsv } from '../csv';
import type { VocabularyRepository } from '../repository';
import type { SpeechEndpoint } from '../../../realtime/pipeline/speech';
import { speakWords } from './word-audio';
import { importWords } from './import-words';
import type { TransferBreach, TransferWorkers } from './transfer-jobs';

/** Upload size cap of an import file. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/**
 * The chunks as one array with a buffer of its own (one copy), which the transfer worker then
 * takes over without another: on the request thread, every copy of a 20 MB file counts.
 */
function joined(chunks: readonly Buffer[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** The uploaded file (multipart field `file`) and its format, or a clear 400. */
async function readUpload(request: FastifyRequest): Promise<{ bytes: Uint8Array; format: 'csv' | 'apkg' }> {
  if (!request.isMultipart())
    throw badRequest('Send the file as multipart/form-data in the field "file".', 'bad-file');
  let bytes: Uint8Array;
  let filename = '';
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file')
      throw badRequest('Send the file in the field "file".', 'bad-file');
    filename = part.filename;
    const chunks: Buffer[] = [];
    for await (const chunk of part.file) chunks.push(chunk as Buffer);
    if (part.file.truncated) throw Object.assign(new Error('too large'), { code: 'FST_REQ_FILE_TOO_LARGE' });
    bytes = joined(chunks);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, 'The file is larger than 20 MB.', 'file-too-large');
    }
    throw badRequest('The upload could not be read. Please try again.', 'bad-file');
  }
  // A zip (PK\x03\x04) is an Anki package whatever its name says.
  const zip = bytes[0] === 0x50 && bytes[1] === 0x4b;
  return { bytes, format: zip || filename.toLowerCase().endsWith('.apkg') ? 'apkg' : 'csv' };
}

/** An import file that broke the worker's limits: the learner hears why, in words. */
const unreadable = (breach: TransferBreach) =>
  badRequest(
    breach === 'time'
      ? 'This file takes too long to read, so it cannot be imported. Export it again, or split it into smaller files.'
      : breach === 'memory'
        ? 'This file needs too much memory to read, so it cannot be imported. Split it into smaller files.'
        : 'This file could not be read. Check that it is a CSV or an Anki package (.apkg).',
    'bad-file',
  );

/** An export that broke the worker's limits (a very large word list on a busy server). */
const unbuilt = () =>
  new HttpError(
    503,
    'Your Anki package could not be built just now. Please try again, or export as CSV.',
    'export-failed',
  );

/** The export is a file, not JSON: CSV text or the bytes of an Anki package. */
const exportFile = {
  description: 'CSV (word, translation, context, definition, category) or an Anki package (.apkg)',
  content: {
    'text/csv': { schema: z.string() },
    'application/octet-stream': { schema: z.custom<Uint8Array>().describe('The .apkg file (binary)') },
  },
};

/** `GET /api/vocabulary/export` (CSV or Anki package) and `POST /api/vocabulary/import`. */
export function registerTransferRoutes(
  scope: FastifyInstance,
  deps: {
    db: Database;
    repository: VocabularyRepository;
    /** Where files are read and packages written: never on the request thread. */
    workers: TransferWorkers;
    /** The configured speech service, if any: the Anki package then carries each word's audio. */
    speech: SpeechEndpoint | null;
  },
): void {
  const { db, repository, workers, speech } = deps;
  const api = scope.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/export',
    {
      schema: {
        summary: 'The word list as a file: CSV or an Anki package (.apkg)',
        querystring: vocabularyExportQuerySchema,
        response: { 200: exportFile },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { format } = request.query;
      const rows = await repository.all(user.id);
      const now = new Date();
      reply
        .header(
          'content-disposition',
          `attachment; filename="charla-words-${now.toISOString().slice(0, 10)}.${format}"`,
        )
        .header('cache-control', 'no-store');
      if (format === 'csv') return reply.header('content-type', 'text/csv; charset=utf-8').send(toCsv(rows));
      const reviews = await db
        .select({
          vocabularyId: vocabularyReviews.vocabularyId,
          rating: vocabularyReviews.rating,
          reviewedAt: vocabularyReviews.reviewedAt,
        })
        .from(vocabularyReviews)
        .where(eq(vocabularyReviews.userId, user.id));
      const audio = speech ? await speakWords(speech, rows) : new Map<string, Uint8Array>();
      const apkg = await workers.writeApkg({ rows, reviews, now, audio }, unbuilt);
      return reply.header('content-type', 'application/octet-stream').send(Buffer.from(apkg));
    },
  );

  api.post(
    '/import',
    {
      schema: {
        summary:
          'Imports CSV or .apkg (multipart field "file"); ?dryRun=1 previews; duplicates skipped; CSV lines without a word are reported by number, the rest imported; an unreadable file changes nothing',
        querystring: vocabularyImportQuerySchema,
        response: { 200: vocabularyImportReportSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { dryRun } = request.query;
      const { bytes, format } = await readUpload(request);
      const { words, rejected } = await workers.read(format, bytes, unreadable);
      return importWords(db, { userId: user.id, words, rejected, format, dryRun, now: new Date() });
    },
  );
}
