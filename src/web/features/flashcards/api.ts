import type { DueVocabularyResponse, ReviewRequest, VocabularyItem } from '../../../contracts/vocabulary';
import { api } from '../../lib/api-client';

export const DUE_QUERY_KEY = ['vocabulary', 'due'] as const;

/** Up to 25 due cards, oldest due first. */
export async function fetchDueCards(): Promise<VocabularyItem[]> {
  return (await api<DueVocabularyResponse>('/api/vocabulary/due')).items;
}

/** Saves one rating; the same reviewId may be sent again safely (the server applies it once). */
export function postReview(id: string, body: ReviewRequest): Promise<VocabularyItem> {
  return api<VocabularyItem>(`/api/vocabulary/${encodeURIComponent(id)}/review`, { body });
}

/** A random v4 UUID; crypto.randomUUID exists only on secure origins, getRandomValues everywhere. */
export function newReviewId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
