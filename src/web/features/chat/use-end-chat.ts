/**
 * Ending a conversation (spec doc 2 §4, §5): save the record with the transcript (extraction runs
 * on the server), record lesson progress in lesson mode, complete the quick-start step, and
 * report save problems with the catalogue text.
 */
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ExtractionOutcome } from '../../../contracts/conversations';
import { canSaveConversation, type TranscriptItem } from '../../../domain/conversation-record';
import { shouldCompleteFirstConversation } from '../../../domain/quick-start';
import { NetworkError } from '../../lib/api-client';
import { queueConversation } from '../../lib/offline/pending-conversations';
import { newUuid } from '../../lib/uuid';
import { markQuickStartStep, readQuickStart } from '../../lib/quick-start-storage';
import { SESSION_QUERY_KEY } from '../../lib/session';
import type { ConversationItem } from '../../lib/realtime/types';
import { saveConversation, saveLessonProgress } from './api';
import { saveFailureKind } from './save-failure';
import type { SessionWord } from './tools';

export interface ChatSummary {
  extraction: ExtractionOutcome;
  lessonScore: number | null;
  lessonFailed: boolean;
  quickStartDone: boolean;
}

/** The saved part of each message: typed text or spoken transcript (spec doc 2 §5). */
export function transcriptItems(items: readonly ConversationItem[]): TranscriptItem[] {
  return items
    .filter((item) => item.type === 'message' && (item.role === 'user' || item.role === 'assistant'))
    .map((item) => ({
      role: item.role as 'user' | 'assistant',
      ...(item.formatted.text.trim() ? { text: item.formatted.text } : {}),
      ...(item.formatted.transcript.trim() ? { transcript: item.formatted.transcript } : {}),
    }))
    .filter((item) => item.text || item.transcript);
}

export function useEndChat(input: { lessonId: string | null; online: boolean; hasUser: boolean }) {
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [summary, setSummary] = useState<ChatSummary | null>(null);
  const [saveIssue, setSaveIssue] = useState<string | null>(null);

  const end = useCallback(
    async (items: ConversationItem[], vocabulary: SessionWord[], startedAt: Date | null) => {
      const lines = transcriptItems(items);
      if (
        !canSaveConversation({
          hasUser: input.hasUser,
          sessionStarted: startedAt !== null,
          itemCount: lines.length,
        })
      )
        return;
      setSaving(true);
      setSaveIssue(null);
      const durationSeconds = Math.max(0, Math.round((Date.now() - (startedAt as Date).getTime()) / 1000));
      const body = {
        clientId: newUuid(),
        items: lines,
        vocabularyUsed: vocabulary.map((word) => word.word),
        startedAt: (startedAt as Date).toISOString(),
        durationSeconds,
        ...(input.lessonId ? { lessonId: input.lessonId } : {}),
      };
      try {
        const saved = await saveConversation(body);
        let lessonScore: number | null = null;
        let lessonFailed = false;
        const learnerText = lines
          .filter((line) => line.role === 'user')
          .map((line) => line.text ?? line.transcript)
          .join('\n');
        if (input.lessonId && learnerText.trim()) {
          try {
            lessonScore = (
              await saveLessonProgress(input.lessonId, { timeSpent: durationSeconds, learnerText })
            ).score;
          } catch {
            lessonFailed = true;
          }
        }
        const flags = readQuickStart();
        const quickStartDone = shouldCompleteFirstConversation({
          mode: flags.mode,
          currentStep: flags.currentStep,
          vocabularyCount: vocabulary.length,
          itemCount: items.length,
        });
        if (quickStartDone) markQuickStartStep('first-conversation');
        setSummary({ extraction: saved.extraction, lessonScore, lessonFailed, quickStartDone });
        // New words, streak and lesson state changed: every screen's data is stale now.
        await queryClient.invalidateQueries({
          predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0],
        });
        await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      } catch (error) {
        // No connection: the transcript is kept on this device and saved when it returns.
        if (!input.online || error instanceof NetworkError) queueConversation(body);
        setSaveIssue(saveFailureKind(error, input.online));
      } finally {
        setSaving(false);
      }
    },
    [input.hasUser, input.lessonId, input.online, queryClient],
  );

  return {
    saving,
    summary,
    saveIssue,
    end,
    dismissIssue: () => setSaveIssue(null),
    reset: () => setSummary(null),
  };
}
