import {
  vocabularyItemSchema,
  vocabularyListResponseSchema,
  type CreateVocabularyRequest,
  type PatchVocabularyRequest,
  type VocabularyListResponse,
  type VocabularySort,
} from '../../../contracts/vocabulary';
import type { VocabStatus } from '../../../domain/srs';
import { api } from '../../lib/api-client';

export interface WordListFilters {
  search: string;
  status: VocabStatus | '';
  category: string;
  sort: VocabularySort;
}

export function fetchWordPage(
  filters: WordListFilters,
  cursor: string | null,
): Promise<VocabularyListResponse> {
  const params = new URLSearchParams({ sort: filters.sort, limit: '50' });
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.status) params.set('status', filters.status);
  if (filters.category) params.set('category', filters.category);
  if (cursor) params.set('cursor', cursor);
  return api(`/api/vocabulary?${params.toString()}`, {}, vocabularyListResponseSchema);
}

export const patchWord = (id: string, body: PatchVocabularyRequest) =>
  api(`/api/vocabulary/${encodeURIComponent(id)}`, { method: 'PATCH', body }, vocabularyItemSchema);

export const deleteWord = (id: string) =>
  // 204: nothing to parse.
  api<null>(`/api/vocabulary/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const addWord = (body: CreateVocabularyRequest) =>
  api('/api/vocabulary', { method: 'POST', body }, vocabularyItemSchema);
