/** Which "Saving a conversation" text a failed save shows (product.md#errors-conversation-save). */
import { classifySaveFailure, type SaveFailureKind } from '../../../../domain/error-messages';
import type { ExtractionOutcome } from '../../../../contracts/conversations';
import { ApiError, NetworkError } from '../../../lib/api-client';

/** The server's error codes (src/server/lib/http-errors.ts and the app's error handler) by text. */
const CODE_KINDS: Readonly<Record<string, SaveFailureKind>> = {
  unauthorized: 'permission',
  'bad-origin': 'permission',
  'too-large': 'quota',
  'too-many-requests': 'quota',
};

/**
 * The server's error code first, then the HTTP status for a refusal without one (a proxy's 413),
 * then the domain rule for anything thrown that is not an API answer. Never the server's wording.
 */
export function saveFailureKind(error: unknown, online: boolean): SaveFailureKind {
  if (!online || error instanceof NetworkError) return 'network';
  if (error instanceof ApiError) {
    const byCode = error.code ? CODE_KINDS[error.code] : undefined;
    if (byCode) return byCode;
    if (error.status === 401 || error.status === 403) return 'permission';
    if (error.status === 413 || error.status === 429 || error.status === 507) return 'quota';
    return 'error';
  }
  return classifySaveFailure(error, online);
}

/** The i18n key of the extraction text: the server's code, so it can be shown in Spanish too. */
export function extractionMessageKey(
  extraction: ExtractionOutcome,
): NonNullable<ExtractionOutcome['code']> | null {
  if (extraction.status !== 'failed') return null;
  return extraction.code ?? 'other';
}
