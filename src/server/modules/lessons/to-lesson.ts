import type { LessonDetail, LessonSpanishText, LessonSummary, LessonUnit } from '../../../contracts/lessons';
import type { UnitContent } from '../../../content/lessons/units';
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

/** The learner's state of one lesson. */
export interface LessonState {
  unlocked: boolean;
  testedOut: boolean;
  progress: ProgressRow | undefined;
  bestAttemptScore: number | undefined;
}

const stateOf = (state: LessonState) => ({
  unlocked: state.unlocked,
  completed: state.progress !== undefined,
  testedOut: state.testedOut,
  progress: progressOf(state.progress),
  bestAttemptScore: state.bestAttemptScore ?? null,
});

/** A lesson card: the lesson's short fields plus the learner's state. */
export function toSummary(row: SummaryRow, state: LessonState): LessonSummary {
  return { ...row, ...stateOf(state) };
}

/** The whole lesson for lesson mode, with the learner's state. */
export function toDetail(row: LessonRow & { level: Level }, state: LessonState): LessonDetail {
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
    ...stateOf(state),
    vocabulary: row.vocabulary,
    grammarPoints: row.grammarPoints,
    conversationTopics: row.conversationTopics,
    exercises: row.exercises,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The units of the listed lessons, each naming only its listed lessons; a unit left empty is dropped. */
export function toUnits(
  units: readonly UnitContent[],
  listed: readonly Pick<SummaryRow, 'id'>[],
): LessonUnit[] {
  const ids = new Set(listed.map((lesson) => lesson.id));
  return units.flatMap((unit) => {
    const lessonIds = unit.lessonIds.filter((id) => ids.has(id));
    if (lessonIds.length === 0) return [];
    const { id, level, order, en, es } = unit;
    return [{ id, level, order, title: en.title, goal: en.goal, es, lessonIds }];
  });
}
