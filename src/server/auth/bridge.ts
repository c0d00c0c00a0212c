import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { Auth } from './auth';
import type { AuthGuard } from './auth-guards';
import { loadSession } from './session-scope';

/** Turns a Fastify request into the fetch `Request` better-auth handles. */
export function toFetchRequest(request: FastifyRequest, baseUrl: string): Request {
  const url = new URL(request.url, baseUrl);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  const body = !hasBody
    ? undefined
    : typeof request.body === 'string'
      ? request.body
      : JSON.stringify(request.body);
  return new Request(url, { method: request.method, headers: fromNodeHeaders(request.headers), body });
}

/** Copies a fetch `Response` (status, every Set-Cookie, body) onto the Fastify reply. */
export async function sendFetchResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key.toLowerCase() !== 'set-cookie') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const text = await response.text();
  // better-auth answers some failures with an empty body: say what happened instead of `null`.
  if (text === '' && response.status >= 400) {
    reply.header('content-type', 'application/json; charset=utf-8');
    return reply.send({
      error: response.status >= 500 ? 'internal' : 'error',
      message:
        response.status >= 500
          ? 'Something went wrong on our side. Please try again.'
          : response.statusText || 'The request could not be completed.',
    });
  }
  return reply.send(text === '' ? null : text);
}

/**
 * Mounts better-auth's own endpoints under /api/auth/*. Public, and outside the zod contracts:
 * better-auth validates and answers these itself, so the route documents only what it is.
 */
export function registerAuthHandler(
  app: FastifyInstance,
  auth: Auth,
  baseUrl: string,
  guard: AuthGuard,
): void {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: {
      summary: 'better-auth endpoints (sessions, sign-out, OAuth, email links)',
      security: [],
    },
    // The mail limits count per signed-in account when there is one.
    onRequest: loadSession(auth),
    handler: async (request, reply) => {
      await guard.before(request);
      const response = await auth.handler(toFetchRequest(request, baseUrl));
      await guard.after(request, response);
      return sendFetchResponse(reply, response);
    },
  });
}
