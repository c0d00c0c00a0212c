/** An error a route turns into a 4xx with a message a person understands. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code?: string, details?: Record<string, unknown>) =>
  new HttpError(400, message, code, details);
export const unauthorized = (message = 'Please sign in to continue.') =>
  new HttpError(401, message, 'unauthorized');
export const notFound = (message: string) => new HttpError(404, message, 'not-found');
export const conflict = (message: string, code?: string, details?: Record<string, unknown>) =>
  new HttpError(409, message, code, details);
