/** What the tutor needs to know about the learner when a session opens. */
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { findLesson } from '../../../content/lessons';
import { isUnlocked, placementLevel, unlockingIds } from '../../../domain/lessons';
import { isLevel } from '../../../domain/levels';
import { DIFFICULTIES, SETTINGS_DEFAULTS, VOICE_INPUTS } from '../../../domain/settings';
import { IMPROVEMENT_GOAL_IDS } from '../../../domain/onboarding/options';
import type { SessionProfile } from '../../adapters/realtime/types';
import type { Database } from '../../db/client';
import { lessonProgress, lessons, users, vocabulary } from '../../db/schema';
import { loadMemory } from '../../realtime/memory-store';
import { CORRECTION_KINDS, type CorrectionKind } from '../../../content/tutor/correction-kinds';
import { createMistakeRepository } from '../mistakes/repository';
import { createMistakeService } from '../mistakes/service';
import { createAttemptsRepository } from '../lessons/attempts-repository';

const SPEEDS = ['slow', 'normal', 'fast'] as const;

/** A kind of mistake to practise, from the connection's `focus` parameter ('other' is no focus). */
export function focusKindOf(value: string | undefined): CorrectionKind | null {
  return CORRECTION_KINDS.find((kind) => kind === value && kind !== 'other') ?? null;
}

/**
 * Level (default A1, product.md#lesson-rules), interests, voice speed, memory, the lesson, if any, and the
 * learner's recurring mistakes; a focus kind only outside lessons (a lesson has its own point).
 */
export async function loadSessionProfile(
  db: Database,
  userId: string,
  lessonId: string | undefined,
  focus?: string,
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
  const lesson = lessonId ? (findLesson(lessonId) ?? null) : null;
  const now = new Date();
  return {
    userId,
    level: isLevel(row?.level) ? row.level : 'A1',
    interests: row?.interests ?? [],
    memory: await loadMemory(db, userId),
    lesson,
    voiceSpeed: SPEEDS.find((s) => s === speed) ?? 'normal',
    uiLanguage: language === 'es' ? 'es' : 'en',
    difficulty: DIFFICULTIES.find((d) => d === row?.preferences?.difficulty) ?? SETTINGS_DEFAULTS.difficulty,
    goals: IMPROVEMENT_GOAL_IDS.filter((goal) => row?.goals.includes(goal)),
    dueWords: await dueWords(db, userId, now),
    voiceInput:
      VOICE_INPUTS.find((input) => input === row?.preferences?.voiceInput) ?? SETTINGS_DEFAULTS.voiceInput,
    recurringKinds: await createMistakeService(createMistakeRepository(db)).recurring(userId, now),
    focusKind: lesson ? null : focusKindOf(focus),
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
