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

// Cookies whose signature checked out, so a learner's next requests skip the HMAC (its secret
// never changes while the process runs). Only the signature: the session is looked up every time.
const VERIFIED_LIMIT = 10_000;
const verified = new Map<string, string>();

/** better-auth's signed cookie: `token.base64(HMAC-SHA256(secret, token))`; the token, or null. */
export function verifySignedToken(value: string, secret: string): string | null {
  const known = verified.get(`${secret}\n${value}`);
  if (known !== undefined) return known;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const expected = createHmac('sha256', secret).update(token).digest();
  const given = Buffer.from(signature, 'base64');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (verified.size >= VERIFIED_LIMIT) verified.delete(verified.keys().next().value as string);
  verified.set(`${secret}\n${value}`, token);
  return token;
}

function lookupOf(auth: Auth, db: Database): Promise<Lookup> {
  let lookup = lookups.get(auth);
  if (!lookup) {
    lookup = lookupFor(auth, db);
    lookups.set(auth, lookup);
  }
  return lookup;
}

/** The session cookie's token if its signature checks out; null without a cookie or with a bad one. */
function signedTokenOf(lookup: Lookup, request: FastifyRequest): string | null {
  const cookie = readCookie(request.headers.cookie, lookup.cookieName);
  return cookie === undefined ? null : verifySignedToken(cookie, lookup.secret);
}

/** Once a day a session is extended: better-auth's own `getSession` does that. */
function dueForRefresh(lookup: Lookup, expiresAt: Date): boolean {
  return expiresAt.getTime() - lookup.expiresIn * 1000 + lookup.updateAge * 1000 <= Date.now();
}

async function userThroughBetterAuth(auth: Auth, request: FastifyRequest): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!session) return null;
  const { id, email, name, emailVerified } = session.user;
  return { id, email, name, emailVerified };
}

/**
 * Reads the session cookie; null when there is no valid session. One statement (session joined
 * to its user by token) after checking the cookie's signature as better-auth
 * does. Nothing is cached, so sign-out, password change and reset take effect at once. A
 * session due to be extended (once a day) or anything unusual goes through better-auth itself.
 */
export async function loadSessionUser(auth: Auth, request: FastifyRequest): Promise<SessionUser | null> {
  const db = databases.get(auth);
  if (db) {
    const lookup = await lookupOf(auth, db);
    const token = signedTokenOf(lookup, request);
    if (token === null) return null;
    const [found] = await lookup.find(token);
    if (!found) return null;
    if (!dueForRefresh(lookup, found.expiresAt)) return found.user;
  }
  return userThroughBetterAuth(auth, request);
}

/**
 * A session whose check the route's own statement makes (`liveSessionSql`), so the route
 * costs one statement in all (a review is one statement). Holds the cookie's token,
 * its signature already checked; nothing is trusted until a statement found the session live.
 */
export interface DeferredSession {
  readonly token: string;
  /** The usual lookup (one statement), for a path that needs the learner before its statement. */
  user(): Promise<SessionUser | null>;
  /**
   * What the route's statement found for the token: extends the session when it is due, as the
   * usual lookup does. Once settled, a session is known live for the rest of the request.
   */
  settle(found: { expiresAt: Date }): Promise<void>;
  readonly settled: boolean;
}

/**
 * The session of `request` for a route that checks it in its own statement: null when the
 * cookie is missing or its signature is wrong (a 401 before anything else); undefined when no
 * database is bound, so the route takes the usual lookup.
 */
export async function deferSession(
  auth: Auth,
  request: FastifyRequest,
): Promise<DeferredSession | null | undefined> {
  const db = databases.get(auth);
  if (!db) return undefined;
  const lookup = await lookupOf(auth, db);
  const token = signedTokenOf(lookup, request);
  if (token === null) return null;
  let loaded: Promise<SessionUser | null> | undefined;
  let settled = false;
  return {
    token,
    user: () => (loaded ??= loadSessionUser(auth, request)),
    async settle({ expiresAt }) {
      settled = true;
      if (dueForRefresh(lookup, expiresAt)) await userThroughBetterAuth(auth, request);
    },
    get settled() {
      return settled;
    },
  };
}

/**
 * The live session of a token as a statement's CTE (`user_id`, `expires_at`), with the usual
 * lookup's conditions: the token's session row, not expired. A user's sessions go with the user.
 */
export const liveSessionSql = (tokenParameter: string) =>
  `select user_id, expires_at from auth_session where token = ${tokenParameter} and expires_at > now()`;

/** The signed-in user of a request, or a 401. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw unauthorized();
  return request.sessionUser;
}
