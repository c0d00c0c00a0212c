import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyReview as schedule, type Rating } from '../../src/domain/srs';
import { vocabulary, vocabularyCounters } from '../../src/server/db/schema';
import { poolOf } from '../../src/server/db/pool-of';
import type { Server } from '../../src/server/compose';
import { applyReviewWith, type Client } from '../../src/server/modules/vocabulary/review-statement';
import { fsrsColumns, toSrsState, type VocabularyRow } from '../../src/server/modules/vocabulary/to-item';
import { registerSetUpLearner, startTestServer } from '../support/test-server';

const DAY_MS = 24 * 60 * 60 * 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A review moves its learner's counters in its own statement (migration 0011, ADR 0012), while
 * the other writers count the cards that fell due since the counters' due_at. These hold the two
 * to each other when they meet, in the order where it matters, on PostgreSQL (the embedded
 * database runs one transaction at a time, so the two cannot overlap there).
 */
describe('review statement and counters trigger, side by side on postgres', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer('postgres');
  });
  afterAll(async () => server.close());

  /** The counters' due figure, and the cards actually due at its due_at. */
  async function dueAgainstCount(userId: string) {
    const { db } = server.database;
    const [counters] = await db
      .select()
      .from(vocabularyCounters)
      .where(eq(vocabularyCounters.userId, userId));
    const { rows } = await poolOf(db).query(
      'select count(*)::int as due from vocabulary where user_id = $1 and next_review_due <= $2',
      [userId, counters!.dueAt],
    );
    const { due } = rows[0] as { due: number };
    return { counted: counters!.due, actual: due };
  }

  /**
   * Two cards added at once, so the counters' due_at is the moment of adding; the first falls due
   * 300 ms later (not among the counted, yet due when a later write counts), the other in a day.
   */
  async function addCardsOneFallingDue(userId: string, [first, second]: [string, string]) {
    const added = Date.now();
    const [fallsDue, other] = await server.database.db
      .insert(vocabulary)
      .values([
        { userId, word: first, translation: first, nextReviewDue: new Date(added + 300) },
        { userId, word: second, translation: second, nextReviewDue: new Date(added + DAY_MS) },
      ])
      .returning();
    await sleep(600);
    return { fallsDue: fallsDue as VocabularyRow, other: other!, later: new Date(added + 2 * DAY_MS) };
  }

  /** The review statement for `card` on `client`, as the service would run it; and its schedule. */
  function review(client: Client, userId: string, card: VocabularyRow, rating: Rating) {
    const now = new Date();
    const next = schedule(toSrsState(card), rating, now);
    const input = { userId, vocabularyId: card.id, reviewId: randomUUID(), rating, reviewedAt: now, now };
    return {
      next,
      applied: applyReviewWith(client, input, card, {
        ...next,
        ...fsrsColumns(null),
        lastReviewResult: rating,
      }),
    };
  }

  /** Whether `promise` is still waiting after 300 ms (held by a lock). */
  const stillWaiting = async (promise: Promise<unknown>) =>
    (await Promise.race([promise.then(() => 'done'), sleep(300).then(() => 'waiting')])) === 'waiting';

  it('a card that fell due since due_at, reviewed while another write counts: counted once, as it is now', async () => {
    const who = await registerSetUpLearner(server.app);
    const { db } = server.database;
    const { fallsDue, other, later } = await addCardsOneFallingDue(who.userId, ['reloj', 'mesa']);
    // The review holds the card and the counters row, uncommitted...
    const connection = await poolOf(db).connect();
    try {
      await connection.query('begin');
      const { next, applied } = review(connection, who.userId, fallsDue, 'easy');
      expect((await applied)?.nextReviewDue).toBe(next.nextReviewDue.toISOString());
      // ...while another write of the learner's (a card rescheduled) fires the trigger, which counts.
      const otherWrite = db
        .update(vocabulary)
        .set({ nextReviewDue: later })
        .where(eq(vocabulary.id, other.id));
      expect(await stillWaiting(otherWrite)).toBe(true);
      await connection.query('commit');
      await otherWrite;
    } finally {
      connection.release();
    }
    // The reviewed card is no longer due: counted neither by the trigger's count nor the review.
    const { counted, actual } = await dueAgainstCount(who.userId);
    expect(actual).toBe(0);
    expect(counted).toBe(actual);
  });

  it('a review after another write moved due_at counts its card against the new due_at', async () => {
    const who = await registerSetUpLearner(server.app);
    const { db } = server.database;
    const { fallsDue, other, later } = await addCardsOneFallingDue(who.userId, ['silla', 'puerta']);
    // The other write holds the counters row, having counted the card that fell due...
    const writer = await poolOf(db).connect();
    try {
      await writer.query('begin');
      await writer.query('update vocabulary set next_review_due = $1 where id = $2', [later, other.id]);
      // ...while the card is reviewed: the review waits for the row, then counts against its due_at.
      const { applied } = review(poolOf(db), who.userId, fallsDue, 'good');
      expect(await stillWaiting(applied)).toBe(true);
      await writer.query('commit');
      expect(await applied).toBeDefined();
    } finally {
      writer.release();
    }
    const { counted, actual } = await dueAgainstCount(who.userId);
    expect(actual).toBe(0);
    expect(counted).toBe(actual);
  });

  it('a review of a learner whose counters row is missing counts the row anew', async () => {
    const who = await registerSetUpLearner(server.app);
    const { db } = server.database;
    const [card] = await db
      .insert(vocabulary)
      .values({
        userId: who.userId,
        word: 'vaso',
        translation: 'glass',
        nextReviewDue: new Date(Date.now() - DAY_MS),
      })
      .returning();
    await db.delete(vocabularyCounters).where(eq(vocabularyCounters.userId, who.userId));
    await review(poolOf(db), who.userId, card as VocabularyRow, 'again').applied;
    const [counters] = await db
      .select()
      .from(vocabularyCounters)
      .where(eq(vocabularyCounters.userId, who.userId));
    expect(counters).toMatchObject({ total: 1, reviewedWords: 1, timesReviewed: 1, correctReviews: 0 });
    const { counted, actual } = await dueAgainstCount(who.userId);
    expect(counted).toBe(actual);
  });
});
