/** What the tutor needs to know about the learner when a session opens. */
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { findLesson } from '../../../content/lessons';
import { isUnlocked, placementLevel, unlockingIds } from '../../../domain/lessons';
import { isLevel } from '../../../domain/levels';
import { DIFFICULTIES, SETTINGS_DEFAULTS } from '../../../domain/settings';
import { IMPROVEMENT_GOAL_IDS } from '../../../domain/onboarding/options';
import type { SessionProfile } from '../../adapters/realtime/types';
import type { Database } from '../../db/client';
import { lessonProgress, lessons, users, vocabulary } from '../../db/schema';
import { loadMemory } from '../../realtime/memory-store';
import { createAttemptsRepository } from '../lessons/attempts-repository';

const SPEEDS = ['slow', 'normal', 'fast'] as const;

/** Level (default A1, product.md#lesson-rules), interests, voice speed, memory and the lesson, if any. */
export async function loadSessionProfile(
  db: Database,
  userId: string,
  lessonId: string | undefined,
): Promise<SessionProfile> {
  const [row] = await db
    .select({
      level: users.proficiencyLevel,
      interests: users.interests,
      preferences: users.preferences,
      goals: users.improvementGoals,
    })
    .from(users)
    .where(eq(users.uid, userId))
    .limit(1);
  const speed = row?.preferences?.voiceSpeed;
  const language = row?.preferences?.language;
  return {
    userId,
    level: isLevel(row?.level) ? row.level : 'A1',
    interests: row?.interests ?? [],
    memory: await loadMemory(db, userId),
    lesson: lessonId ? (findLesson(lessonId) ?? null) : null,
    voiceSpeed: SPEEDS.find((s) => s === speed) ?? 'normal',
    uiLanguage: language === 'es' ? 'es' : 'en',
    difficulty: DIFFICULTIES.find((d) => d === row?.preferences?.difficulty) ?? SETTINGS_DEFAULTS.difficulty,
    goals: IMPROVEMENT_GOAL_IDS.filter((goal) => row?.goals.includes(goal)),
    dueWords: await dueWords(db, userId, new Date()),
  };
}

/** Words the tutor brings up in a session: the learner's five most overdue flashcards. */
export const SESSION_DUE_WORDS = 5;

function dueWords(db: Database, userId: string, now: Date) {
  return db
    .select({ word: vocabulary.word, translation: vocabulary.translation })
    .from(vocabulary)
    .where(and(eq(vocabulary.userId, userId), lte(vocabulary.nextReviewDue, now)))
    .orderBy(asc(vocabulary.nextReviewDue))
    .limit(SESSION_DUE_WORDS);
}

/**
 * Whether a lesson session must be refused: the lesson exists but the learner has not completed
 * all its prerequisites (product.md#lesson-rules; Locked lessons cannot be
 * started), counting lessons below the learner's assessed level as tested out. An unknown lesson
 * is not "locked": the session simply runs without one.
 */
export async function isLessonLocked(db: Database, userId: string, lessonId: string): Promise<boolean> {
  const [[lesson], done, assessed] = await Promise.all([
    db
      .select({ id: lessons.id, prerequisites: lessons.prerequisites })
      .from(lessons)
      .where(eq(lessons.id, lessonId))
      .limit(1),
    db
      .select({ lessonId: lessonProgress.lessonId })
      .from(lessonProgress)
      .where(eq(lessonProgress.userId, userId)),
    createAttemptsRepository(db).assessedLevels(userId),
  ]);
  if (!lesson) return false;
  const before =
    lesson.prerequisites.length === 0
      ? []
      : await db
          .select({ id: lessons.id, level: lessons.level })
          .from(lessons)
          .where(inArray(lessons.id, lesson.prerequisites));
  const open = unlockingIds(
    before.flatMap((row) => (isLevel(row.level) ? [{ id: row.id, level: row.level }] : [])),
    done.map((row) => row.lessonId),
    placementLevel(assessed),
  );
  return !isUnlocked({ prerequisites: lesson.prerequisites }, open);
}
