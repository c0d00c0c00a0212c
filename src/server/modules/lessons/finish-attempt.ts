import type { LessonProgressResponse } from '../../../contracts/lessons';
import { LESSON_PASS_SCORE, MIN_LESSON_TURNS, lessonVerdict } from '../../../domain/lesson-completion';
import { HttpError } from '../../lib/http-errors';
import { settleAttempt } from '../../realtime/lesson-recorder';
import type { AttemptsRepository } from './attempts-repository';
import type { LessonRow, LessonsRepository, ProgressRow } from './repository';

export const ATTEMPT_NOT_FOUND =
  'This lesson conversation was not found. Start the lesson again from the Lessons page.';

/**
 * Scores an attempt from what the server recorded, keeps its score, and writes the lesson's
 * record when the attempt met the lesson (time added once, however often the end is sent).
 */
export async function finishAttempt(
  deps: { repo: LessonsRepository; attempts: AttemptsRepository },
  input: { userId: string; lesson: LessonRow; attemptId: string; progress: ProgressRow | undefined },
): Promise<{ recorded: boolean; response: LessonProgressResponse }> {
  const { repo, attempts } = deps;
  const { userId, lesson } = input;
  const id = input.attemptId.toLowerCase();
  // The last turns may still be on their way to the database.
  await settleAttempt(id);
  const attempt = await attempts.find(id, userId);
  if (!attempt || attempt.lessonId !== lesson.id)
    throw new HttpError(404, ATTEMPT_NOT_FOUND, 'attempt-not-found');

  const items = lesson.vocabulary.map((item) => item.spanish);
  const used = items.filter((item) => attempt.itemsUsed.includes(item));
  const verdict = lessonVerdict({
    itemsTotal: items.length,
    itemsUsed: used.length,
    grammarUsed: attempt.grammarUsed,
    learnerTurns: attempt.learnerTurns,
  });
  const newSeconds = Math.max(0, attempt.studySeconds - attempt.countedSeconds);
  // The record as the caller read it; replaced by the one written when this attempt completes.
  let progress = input.progress;
  if (verdict.completed) {
    progress = await repo.recordCompletion({
      userId,
      lessonId: lesson.id,
      score: verdict.score,
      timeSpent: newSeconds,
      now: new Date(),
    });
  }
  await attempts.scored(id, userId, {
    score: verdict.score,
    countedSeconds: verdict.completed ? attempt.studySeconds : attempt.countedSeconds,
  });
  const best = (await attempts.bestScores(userId)).get(lesson.id) ?? verdict.score;
  return {
    recorded: verdict.completed,
    response: {
      score: verdict.score,
      bestScore: Math.max(best, progress?.score ?? 0),
      completed: progress !== undefined,
      passed: verdict.completed,
      newlyUnlocked: [],
      timeSpent: attempt.studySeconds,
      learnerTurns: attempt.learnerTurns,
      minTurns: MIN_LESSON_TURNS,
      passScore: LESSON_PASS_SCORE,
      itemsUsed: used,
      itemsTried: items.filter((item) => attempt.itemsTried.includes(item)),
      itemsMissing: items.filter(
        (item) => !attempt.itemsUsed.includes(item) && !attempt.itemsTried.includes(item),
      ),
      grammarUsed: attempt.grammarUsed,
      grammarPoint: lesson.grammarPoints[0] ?? '',
      keyCorrection: attempt.keyCorrection ?? null,
    },
  };
}
