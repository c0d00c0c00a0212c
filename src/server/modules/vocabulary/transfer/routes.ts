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
import { toApkg } from './apkg-export';
import type { SpeechEndpoint } from '../../../realtime/pipeline/speech';
import { speakWords } from './word-audio';
import { parseApkg } from './apkg-import';
import { parseCsv } from './csv-import';
import { importWords } from './import-words';

/** Upload size cap of an import file. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/** The uploaded file (multipart field `file`) and its format, or a clear 400. */
async function readUpload(request: FastifyRequest): Promise<{ bytes: Uint8Array; format: 'csv' | 'apkg' }> {
  if (!request.isMultipart())
    throw badRequest('Send the file as multipart/form-data in the field "file".', 'bad-file');
  let bytes: Buffer;
  let filename = '';
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file')
      throw badRequest('Send the file in the field "file".', 'bad-file');
    filename = part.filename;
    bytes = await part.toBuffer();
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
  db: Database,
  repository: VocabularyRepository,
  /** The configured speech service, if any: the Anki package then carries each word's audio. */
  speech: SpeechEndpoint | null = null,
): void {
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
      const apkg = await toApkg(rows, reviews, now, audio);
      return reply.header('content-type', 'application/octet-stream').send(Buffer.from(apkg));
    },
  );

  api.post(
    '/import',
    {
      schema: {
        summary:
          'Imports CSV or .apkg (multipart field "file"); ?dryRun=1 previews; duplicates skipped; a bad file changes nothing',
        querystring: vocabularyImportQuerySchema,
        response: { 200: vocabularyImportReportSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { dryRun } = request.query;
      const { bytes, format } = await readUpload(request);
      const words = format === 'apkg' ? await parseApkg(bytes) : parseCsv(bytes);
      return importWords(db, { userId: user.id, words, format, dryRun, now: new Date() });
    },
  );
}
