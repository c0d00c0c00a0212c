import { inArray, sql } from 'drizzle-orm';
import type { LessonContent } from '../../../content/lessons';
import type { Database } from '../../db/client';
import { lessons } from '../../db/schema';

type LessonRow = typeof lessons.$inferSelect;

const CONTENT_FIELDS = [
  'title',
  'description',
  'order',
  'level',
  'category',
  'duration',
  'objectives',
  'es',
  'vocabulary',
  'grammarPoints',
  'conversationTopics',
  'prerequisites',
  'exercises',
  'isActive',
] as const;

/** JSON with object keys sorted: jsonb gives keys back in its own order, so compare canonically. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const sameContent = (row: LessonRow, lesson: LessonContent): boolean =>
  CONTENT_FIELDS.every((field) => canonical(row[field]) === canonical(lesson[field]));

/**
 * Writes the authored curriculum into the lessons table (product.md#lesson-rules).
 * Idempotent and cheap when nothing changed: one read of the table,
 * then only new or edited lessons are upserted, and lessons no longer authored are deactivated
 * (never deleted: learners' progress refers to them). Returns how many rows it wrote.
 */
export async function seedCurriculum(
  db: Database,
  curriculum: readonly LessonContent[],
  now: Date,
): Promise<number> {
  const stored = new Map((await db.select().from(lessons)).map((row) => [row.id, row]));
  const changed = curriculum.filter((lesson) => {
    const row = stored.get(lesson.id);
    return !row || !sameContent(row, lesson);
  });
  if (changed.length > 0) {
    await db
      .insert(lessons)
      .values(changed.map((lesson) => ({ ...lesson, createdAt: now, updatedAt: now })))
      .onConflictDoUpdate({
        target: lessons.id,
        set: Object.fromEntries([
          ...CONTENT_FIELDS.map((field) => [field, sql.raw(`excluded."${snake(field)}"`)]),
          ['updatedAt', now],
        ]),
      });
  }
  const authored = new Set(curriculum.map((lesson) => lesson.id));
  const retired = [...stored.values()]
    .filter((row) => row.isActive && !authored.has(row.id))
    .map((r) => r.id);
  if (retired.length > 0) {
    await db.update(lessons).set({ isActive: false, updatedAt: now }).where(inArray(lessons.id, retired));
  }
  return changed.length + retired.length;
}

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
