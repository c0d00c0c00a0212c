import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ankiFieldMappingsSchema,
  type AnkiFieldMappings,
  vocabularyExportQuerySchema,
  vocabularyImportQuerySchema,
  vocabularyImportReportSchema,
} from '../../../../contracts/vocabulary';
import { requireUser } from '../../../auth/session';
import type { Database } from '../../../db/client';
import { badRequest, HttpError, notFound } from '../../../lib/http-errors';
import { onInvalid } from '../../../lib/validate';
import { findWordSound } from './word-sound';
import { toCsv, toHistoryCsv } from '../csv';
import type { VocabularyRepository } from '../repository';
import type { SpeechEndpoint } from '../../../realtime/pipeline/speech';
import type { VocabularyRow } from '../to-item';
import { reviewHistory, reviewPages, wordPages } from './export-pages';
import { speakWords } from './word-audio';
import { importWords } from './import-words';
import type { TransferBreach, TransferWorkers } from './transfer-jobs';

const NO_SOUND = 'This word has no sound of its own.';

/** Upload size cap of an import file. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/**
 * The uploaded file (multipart field `file`) as the chunks it arrived in, each copied into a
 * buffer of its own as it comes (the worker then takes them over and joins them), and its kind;
 * or a clear 4xx. The request thread never allocates the whole file at once, and no worker is
 * held while a slow client sends.
 */
async function receiveUpload(
  request: FastifyRequest,
): Promise<{ chunks: Uint8Array[]; format: 'csv' | 'apkg' }> {
  if (!request.isMultipart())
    throw badRequest('Send the file as multipart/form-data in the field "file".', 'bad-file');
  const chunks: Uint8Array[] = [];
  let filename = '';
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file')
      throw badRequest('Send the file in the field "file".', 'bad-file');
    filename = part.filename;
    for await (const chunk of part.file) {
      chunks.push(new Uint8Array(chunk as Buffer));
    }
    if (part.file.truncated) throw Object.assign(new Error('too large'), { code: 'FST_REQ_FILE_TOO_LARGE' });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, 'The file is larger than 20 MB.', 'file-too-large');
    }
    throw badRequest('The upload could not be read. Please try again.', 'bad-file');
  }
  // A zip (PK\x03\x04) is an Anki package whatever its name says.
  const [head] = chunks;
  const zip = head?.[0] === 0x50 && head[1] === 0x4b;
  return { chunks, format: zip || filename.toLowerCase().endsWith('.apkg') ? 'apkg' : 'csv' };
}

/** The learner's Anki field mapping from the query, or a 400 that says what is wrong with it. */
function fieldMappings(raw: string | undefined): AnkiFieldMappings {
  if (!raw) return {};
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw badRequest(
      'The field mapping must be JSON, such as {"<note type id>": {"word": 0, "translation": 1, "example": null, "definition": null}}.',
      'bad-mapping',
    );
  }
  const parsed = ankiFieldMappingsSchema.safeParse(json);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    const where = issue?.path.length ? `"${issue.path.join('.')}" ` : '';
    // A bad key's own message is one level down.
    const inner = issue?.code === 'invalid_key' ? issue.issues[0]?.message : issue?.message;
    throw badRequest(`The field mapping is not valid: ${where}${inner ?? 'unreadable'}.`, 'bad-mapping');
  }
  return parsed.data;
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
  description:
    'CSV (word, translation, context, definition, category, kind), an Anki package (.apkg), or the review history as CSV (word, kind, rating, reviewed_at)',
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
        summary: 'The word list as a file (CSV or an Anki package), or the review history as CSV',
        querystring: vocabularyExportQuerySchema,
        response: { 200: exportFile },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { format } = request.query;
      const now = new Date();
      reply
        .header(
          'content-disposition',
          `attachment; filename="charla-words-${now.toISOString().slice(0, 10)}.${format}"`,
        )
        .header('cache-control', 'no-store');
      if (format === 'csv') {
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .send(toCsv(await repository.all(user.id)));
      }
      if (format === 'reviews') {
        return reply
          .header(
            'content-disposition',
            `attachment; filename="charla-reviews-${now.toISOString().slice(0, 10)}.csv"`,
          )
          .header('content-type', 'text/csv; charset=utf-8')
          .send(toHistoryCsv(await reviewHistory(db, user.id)));
      }
      // Page by page to the worker: the request thread never holds the whole list at once,
      // except to speak its words when a voice is configured.
      const apkg = await workers.writeApkg(async (send) => {
        const spoken: VocabularyRow[] = [];
        for await (const rows of wordPages(db, user.id)) {
          send({ kind: 'rows', rows });
          if (speech) spoken.push(...rows);
        }
        for await (const reviews of reviewPages(db, user.id)) send({ kind: 'reviews', reviews });
        return { now, audio: speech ? await speakWords(speech, spoken) : new Map<string, Uint8Array>() };
      }, unbuilt);
      // A Buffer over the package's own memory: no copy of it on the request thread.
      return reply
        .header('content-type', 'application/octet-stream')
        .send(Buffer.from(apkg.buffer, apkg.byteOffset, apkg.byteLength));
    },
  );

  api.get(
    '/:id/audio',
    {
      schema: {
        summary: "A word's own pronunciation, imported with it from an Anki package (404 when it has none)",
        params: onInvalid(z.object({ id: z.uuid() }), () => notFound(NO_SOUND)),
        response: {
          200: {
            description: 'The sound file (audio/mpeg, audio/ogg, audio/wav…)',
            content: {
              'application/octet-stream': { schema: z.custom<Uint8Array>().describe('The sound (binary)') },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const sound = await findWordSound(db, user.id, request.params.id);
      if (!sound) throw notFound(NO_SOUND);
      return reply
        .header('content-type', sound.type)
        .header('cache-control', 'private, max-age=86400')
        .send(Buffer.from(sound.bytes.buffer, sound.bytes.byteOffset, sound.bytes.byteLength));
    },
  );

  api.post(
    '/import',
    {
      schema: {
        summary:
          'Imports CSV or .apkg (multipart field "file"); ?dryRun=1 previews (with an Anki package\'s note types and guessed field mapping); ?mapping= chooses the fields; duplicates skipped; lines or notes without a word are reported by number, the rest imported; an unreadable file changes nothing',
        querystring: vocabularyImportQuerySchema,
        response: { 200: vocabularyImportReportSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { dryRun } = request.query;
      const mappings = fieldMappings(request.query.mapping);
      const { chunks, format } = await receiveUpload(request);
      const { words, rejected, noteTypes } = await workers.read(format, chunks, unreadable, mappings);
      const report = await importWords(db, {
        userId: user.id,
        words,
        rejected,
        format,
        dryRun,
        now: new Date(),
      });
      return noteTypes ? { ...report, noteTypes } : report;
    },
  );
}
