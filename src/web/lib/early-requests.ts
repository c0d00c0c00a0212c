/**
 * GETs the first page starts as the page opens, before the code that uses their answers has
 * loaded (the dashboard's figures must not wait for the dashboard's code). The first
 * `api()` call for the same path adopts the answer instead of asking again; an answer nobody
 * adopted soon is dropped, so a later visit to the screen asks afresh.
 */
const ADOPT_WITHIN_MS = 10_000;

const started = new Map<string, { response: Promise<Response>; at: number }>();

export function startEarly(path: string, now = Date.now()): void {
  const response = fetch(path, { credentials: 'same-origin' });
  // Adopted or not, a failed early request must not surface as an unhandled rejection.
  response.catch(() => undefined);
  started.set(path, { response, at: now });
}

/** The early answer for `path`, once, if it was started recently. */
export function adoptEarly(path: string, now = Date.now()): Promise<Response> | undefined {
  const early = started.get(path);
  started.delete(path);
  return early && now - early.at <= ADOPT_WITHIN_MS ? early.response : undefined;
}
