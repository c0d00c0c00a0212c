import type { VocabularyRow } from '../to-item';
import type { ExportReview } from './apkg-export';
import type { ReadWords } from './csv-import';

/** Work the transfer worker does: read an uploaded file, or write the Anki package of a word list. */
export type TransferJob =
  | { kind: 'read-csv'; bytes: Uint8Array }
  | { kind: 'read-apkg'; bytes: Uint8Array }
  | {
      kind: 'write-apkg';
      rows: readonly VocabularyRow[];
      reviews: readonly ExportReview[];
      now: Date;
      audio: ReadonlyMap<string, Uint8Array>;
    };

/** The worker's answer: the words read, the package written, or why not. */
export type TransferReply =
  | ({ ok: true } & ReadWords)
  | { ok: true; bytes: Uint8Array }
  | { ok: false; statusCode: number; code?: string; message: string };
