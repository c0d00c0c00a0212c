import type { LessonContent } from '../../../content/lessons';
import { recordLessonAttempt } from '../../realtime/lesson-recorder';
import { createAttemptsRepository } from '../lessons/attempts-repository';
import type { ModuleContext } from '../context';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The recorder of a lesson session, when the browser named its attempt (`?attempt=<uuid>`):
 * the same id is sent when the lesson ends, and the server scores what it recorded under it.
 */
export async function openLessonRecorder(
  ctx: ModuleContext,
  input: { userId: string; lesson: LessonContent; attemptId: string | undefined },
) {
  if (!input.attemptId || !UUID.test(input.attemptId)) return null;
  const attempts = createAttemptsRepository(ctx.db);
  const attempt = await attempts.open({
    id: input.attemptId.toLowerCase(),
    userId: input.userId,
    lessonId: input.lesson.id,
    now: new Date(),
  });
  if (!attempt) return null;
  return recordLessonAttempt(attempt, input.lesson, attempts, (error) =>
    ctx.log.warn({ err: error }, 'could not save a lesson attempt'),
  );
}
