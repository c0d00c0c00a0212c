/** Keeping a tutor's correction as a flashcard: from the chat summary or the mistakes screen. */
import {
  vocabularyItemSchema,
  type CreateCorrectionCardRequest,
  type VocabularyItem,
} from '../../contracts/vocabulary';
import { api } from './api-client';

export function addCorrectionCard(body: CreateCorrectionCardRequest): Promise<VocabularyItem> {
  return api('/api/vocabulary/corrections', { method: 'POST', body }, vocabularyItemSchema);
}
