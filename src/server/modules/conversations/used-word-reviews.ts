import { randomUUID } from 'node:crypto';
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { ReviewedWord, SaveConversationRequest } from '../../../contracts/conversations';
import { readSettings } from '../../../contracts/settings';
import { dueWordsUsed, usedWordKeys } from '../../../domain/cards/used-words';
import { DAY_MS } from '../../../domain/time';
import { formatTranscript } from '../../../domain/conversation-record';
import { transcriptTurns } from '../../../domain/extraction/turns';
import { localDateKey } from '../../../domain/streak';
import type { Database } from '../../db/client';
import { vocabulary, vocabularyReviews } from '../../db/schema';

export interface UsedWordReviewDeps {
  db: Database;
  /** Words and their lemmas in a text (the extractor's glossary). */
  lemmasOf: (text: string) => ReadonlySet<string>;
  /** Applies one rating with the flashcards screen's rule and statement. */
  review: (userId: string, cardId: string, reviewId: string, now: Date) => Promise<unknown>;
}

/**
 * Due word cards used correctly in the conversation get a Good review (ADR 0028), at most once a
 * day each, when the learner's setting allows it. Only cards due now are read, and only those
 * whose word could appear in the learner's messages (the (user, lower(word)) index).
 */
export async function reviewUsedWords(
  deps: UsedWordReviewDeps,
  userId: string,
  input: Pick<SaveConversationRequest, 'items' | 'corrections'>,
  learner: { preferences: Record<string, unknown>; timeZone: string },
  now: Date,
): Promise<ReviewedWord[]> {
  const settings = readSettings({ preferences: learner.preferences, dailyGoal: null, dailyTargets: [] });
  if (!settings.reviewUsedWords) return [];
  const turns = transcriptTurns(formatTranscript(input.items));
  const used = { turns, corrections: input.corrections, lemmasOf: deps.lemmasOf };
  const keys = usedWordKeys(used);
  if (keys.length === 0) return [];
  const dueCards = await deps.db
    .select({ id: vocabulary.id, word: vocabulary.word })
    .from(vocabulary)
    .where(
      and(
        eq(vocabulary.userId, userId),
        eq(vocabulary.kind, 'word'),
        lte(vocabulary.nextReviewDue, now),
        inArray(sql`lower(${vocabulary.word})`, keys),
      ),
    );
  if (dueCards.length === 0) return [];
  // "Today" is the learner's calendar day; two days back covers every time zone's today.
  const today = localDateKey(now, learner.timeZone);
  const recent = await deps.db
    .select({ id: vocabularyReviews.vocabularyId, at: vocabularyReviews.reviewedAt })
    .from(vocabularyReviews)
    .where(
      and(
        eq(vocabularyReviews.userId, userId),
        gte(vocabularyReviews.reviewedAt, new Date(now.getTime() - 2 * DAY_MS)),
        inArray(
          vocabularyReviews.vocabularyId,
          dueCards.map((card) => card.id),
        ),
      ),
    );
  const reviewedToday = new Set(
    recent.filter((row) => localDateKey(row.at, learner.timeZone) === today).map((row) => row.id),
  );
  const chosen = dueWordsUsed({ ...used, dueCards, reviewedToday });
  const reviewed: ReviewedWord[] = [];
  for (const card of chosen) {
    await deps.review(userId, card.id, randomUUID(), now);
    reviewed.push({ id: card.id, word: card.word });
  }
  return reviewed;
}
