import { and, asc, eq } from 'drizzle-orm';
import type { Memory } from '../../../../contracts/my-data';
import { isMemoryKey } from '../../../../domain/tool-registry';
import type { Database } from '../../../db/client';
import { tutorMemory } from '../../../db/schema';
import { badRequest, conflict, notFound } from '../../../lib/http-errors';
import { MEMORY_KEY_MAX } from '../../../../contracts/my-data';
import { MAX_MEMORY_KEYS, saveMemory } from '../../../realtime/memory-store';

export const MEMORY_NOT_FOUND = 'The tutor does not remember that.';

/** A key the tutor could have written (set_memory's rule), or a 404: nothing else can exist. */
export function memoryKey(params: unknown): string {
  const key = (params as { key?: unknown } | undefined)?.key;
  if (typeof key !== 'string' || !isMemoryKey(key) || key.length > MEMORY_KEY_MAX) {
    throw badRequest('key: Memory keys are lowercase words joined by underscores.', 'invalid-request', {
      field: 'key',
    });
  }
  return key;
}

const toMemory = (row: { key: string; value: string; updatedAt: Date }): Memory => ({
  key: row.key,
  value: row.value,
  updatedAt: row.updatedAt.toISOString(),
});

/** The learner's view of the tutor's memory: the same rows, order and bound as loadMemory. */
export function createMemoriesService(db: Database) {
  const mine = (userId: string, key: string) => and(eq(tutorMemory.userId, userId), eq(tutorMemory.key, key));
  return {
    async list(userId: string): Promise<Memory[]> {
      const rows = await db
        .select()
        .from(tutorMemory)
        .where(eq(tutorMemory.userId, userId))
        .orderBy(asc(tutorMemory.updatedAt))
        .limit(MAX_MEMORY_KEYS);
      return rows.map(toMemory);
    },

    async put(userId: string, key: string, value: string, now: Date): Promise<Memory> {
      const problem = await saveMemory(db, userId, key, value, now);
      if (problem) throw conflict(problem, 'memory-full');
      const [row] = await db.select().from(tutorMemory).where(mine(userId, key));
      if (!row) throw notFound(MEMORY_NOT_FOUND);
      return toMemory(row);
    },

    async remove(userId: string, key: string): Promise<void> {
      const deleted = await db
        .delete(tutorMemory)
        .where(mine(userId, key))
        .returning({ key: tutorMemory.key });
      if (deleted.length === 0) throw notFound(MEMORY_NOT_FOUND);
    },

    async clear(userId: string): Promise<number> {
      const deleted = await db
        .delete(tutorMemory)
        .where(eq(tutorMemory.userId, userId))
        .returning({ key: tutorMemory.key });
      return deleted.length;
    },
  };
}
