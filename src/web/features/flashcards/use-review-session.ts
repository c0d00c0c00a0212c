import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VocabularyItem } from '../../../contracts/vocabulary';
import { REVIEW_SYNC_WHEN_ONLINE } from '../../../domain/error-messages';
import { mergeCardReview } from '../../../domain/card-schedule';
import type { Rating } from '../../../domain/srs';
import { ApiError, NetworkError } from '../../lib/api-client';
import { queueOfflineReview } from '../../lib/offline/pending-reviews';
import { cacheVocabulary, readCachedVocabulary } from '../../lib/offline/cache';
import { useOnlineStatus } from '../../lib/offline/use-online-status';
import { isOnQuickStartStep, markQuickStartStep, readQuickStart } from '../../lib/quick-start-storage';
import { SESSION_QUERY_KEY } from '../../lib/session';
import { DUE_QUERY_KEY, fetchDueCards, newReviewId, postReview } from './api';
import { dueFromCache, scheduledCardOf } from './srs-view';
import { RUN_OFFLINE } from '../../lib/offline/mutation-mode';
import { afterAnswer, isPracticeCard, startQueue, type ReviewQueue } from './review-queue';

export interface SessionState extends ReviewQueue<VocabularyItem> {
  /** Started from the offline cache. */
  fromCache: boolean;
  /** Quick-start mode when the session began: decides the Continue Quick Start button. */
  quickStart: boolean;
}

export type SessionPhase = 'loading' | 'error' | 'empty' | 'offline-empty' | 'reviewing' | 'complete';
export type SessionNotice = 'not-found' | 'save-failed' | null;

function startSession(cards: VocabularyItem[], fromCache: boolean): SessionState {
  return { ...startQueue(cards), fromCache, quickStart: readQuickStart().mode };
}

/**
 * product.md#offline only logs 'Review will sync when online'; we keep the answer: it is queued with
 * its review id and answer time, and the card is rescheduled locally with the shared rules so
 * the cached queue stays right until the server has it.
 */
async function reviewOffline(card: VocabularyItem, rating: Rating, reviewId = newReviewId()): Promise<void> {
  const now = new Date();
  console.info(REVIEW_SYNC_WHEN_ONLINE);
  await queueOfflineReview({
    reviewId,
    vocabularyId: card.id,
    rating,
    reviewedAt: now.toISOString(),
    seq: now.getTime(),
  });
  const { srs: next, fsrs } = mergeCardReview(scheduledCardOf(card), rating, now);
  cacheVocabulary([
    {
      ...card,
      ...next,
      fsrs,
      lastReviewed: now.toISOString(),
      nextReviewDue: next.nextReviewDue.toISOString(),
      updatedAt: now.toISOString(),
    },
  ]);
}

/** One review session: due cards loaded once, flipped and rated one by one (product.md#flashcards, product.md#connection, product.md#dashboard-figures). */
export function useReviewSession(userId: string) {
  const online = useOnlineStatus();
  const queryClient = useQueryClient();
  const due = useQuery({ queryKey: DUE_QUERY_KEY, queryFn: fetchDueCards, enabled: online, gcTime: 0 });
  const [session, setSession] = useState<SessionState | null>(null);
  const [flipped, setFlipped] = useState(false);
  const [notice, setNotice] = useState<SessionNotice>(null);
  // A ref beside the mutation's state: two key presses in one frame must not both start a save.
  const savingRef = useRef(false);
  // The review id of a rating that failed, reused for the retry so the server applies it once.
  const pending = useRef<{ cardId: string; reviewId: string } | null>(null);

  // The session is a snapshot: later refetches never reshuffle the cards under the learner.
  useEffect(() => {
    if (session) return;
    if (online && due.data) {
      cacheVocabulary(due.data);
      setSession(startSession(due.data, false));
    } else if (!online) {
      setSession(startSession(dueFromCache(readCachedVocabulary(userId), new Date()), true));
    }
  }, [session, online, due.data, userId]);

  const card = session ? session.cards[session.index] : undefined;
  // A card rated Again shown once more at the end: answered, but nothing is recorded.
  const practice = session ? isPracticeCard(session) : false;

  const advance = useCallback(
    (rating: Rating | null) => {
      pending.current = null;
      setFlipped(false);
      setSession((s) => {
        if (!s) return s;
        const next = { ...s, ...afterAnswer(s, rating) };
        if (next.index >= next.cards.length) {
          // After the last card the figures elsewhere are stale (product.md#ending-a-conversation).
          void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
          void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
        }
        return next;
      });
    },
    [queryClient],
  );

  /** Saves one rating (online, or queued offline); the card advances once the answer is kept. */
  const saveRating = useMutation({
    ...RUN_OFFLINE,
    mutationFn: async ({ card: rated, rating }: { card: VocabularyItem; rating: Rating }) => {
      if (!online) return reviewOffline(rated, rating);
      const reviewId = pending.current?.cardId === rated.id ? pending.current.reviewId : newReviewId();
      pending.current = { cardId: rated.id, reviewId };
      try {
        cacheVocabulary([
          await postReview(rated.id, { rating, reviewId, reviewedAt: new Date().toISOString() }),
        ]);
      } catch (error) {
        // The connection dropped while saving: keep the answer, with the same review id.
        if (!(error instanceof NetworkError)) throw error;
        await reviewOffline(rated, rating, reviewId);
      }
    },
    onMutate: () => setNotice(null),
    onSuccess: (_done, { rating }) => {
      if (isOnQuickStartStep('vocabulary-review')) markQuickStartStep('vocabulary-review');
      advance(rating);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 404) {
        setNotice('not-found');
        advance(null);
      } else setNotice('save-failed');
    },
    onSettled: () => {
      savingRef.current = false;
    },
  });
  const { mutateAsync } = saveRating;

  const rate = useCallback(
    async (rating: Rating) => {
      // product.md#ending-a-conversation: nothing happens while a rating is being saved or without a card.
      if (!card || !flipped || savingRef.current) return;
      if (practice) {
        advance(rating);
        return;
      }
      savingRef.current = true;
      await mutateAsync({ card, rating }).catch(() => undefined);
    },
    [card, flipped, practice, advance, mutateAsync],
  );

  const restart = useCallback(() => {
    setNotice(null);
    setFlipped(false);
    setSession(null);
    // Drop the old answer first, or the effect above would restart on the cards just reviewed.
    void queryClient.resetQueries({ queryKey: DUE_QUERY_KEY });
  }, [queryClient]);

  let phase: SessionPhase;
  if (session) {
    if (session.cards.length === 0) phase = session.fromCache ? 'offline-empty' : 'empty';
    else phase = session.index >= session.cards.length ? 'complete' : 'reviewing';
  } else phase = due.isError ? 'error' : 'loading';

  // After the last card, ask again what is due: Review Again is offered only when cards remain.
  const remaining = useQuery({
    queryKey: [...DUE_QUERY_KEY, 'remaining'],
    queryFn: fetchDueCards,
    enabled: online && phase === 'complete',
    gcTime: 0,
  });
  const cardsRemain =
    phase === 'complete' &&
    (online
      ? (remaining.data?.length ?? 0) > 0
      : dueFromCache(readCachedVocabulary(userId), new Date()).length > 0);

  return {
    phase,
    session,
    card,
    practice,
    flipped,
    saving: saveRating.isPending,
    notice,
    online,
    cardsRemain,
    flip: () => setFlipped((f) => !f),
    rate,
    restart,
    retryLoad: () => void due.refetch(),
    dismissNotice: () => setNotice(null),
  };
}

export type ReviewSession = ReturnType<typeof useReviewSession>;
