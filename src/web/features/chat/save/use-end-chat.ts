/**
 * Ending a conversation (product.md#ending-a-conversation, product.md#vocabulary-extraction): save the record with the transcript (extraction runs
 * on the server), record lesson progress in lesson mode, complete the quick-start step, and
 * report save problems with the catalogue text. Every way a conversation can end (End chat,
 * leaving /chat, closing the tab, a dropped connection, going offline) goes through here, once
 * per session client id: the first save is reused by the others, and the server stores a
 * resent client id once.
 */
import { useCallback, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Correction, ExtractionOutcome, ReviewedWord } from '../../../../contracts/conversations';
import type { LessonProgressResponse } from '../../../../contracts/lessons';
import { shouldCompleteFirstConversation } from '../../../../domain/quick-start';
import { NetworkError } from '../../../lib/api-client';
import { RUN_OFFLINE } from '../../../lib/offline/mutation-mode';
import { queueConversation } from '../../../lib/offline/pending-conversations';
import { markQuickStartStep, readQuickStart } from '../../../lib/quick-start-storage';
import { SESSION_QUERY_KEY } from '../../../lib/session';
import { finishLesson, saveConversation } from '../api';
import { sendOnLeave } from './leave-save';
import { buildSaveBody, type ConversationSnapshot, type SaveBody } from './save-body';
import { saveFailureKind } from './save-failure';

export interface ChatSummary {
  /** The saved conversation: cards made from it link back to it. */
  conversationId: string;
  extraction: ExtractionOutcome;
  corrections: Correction[];
  /** Due words used correctly in the conversation, reviewed as Good by the server. */
  reviewedWords: ReviewedWord[];
  /** The server's verdict on the lesson conversation; null outside lessons or when it failed. */
  lesson: LessonProgressResponse | null;
  lessonFailed: boolean;
  quickStartDone: boolean;
}

type Outcome = { summary: ChatSummary } | { issue: string } | null;

function completeQuickStart(body: SaveBody, vocabularyCount: number): boolean {
  const flags = readQuickStart();
  const done = shouldCompleteFirstConversation({
    mode: flags.mode,
    currentStep: flags.currentStep,
    vocabularyCount,
    itemCount: body.items.length,
  });
  if (done) markQuickStartStep('first-conversation');
  return done;
}

export function useEndChat(input: {
  lessonId: string | null;
  online: boolean;
  hasUser: boolean;
  /** A save that failed after the chat was left (e.g. offline), for the screen that remains. */
  onBackgroundIssue?: (issue: string) => void;
}) {
  const queryClient = useQueryClient();
  const [summary, setSummary] = useState<ChatSummary | null>(null);
  const [saveIssue, setSaveIssue] = useState<string | null>(null);
  const [savedEarly, setSavedEarly] = useState(false);
  /** One save per session client id: a promise while it runs, its outcome after. */
  const saves = useRef(new Map<string, Promise<Outcome>>());
  const latest = useRef(input);
  latest.current = input;

  const bodyOf = useCallback(
    (snapshot: ConversationSnapshot) =>
      buildSaveBody(snapshot, {
        hasUser: latest.current.hasUser,
        lessonId: latest.current.lessonId,
        now: new Date(),
      }),
    [],
  );

  const run = useCallback(
    async (body: SaveBody, vocabularyCount: number, attemptId: string | null): Promise<Outcome> => {
      const { lessonId } = latest.current;
      const online = typeof navigator === 'undefined' || navigator.onLine;
      try {
        // Offline there is no point trying: keep it for the sync when the connection returns.
        if (!online) throw new NetworkError('offline');
        const saved = await saveConversation(body);
        let lesson: LessonProgressResponse | null = null;
        let lessonFailed = false;
        if (lessonId && attemptId) {
          try {
            lesson = await finishLesson(lessonId, attemptId);
          } catch {
            lessonFailed = true;
          }
        }
        const quickStartDone = completeQuickStart(body, vocabularyCount);
        // New words, streak and lesson state changed: every screen's data is stale now.
        await queryClient.invalidateQueries({
          predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0],
        });
        await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
        return {
          summary: {
            conversationId: saved.conversation.id,
            extraction: saved.extraction,
            corrections: saved.conversation.corrections,
            reviewedWords: saved.reviewedWords,
            lesson,
            lessonFailed,
            quickStartDone,
          },
        };
      } catch (error) {
        // No connection: the transcript is kept on this device and saved when it returns.
        if (!online || error instanceof NetworkError) void queueConversation(body);
        return { issue: saveFailureKind(error, online && latest.current.online) };
      }
    },
    [queryClient],
  );

  /** Starts (or joins) the one save of this session. */
  const saveOnce = useCallback(
    (snapshot: ConversationSnapshot): Promise<Outcome> | null => {
      const started = snapshot.clientId ? saves.current.get(snapshot.clientId) : undefined;
      if (started) return started;
      const body = bodyOf(snapshot);
      if (!body) return null;
      const promise = run(body, snapshot.vocabulary.length, snapshot.attemptId);
      saves.current.set(body.clientId, promise);
      return promise;
    },
    [bodyOf, run],
  );

  /** The on-screen wait for the session's one save (joined, not repeated, when it already runs). */
  const showing = useMutation({
    ...RUN_OFFLINE,
    mutationFn: (pending: Promise<Outcome>) => pending,
    onMutate: () => setSaveIssue(null),
    onSuccess: (outcome) => {
      if (outcome && 'summary' in outcome) setSummary(outcome.summary);
      if (outcome && 'issue' in outcome) setSaveIssue(outcome.issue);
    },
  });
  const { mutateAsync: show } = showing;

  /** End chat: save (or wait for the save already made), then show the summary. */
  const end = useCallback(
    async (snapshot: ConversationSnapshot) => {
      const pending = saveOnce(snapshot);
      if (pending) await show(pending);
    },
    [saveOnce, show],
  );

  /** A dropped connection or leaving /chat inside the app: save without waiting on screen. */
  const saveInBackground = useCallback(
    async (snapshot: ConversationSnapshot) => {
      const outcome = await saveOnce(snapshot);
      if (outcome && 'summary' in outcome) setSavedEarly(true);
      if (outcome && 'issue' in outcome) {
        setSaveIssue(outcome.issue);
        latest.current.onBackgroundIssue?.(outcome.issue);
      }
    },
    [saveOnce],
  );

  /** The tab is closing (pagehide): nothing can be awaited, so a keep-alive request carries it. */
  const leave = useCallback(
    (snapshot: ConversationSnapshot) => {
      if (!snapshot.clientId || saves.current.has(snapshot.clientId)) return;
      const body = bodyOf(snapshot);
      if (!body) return;
      const online = navigator.onLine;
      if (online) completeQuickStart(body, snapshot.vocabulary.length);
      saves.current.set(body.clientId, Promise.resolve(null));
      if (!online) return void queueConversation(body);
      const { lessonId } = latest.current;
      sendOnLeave(
        body,
        lessonId && snapshot.attemptId ? { id: lessonId, attemptId: snapshot.attemptId } : null,
      );
    },
    [bodyOf],
  );

  return {
    saving: showing.isPending,
    summary,
    saveIssue,
    /** The conversation was saved after a dropped connection, before End chat. */
    savedEarly,
    end,
    saveInBackground,
    leave,
    dismissIssue: () => setSaveIssue(null),
    reset: () => {
      setSummary(null);
      setSavedEarly(false);
    },
  };
}
