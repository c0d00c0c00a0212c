import { randomUUID } from 'node:crypto';
import type { Server } from '../../src/server/compose';
import { connect, ofType, userMessage } from './realtime-client';
import type { TestLearner } from './test-server';

/**
 * Plays a lesson conversation as the browser does: opens the relay with the lesson and a fresh
 * attempt id, types each learner turn and waits for the tutor's answer, then hangs up. Returns
 * the attempt id, which ends the lesson (`POST /api/lessons/:id/progress`).
 */
export async function playLesson(
  base: string,
  learner: TestLearner,
  lessonId: string,
  turns: readonly string[],
  attemptId: string = randomUUID(),
): Promise<string> {
  const client = await connect(base, learner, `?lesson=${lessonId}&attempt=${attemptId}`);
  await client.waitFor(ofType('session.created'));
  for (const [index, text] of turns.entries()) {
    client.send(userMessage(text));
    client.send({ type: 'response.create' });
    // The index-th answer: every response ends with response.done.
    await client.waitFor(() => client.events.filter(ofType('response.done')).length > index, 10_000);
  }
  client.socket.close();
  await client.closed;
  return attemptId;
}

/** Ends a lesson attempt as End chat does. */
export function finishLesson(server: Server, learner: TestLearner, lessonId: string, attemptId: string) {
  return server.app.inject({
    method: 'POST',
    url: `/api/lessons/${lessonId}/progress`,
    headers: { cookie: learner.cookie },
    payload: { attemptId },
  });
}
