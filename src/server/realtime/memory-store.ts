/** The tutor's memory of a learner (set_memory), kept per user across sessions (tutor_memory). */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { MEMORY_KEY_MAX, MEMORY_VALUE_MAX } from '../../contracts/my-data';
import { isMemoryKey } from '../../domain/tool-registry';
import type { Database } from '../db/client';
import { tutorMemory } from '../db/schema';

/** Bounds, so a runaway model cannot fill the table or the next session's prompt. */
export const MAX_MEMORY_KEYS = 50;

/** Every remembered fact of a learner, oldest first. */
export async function loadMemory(db: Database, userId: string): Promise<Record<string, string>> {
  const rows = await db
    .select({ key: tutorMemory.key, value: tutorMemory.value })
    .from(tutorMemory)
    .where(eq(tutorMemory.userId, userId))
    .orderBy(asc(tutorMemory.updatedAt))
    .limit(MAX_MEMORY_KEYS);
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

/** Why a set_memory call was not stored, or null when it was. */
export async function saveMemory(
  db: Database,
  userId: string,
  key: unknown,
  value: unknown,
  now: Date = new Date(),
): Promise<string | null> {
  if (typeof key !== 'string' || !isMemoryKey(key) || key.length > MEMORY_KEY_MAX)
    return 'Memory keys are lowercase words joined by underscores.';
  if (typeof value !== 'string' || value.trim() === '') return 'A memory value must be non-empty text.';
  const text = value.trim().slice(0, MEMORY_VALUE_MAX);
  // Count and insert under a per-learner lock, in one transaction: checked in separate
  // statements without it, 120 concurrent writes all saw fewer than 50 facts and stored 120.
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`tutor-memory:${userId}`}, 0))`);
    const existing = await tx
      .select({ key: tutorMemory.key })
      .from(tutorMemory)
      .where(and(eq(tutorMemory.userId, userId), eq(tutorMemory.key, key)))
      .limit(1);
    if (existing.length === 0) {
      const [total] = await tx.select({ n: count() }).from(tutorMemory).where(eq(tutorMemory.userId, userId));
      if ((total?.n ?? 0) >= MAX_MEMORY_KEYS) return 'The tutor already remembers as much as it can.';
    }
    await tx
      .insert(tutorMemory)
      .values({ userId, key, value: text, updatedAt: now })
      .onConflictDoUpdate({
        target: [tutorMemory.userId, tutorMemory.key],
        set: { value: text, updatedAt: now },
      });
    return null;
  });
}
