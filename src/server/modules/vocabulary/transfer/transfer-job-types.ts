import type { AnkiFieldMappings, AnkiNoteTypeReport } from '../../../../contracts/vocabulary';
import type { VocabularyRow } from '../to-item';
import type { ExportReview } from './apkg-export';
import type { ReadWords } from './csv-import';

/**
 * What a job's worker gathers before the job itself: the upload as it arrives, the word list
 * page by page. Gathering on the worker keeps every large allocation off the request thread
 * (touching 20 MB of fresh memory there held it for 100–200 ms on a busy machine).
 */
export type TransferPart =
  | { kind: 'bytes'; bytes: Uint8Array }
  | { kind: 'rows'; rows: readonly VocabularyRow[] }
  | { kind: 'reviews'; reviews: readonly ExportReview[] }
  /** The job will not come (the upload broke off): what was gathered is dropped. */
  | { kind: 'discard' };

/** Work the transfer worker does on what it gathered: read the uploaded file, or write the Anki package. */
export type TransferJob =
  | { kind: 'read-csv' }
  | { kind: 'read-apkg'; mappings: AnkiFieldMappings }
  | { kind: 'write-apkg'; now: Date; audio: ReadonlyMap<string, Uint8Array> };

/** The worker's answer: the words read, the package written, or why not. */
export type TransferReply =
  | ({ ok: true; noteTypes?: AnkiNoteTypeReport[] } & ReadWords)
  | { ok: true; bytes: Uint8Array }
  | { ok: false; statusCode: number; code?: string; message: string };
