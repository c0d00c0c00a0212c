/**
 * The save sent while the page closes (pagehide). A normal request would be cancelled with the
 * page; `fetch(…, { keepalive: true })` outlives it, with the session cookie and our Origin like
 * any same-origin request, but all keep-alive bodies in flight may carry 64 KB together.
 */
import { byteLength, progressBody, trimToBytes, type SaveBody } from './save-body';

/** Room for the conversation and the lesson progress within the browser's 64 KB. */
const CONVERSATION_BYTES = 44 * 1024;
const PROGRESS_BYTES = 16 * 1024;

function post(path: string, body: unknown): Promise<Response> {
  return fetch(path, {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Sends the conversation (and the lesson progress in lesson mode); nothing waits for the answers. */
export function sendOnLeave(body: SaveBody, lessonId: string | null): void {
  const conversation = trimToBytes(body, CONVERSATION_BYTES);
  post('/api/conversations', conversation).catch(() => undefined);
  const progress = progressBody(body);
  while (byteLength(progress) > PROGRESS_BYTES && progress.items.length > 1) progress.items.shift();
  if (lessonId && progress.items.length > 0)
    post(`/api/lessons/${encodeURIComponent(lessonId)}/progress`, progress).catch(() => undefined);
}
