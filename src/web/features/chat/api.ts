/** The chat screen's calls to the server. */
import {
  saveConversationResponseSchema,
  type SaveConversationBody,
  type SaveConversationResponse,
} from '../../../contracts/conversations';
import {
  lessonDetailSchema,
  lessonProgressResponseSchema,
  type LessonDetail,
  type LessonProgressResponse,
} from '../../../contracts/lessons';
import { translateResponseSchema, type TranslateResponse } from '../../../contracts/translate';
import {
  vocabularyItemSchema,
  type CreateVocabularyRequest,
  type VocabularyItem,
} from '../../../contracts/vocabulary';
import { api } from '../../lib/api-client';

export function fetchLesson(id: string): Promise<LessonDetail> {
  return api(`/api/lessons/${encodeURIComponent(id)}`, {}, lessonDetailSchema);
}

export function saveConversation(body: SaveConversationBody): Promise<SaveConversationResponse> {
  return api('/api/conversations', { method: 'POST', body }, saveConversationResponseSchema);
}

/** Ends a lesson conversation: the server scores what it recorded under the attempt id. */
export function finishLesson(id: string, attemptId: string): Promise<LessonProgressResponse> {
  return api(
    `/api/lessons/${encodeURIComponent(id)}/progress`,
    { method: 'POST', body: { attemptId } },
    lessonProgressResponseSchema,
  );
}

export function translateText(text: string): Promise<TranslateResponse> {
  return api(
    '/api/translate',
    { method: 'POST', body: { text, targetLanguage: 'en' } },
    translateResponseSchema,
  );
}

/** Keeps one of the tutor's corrections as a flashcard of its own kind. */
export function addVocabulary(body: CreateVocabularyRequest): Promise<VocabularyItem> {
  return api('/api/vocabulary', { method: 'POST', body }, vocabularyItemSchema);
}

/**
 * The relay's address on this origin, with the model, the lesson and, in a lesson, the attempt id
 * the server records it under (product.md#lesson-rules); outside lessons, the kind of mistake
 * the conversation practises, if any.
 */
export function relayUrl(
  model: string,
  lessonId: string | null,
  attemptId: string | null = null,
  focus: string | null = null,
): string {
  const url = new URL('/api/realtime', window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('model', model);
  if (lessonId) url.searchParams.set('lesson', lessonId);
  if (lessonId && attemptId) url.searchParams.set('attempt', attemptId);
  if (focus && !lessonId) url.searchParams.set('focus', focus);
  return url.toString();
}
