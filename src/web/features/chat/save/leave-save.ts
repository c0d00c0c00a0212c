/**
 * The save sent while the page closes (pagehide). A normal request would be cancelled with the
 * page; `fetch(…, { keepalive: true })` outlives it, with the session cookie and our Origin like
 * any same-origin request, but all keep-alive bodies in flight may carry 64 KB together.
 */
import { trimToBytes, type SaveBody } from './save-body';

/** Room for the conversation within the browser's 64 KB, with space left for the lesson's end. */
const CONVERSATION_BYTES = 60 * 1024;

function post(path: string, body: unknown): Promise<Response> {
  return fetch(path, {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Sends the conversation (and, in a lesson, its end, scored by the server); nothing waits for the answers. */
export function sendOnLeave(body: SaveBody, lesson: { id: string; attemptId: string } | null): void {
  const conversation = trimToBytes(body, CONVERSATION_BYTES);
  post('/api/conversations', conversation).catch(() => undefined);
  if (lesson)
    post(`/api/lessons/${encodeURIComponent(lesson.id)}/progress`, { attemptId: lesson.attemptId }).catch(
      () => undefined,
    );
}
