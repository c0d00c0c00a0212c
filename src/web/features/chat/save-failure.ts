/** Which "Saving a conversation" text a failed save shows (spec doc 2 §8). */
import {
  classifySaveFailure,
  extractionErrorMessage,
  type SaveFailureKind,
} from '../../../domain/error-messages';
import { ApiError, NetworkError } from '../../lib/api-client';

/** HTTP status first (the server's own wording is not the catalogue's), then the domain rule. */
export function saveFailureKind(error: unknown, online: boolean): SaveFailureKind {
  if (!online || error instanceof NetworkError) return 'network';
  if (error instanceof ApiError) {
    if (error.status === 401 || error.status === 403) return 'permission';
    if (error.status === 413 || error.status === 429 || error.status === 507) return 'quota';
    return 'error';
  }
  return classifySaveFailure(error, online);
}

const EXTRACTION_KINDS = ['network', 'auth', 'rate_limit', 'timeout', 'other'] as const;
export type ExtractionMessageKey = (typeof EXTRACTION_KINDS)[number];

/** The i18n key of the extraction text the server chose, so it can be shown in Spanish too. */
export function extractionMessageKey(message: string | undefined): ExtractionMessageKey | null {
  if (!message) return null;
  return EXTRACTION_KINDS.find((kind) => extractionErrorMessage(kind) === message) ?? 'other';
}
