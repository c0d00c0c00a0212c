import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { and, eq, gt, sql } from 'drizzle-orm';
import { fromNodeHeaders } from 'better-auth/node';
import type { Database } from '../db/client';
import { authSession, authUser } from '../db/schema';
import { unauthorized } from '../lib/http-errors';
import type { SessionUser } from './session-user';
import type { Auth } from './auth';

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser: SessionUser | null;
  }
}

/** What the one-statement lookup needs from better-auth's settings, read once per auth instance. */
interface Lookup {
  cookieName: string;
  secret: string;
  /** Seconds: a session read later than `expiresAt - expiresIn + updateAge` is due to be extended. */
  expiresIn: number;
  updateAge: number;
  find: (token: string) => Promise<{ expiresAt: Date; user: SessionUser }[]>;
}

const databases = new WeakMap<object, Database>();
const lookups = new WeakMap<object, Promise<Lookup>>();

/** Lets `loadSessionUser` read sessions with one statement (composition root, once per app). */
export function bindSessionDatabase(auth: Auth, db: Database): void {
  databases.set(auth, db);
}

async function lookupFor(auth: Auth, db: Database): Promise<Lookup> {
  const context = await auth.$context;
  const find = db
    .select({
      expiresAt: authSession.expiresAt,
      user: {
        id: authUser.id,
        email: authUser.email,
        name: authUser.name,
        emailVerified: authUser.emailVerified,
      },
    })
    .from(authSession)
    .innerJoin(authUser, eq(authUser.id, authSession.userId))
    .where(and(eq(authSession.token, sql.placeholder('token')), gt(authSession.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('session_by_token');
  return {
    cookieName: context.authCookies.sessionToken.name,
    secret: context.secret,
    expiresIn: context.sessionConfig.expiresIn,
    updateAge: context.sessionConfig.updateAge,
    find: (token) => find.execute({ token }),
  };
}

/** The first cookie of that name, URL-decoded, as better-call parses it. */
function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"')) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/** better-auth's signed cookie: `token.base64(HMAC-SHA256(secret, token))`; the token, or null. */
export function verifySignedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const expected = createHmac('sha256', secret).update(token).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/**
 * Reads the session cookie; null when there is no valid session. One statement (session joined
 * to its user by token, issue 17 goal 3) after checking the cookie's signature as better-auth
 * does. Nothing is cached, so sign-out, password change and reset take effect at once. A
 * session due to be extended (once a day) or anything unusual goes through better-auth itself.
 */
export async function loadSessionUser(auth: Auth, request: FastifyRequest): Promise<SessionUser | null> {
  const db = databases.get(auth);
  if (db) {
    let lookup = lookups.get(auth);
    if (!lookup) {
      lookup = lookupFor(auth, db);
      lookups.set(auth, lookup);
    }
    const { cookieName, secret, expiresIn, updateAge, find } = await lookup;
    const cookie = readCookie(request.headers.cookie, cookieName);
    if (cookie === undefined) return null;
    const token = verifySignedToken(cookie, secret);
    if (token === null) return null;
    const [found] = await find(token);
    if (!found) return null;
    const dueForRefresh = found.expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 <= Date.now();
    if (!dueForRefresh) return found.user;
  }
  const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!session) return null;
  const { id, email, name, emailVerified } = session.user;
  return { id, email, name, emailVerified };
}

/** The signed-in user of a request, or a 401. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw unauthorized();
  return request.sessionUser;
}
