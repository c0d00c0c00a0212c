import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOCAB_STATUSES } from '../../src/domain/srs';
import { DAY_MS } from '../../src/domain/time';
import type { Server } from '../../src/server/compose';
import { vocabulary, vocabularyCounters } from '../../src/server/db/schema';
import type { ReviewPatch } from '../../src/server/modules/vocabulary/repository';
import { applyReview } from '../../src/server/modules/vocabulary/review-statement';
import { rowFromItem } from '../../src/server/modules/vocabulary/to-item';
import { ENGINES, registerSetUpLearner, startTestServer } from '../support/test-server';

/**
 * The review statement moves the counters itself (the counters trigger skips a review's update),
 * so its arithmetic is a second copy of the trigger's. This holds the two equal on every path a
 * card can take — each status to each status, first and later reviews, due before and after —
 * against the counters counted anew from the cards.
 */
interface Case {
  was: { status: string; timesReviewed: number; correctReviews: number; due: 'past' | 'future' };
  now: { status: string; correct: boolean; due: 'past' | 'future' };
}

const CASES: Case[] = VOCAB_STATUSES.flatMap((wasStatus) =>
  [0, 2].flatMap((timesReviewed) =>
    (['past', 'future'] as const).flatMap((wasDue) =>
      VOCAB_STATUSES.flatMap((status) =>
        (['past', 'future'] as const).map((due) => ({
          was: { status: wasStatus, timesReviewed, correctReviews: timesReviewed === 0 ? 0 : 1, due: wasDue },
          now: { status, correct: status !== 'needs_review', due },
        })),
      ),
    ),
  ),
);

const COUNTED = [
  'learning',
  'mastered',
  'needsReview',
  'total',
  'reviewedWords',
  'timesReviewed',
  'correctReviews',
  'due',
] as const;

describe.each(ENGINES)('review statement and counters trigger on %s', (engine) => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => server.close());

  const at = (when: 'past' | 'future') => new Date(Date.now() + (when === 'past' ? -DAY_MS : DAY_MS));

  async function counters(userId: string) {
    const [row] = await server.database.db
      .select()
      .from(vocabularyCounters)
      .where(eq(vocabularyCounters.userId, userId));
    return Object.fromEntries(COUNTED.map((key) => [key, row?.[key]]));
  }

  async function countedAnew(userId: string) {
    await server.database.db.execute(sql`select vocabulary_counters_rebuild(${userId})`);
    return counters(userId);
  }

  async function cardsFor(userId: string) {
    return server.database.db
      .insert(vocabulary)
      .values(
        CASES.map((c, i) => ({
          userId,
          word: `palabra${i}`,
          translation: `word ${i}`,
          status: c.was.status,
          timesReviewed: c.was.timesReviewed,
          correctReviews: c.was.correctReviews,
          nextReviewDue: at(c.was.due),
        })),
      )
      .returning();
  }

  const patchFor = (card: typeof vocabulary.$inferSelect, c: Case): ReviewPatch => ({
    interval: 3,
    easeFactor: card.easeFactor,
    consecutiveCorrect: c.now.correct ? card.consecutiveCorrect + 1 : 0,
    timesReviewed: card.timesReviewed + 1,
    correctReviews: card.correctReviews + (c.now.correct ? 1 : 0),
    status: c.now.status,
    lastReviewed: new Date(),
    nextReviewDue: at(c.now.due),
    lastReviewResult: c.now.correct ? 'correct' : 'incorrect',
    fsrsStability: null,
    fsrsDifficulty: null,
    fsrsState: null,
    fsrsLapses: null,
    fsrsRetention: null,
  });

  it(`moves the counters as counting anew would, on all ${CASES.length} paths`, async () => {
    const { userId } = await registerSetUpLearner(server.app);
    const cards = await cardsFor(userId);
    await countedAnew(userId);
    const wrong: string[] = [];
    for (const [i, card] of cards.entries()) {
      const c = CASES[i]!;
      const now = new Date();
      const input = {
        userId,
        vocabularyId: card.id,
        reviewId: randomUUID(),
        rating: 'good' as const,
        reviewedAt: now,
        now,
      };
      const updated = await applyReview(
        server.database.db,
        input,
        rowFromItem(card as never),
        patchFor(card, c),
      );
      expect(updated?.status, JSON.stringify(c)).toBe(c.now.status);
      const moved = await counters(userId);
      const exact = await countedAnew(userId);
      if (JSON.stringify(moved) !== JSON.stringify(exact))
        wrong.push(`${JSON.stringify(c)}: ${JSON.stringify(moved)} ≠ ${JSON.stringify(exact)}`);
    }
    expect(wrong).toEqual([]);
  });

  it(`and the trigger moves them the same way for an edit that is not a review, on the same paths`, async () => {
    const { userId } = await registerSetUpLearner(server.app);
    const cards = await cardsFor(userId);
    await countedAnew(userId);
    const wrong: string[] = [];
    for (const [i, card] of cards.entries()) {
      const c = CASES[i]!;
      const {
        fsrsStability: _s,
        fsrsDifficulty: _d,
        fsrsState: _f,
        fsrsLapses: _l,
        fsrsRetention: _r,
        ...plain
      } = patchFor(card, c);
      await server.database.db.update(vocabulary).set(plain).where(eq(vocabulary.id, card.id));
      const moved = await counters(userId);
      const exact = await countedAnew(userId);
      if (JSON.stringify(moved) !== JSON.stringify(exact))
        wrong.push(`${JSON.stringify(c)}: ${JSON.stringify(moved)} ≠ ${JSON.stringify(exact)}`);
    }
    expect(wrong).toEqual([]);
  });
});
