import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { replayReviews, type FsrsMemory, type PastReview } from '../../../domain/fsrs-scheduler';
import type { Scheduler } from '../../../domain/scheduler-choice';
import { isRating, newSrsState } from '../../../domain/srs';
import type { Database } from '../../db/client';
import { vocabulary, vocabularyReviews } from '../../db/schema';
import { fsrsColumns } from './to-item';

/** Cards per update statement: one statement's JSON stays small, and the request thread free. */
const CHUNK = 500;
/**
 * Rounds of deriving memory states: a card reviewed between the read of its history and the write
 * keeps no stale memory (the write is guarded on its review count) and is derived again.
 */
const ROUNDS = 3;

/** Every review of the given cards, by card, in no particular order. */
async function historyOf(
  db: Database,
  userId: string,
  ids: readonly string[],
): Promise<Map<string, PastReview[]>> {
  const byCard = new Map<string, PastReview[]>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await db
      .select({
        id: vocabularyReviews.vocabularyId,
        rating: vocabularyReviews.rating,
        at: vocabularyReviews.reviewedAt,
      })
      .from(vocabularyReviews)
      .where(
        and(
          eq(vocabularyReviews.userId, userId),
          inArray(vocabularyReviews.vocabularyId, ids.slice(i, i + CHUNK)),
        ),
      );
    for (const row of rows) {
      if (!isRating(row.rating)) continue;
      const list = byCard.get(row.id) ?? [];
      list.push({ rating: row.rating, reviewedAt: row.at });
      byCard.set(row.id, list);
    }
  }
  return byCard;
}

/** Writes memory states to cards still classic and still at the review count they were derived from. */
async function writeMemories(
  db: Database,
  userId: string,
  memories: readonly { id: string; timesReviewed: number; memory: FsrsMemory }[],
): Promise<void> {
  for (let i = 0; i < memories.length; i += CHUNK) {
    const batch = memories.slice(i, i + CHUNK).map(({ id, timesReviewed, memory }) => ({
      id,
      timesReviewed,
      ...fsrsColumns(memory),
    }));
    // Only FSRS columns change, so the counters trigger does not fire: the counters stay as they are.
    await db.execute(sql`
      update vocabulary v set
        fsrs_stability = (x->>'fsrsStability')::float8, fsrs_difficulty = (x->>'fsrsDifficulty')::float8,
        fsrs_state = (x->>'fsrsState')::integer, fsrs_lapses = (x->>'fsrsLapses')::integer,
        fsrs_retention = (x->>'fsrsRetention')::float8
      from jsonb_array_elements(${JSON.stringify(batch)}::jsonb) as x
      where v.user_id = ${userId} and v.id = (x->>'id')::uuid
        and v.times_reviewed = (x->>'timesReviewed')::integer and v.fsrs_state is null`);
  }
}

/**
 * Puts a learner's cards under the scheduler they chose (ADR 0030). Classic: every card drops its
 * FSRS memory and goes on from its interval and ease, which FSRS kept filled. FSRS: cards already
 * under FSRS take the new retention; every other card gets the memory state its review history
 * implies (no history: a new card). Due dates stay as they are: a switch neither floods the
 * review queue nor hides cards that are due.
 */
export async function applySchedulerChoice(
  db: Database,
  userId: string,
  choice: { scheduler: Scheduler; desiredRetention: number },
): Promise<void> {
  const mine = eq(vocabulary.userId, userId);
  if (choice.scheduler === 'classic') {
    await db
      .update(vocabulary)
      .set(fsrsColumns(null))
      .where(and(mine, isNotNull(vocabulary.fsrsState)));
    return;
  }
  const retention = choice.desiredRetention;
  await db
    .update(vocabulary)
    .set({ fsrsRetention: retention })
    .where(
      and(
        mine,
        isNotNull(vocabulary.fsrsState),
        sql`${vocabulary.fsrsRetention} is distinct from ${retention}`,
      ),
    );
  for (let round = 0; round < ROUNDS; round += 1) {
    const cards = await db
      .select({ id: vocabulary.id, createdAt: vocabulary.createdAt, timesReviewed: vocabulary.timesReviewed })
      .from(vocabulary)
      .where(and(mine, isNull(vocabulary.fsrsState)));
    if (cards.length === 0) return;
    const history = await historyOf(
      db,
      userId,
      cards.map((card) => card.id),
    );
    const memories = cards.map((card) => ({
      id: card.id,
      timesReviewed: card.timesReviewed,
      memory: replayReviews(newSrsState(card.createdAt), history.get(card.id) ?? [], retention).memory,
    }));
    await writeMemories(db, userId, memories);
  }
}
