/** The chat screen's calls to the server. */
import type { SaveConversationBody, SaveConversationResponse } from '../../../contracts/conversations';
import type { LessonDetail, LessonProgressResponse } from '../../../contracts/lessons';
import type { RealtimeStatus } from '../../../contracts/realtime';
import type { TranslateResponse } from '../../../contracts/translate';
import type { CreateVocabularyRequest } from '../../../contracts/vocabulary';
import type { TranscriptItem } from '../../../domain/conversation-record';
import { api } from '../../lib/api-client';

export const realtimeStatusKey = ['realtime-status'] as const;

export function fetchRealtimeStatus(): Promise<RealtimeStatus> {
  return api<RealtimeStatus>('/api/realtime/status');
}

export function fetchLesson(id: string): Promise<LessonDetail> {
  return api<LessonDetail>(`/api/lessons/${encodeURIComponent(id)}`);
}

export function saveConversation(body: SaveConversationBody): Promise<SaveConversationResponse> {
  return api<SaveConversationResponse>('/api/conversations', { method: 'POST', body });
}

export function saveLessonProgress(
  id: string,
  body: { timeSpent: number; items: TranscriptItem[] },
): Promise<LessonProgressResponse> {
  return api<LessonProgressResponse>(`/api/lessons/${encodeURIComponent(id)}/progress`, {
    method: 'POST',
    body,
  });
}

export function translateText(text: string): Promise<TranslateResponse> {
  return api<TranslateResponse>('/api/translate', { method: 'POST', body: { text, targetLanguage: 'en' } });
}

export function addVocabulary(body: CreateVocabularyRequest): Promise<unknown> {
  return api('/api/vocabulary', { method: 'POST', body });
}

/** The relay's address on this origin, with the model and the lesson (spec doc 2 §7 "model {hash}"). */
export function relayUrl(model: string, lessonId: string | null): string {
  const url = new URL('/api/realtime', window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('model', model);
  if (lessonId) url.searchParams.set('lesson', lessonId);
  return url.toString();
}
