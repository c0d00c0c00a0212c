import {
  dueVocabularyResponseSchema,
  vocabularyItemSchema,
  type ReviewRequest,
  type VocabularyItem,
} from '../../../contracts/vocabulary';
import { api } from '../../lib/api-client';
import { newUuid } from '../../lib/uuid';

export const DUE_QUERY_KEY = ['vocabulary', 'due'] as const;

/** Up to 25 due cards, oldest due first. */
export async function fetchDueCards(): Promise<VocabularyItem[]> {
  return (await api('/api/vocabulary/due', {}, dueVocabularyResponseSchema)).items;
}

/** Saves one rating; the same reviewId may be sent again safely (the server applies it once). */
export function postReview(id: string, body: ReviewRequest): Promise<VocabularyItem> {
  return api(`/api/vocabulary/${encodeURIComponent(id)}/review`, { body }, vocabularyItemSchema);
}

/** A fresh client review id. */
export const newReviewId = newUuid;
