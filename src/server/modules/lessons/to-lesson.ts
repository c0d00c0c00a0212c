import type { LessonDetail, LessonSpanishText, LessonSummary } from '../../../contracts/lessons';
import type { Level } from '../../../domain/levels';
import type { LessonRow, ProgressRow } from './repository';

export interface SummaryRow {
  id: string;
  title: string;
  description: string;
  order: number;
  level: Level;
  category: string;
  duration: number;
  objectives: string[];
  es: LessonSpanishText | null;
  vocabularyCount: number;
  prerequisites: string[];
  isActive: boolean;
}

const progressOf = (row: ProgressRow | undefined) =>
  row ? { completedAt: row.completedAt.toISOString(), timeSpent: row.timeSpent, score: row.score } : null;

/** A lesson card: the lesson's short fields plus the learner's unlocked/completed state. */
export function toSummary(
  row: SummaryRow,
  unlocked: boolean,
  progress: ProgressRow | undefined,
): LessonSummary {
  return { ...row, unlocked, completed: progress !== undefined, progress: progressOf(progress) };
}

/** The whole lesson for lesson mode, with the learner's state. */
export function toDetail(
  row: LessonRow & { level: Level },
  unlocked: boolean,
  progress: ProgressRow | undefined,
): LessonDetail {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    order: row.order,
    level: row.level,
    category: row.category,
    duration: row.duration,
    objectives: row.objectives,
    es: row.es,
    vocabularyCount: row.vocabulary.length,
    prerequisites: row.prerequisites,
    isActive: row.isActive,
    unlocked,
    completed: progress !== undefined,
    progress: progressOf(progress),
    vocabulary: row.vocabulary,
    grammarPoints: row.grammarPoints,
    conversationTopics: row.conversationTopics,
    exercises: row.exercises,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
