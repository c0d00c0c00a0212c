import { z } from 'zod';
import { LEVELS, type Level } from '../../domain/levels';
import { lessonId } from '../../domain/lessons';
import { PARTS_OF_SPEECH } from '../glossary/types';

/** Lesson ids have the form lesson-{level lowercase}-{order} (product.md#lesson-rules). */
export const LESSON_ID_PATTERN = /^lesson-(a0|a1|a2|b1|b2|c1|c2)-(\d+)$/;

export const LESSON_CATEGORIES = ['Grammar', 'Conversation'] as const;

export const EXERCISE_TYPES = [
  'conversation',
  'roleplay',
  'vocabulary',
  'grammar',
  'listening',
  'translation',
] as const;

/** Seed durations run from 15 to 40 minutes (product.md#limits). */
export const MIN_LESSON_MINUTES = 15;
export const MAX_LESSON_MINUTES = 40;

/** The id a lesson must carry given its level and its position within that level. */
export function lessonIdFor(level: Level, order: number): string {
  return lessonId(level, order);
}

const nonEmpty = z.string().trim().min(1);

/**
 * A target expression: as the learner should say it, its English meaning, and its part of speech
 * in the glossary's terms (`phrase` for anything of more than one word that works as a unit).
 */
const vocabularyItemSchema = z.object({
  spanish: nonEmpty,
  english: nonEmpty,
  partOfSpeech: z.enum(PARTS_OF_SPEECH),
});

/** The learner-facing text in Spanish, shown when the UI language is Spanish. */
const lessonSpanishSchema = z.object({
  title: nonEmpty,
  description: nonEmpty,
  objectives: z.array(nonEmpty).min(3),
});

const exerciseSchema = z.object({
  type: z.enum(EXERCISE_TYPES),
  content: nonEmpty,
  instructions: nonEmpty,
});

/** One authored lesson as stored in the content files, before per-user data is added. */
export const lessonSchema = z
  .object({
    id: z.string().regex(LESSON_ID_PATTERN),
    title: nonEmpty,
    description: nonEmpty,
    order: z.number().int().positive(),
    level: z.enum(LEVELS),
    category: z.enum(LESSON_CATEGORIES),
    duration: z.number().int().min(MIN_LESSON_MINUTES).max(MAX_LESSON_MINUTES),
    objectives: z.array(nonEmpty).min(3),
    // English stays the default and the spec's text; this is what the Spanish UI shows.
    es: lessonSpanishSchema,
    vocabulary: z.array(vocabularyItemSchema).min(6),
    grammarPoints: z.array(nonEmpty).min(1),
    // In English: they tell the tutor what to talk about, not what the learner reads.
    conversationTopics: z.array(nonEmpty).min(2),
    prerequisites: z.array(z.string().regex(LESSON_ID_PATTERN)),
    exercises: z.array(exerciseSchema).min(2),
    isActive: z.boolean(),
  })
  .superRefine((lesson, ctx) => {
    // The id is derived, so a copy-pasted lesson with a stale id must not slip through.
    if (lesson.id !== lessonIdFor(lesson.level, lesson.order)) {
      ctx.addIssue({
        code: 'custom',
        path: ['id'],
        message: `id ${lesson.id} does not match level ${lesson.level} and order ${lesson.order}`,
      });
    }
    if (lesson.es.objectives.length !== lesson.objectives.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['es', 'objectives'],
        message: `the Spanish version has ${lesson.es.objectives.length} objectives, the English one ${lesson.objectives.length}`,
      });
    }
    if (lesson.prerequisites.includes(lesson.id)) {
      ctx.addIssue({ code: 'custom', path: ['prerequisites'], message: 'a lesson cannot require itself' });
    }
  });

export type LessonContent = z.infer<typeof lessonSchema>;

/** What reading a lesson's targets needs of each: the text, not its part of speech. */
export interface TargetText {
  spanish: string;
  english: string;
}

/** A lesson as the scorer and the course count read it. */
export interface LessonTargets {
  vocabulary: readonly TargetText[];
}
