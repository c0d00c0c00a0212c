import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadEnv } from '../../src/server/env';
import { createServer, type Server } from '../../src/server/compose';
import type { Adapters } from '../../src/server/modules/context';

export const ENGINES = ['pglite', 'postgres'] as const;
export type Engine = (typeof ENGINES)[number];

/**
 * The real app on a real database: in-memory PGlite, or the throwaway PostgreSQL server.
 * `overrides` are configuration; `adapters` are fakes used instead of what it would build.
 */
export async function startTestServer(
  engine: Engine,
  overrides: Record<string, string> = {},
  options: {
    /** Another app on this database, as a restarted process would be. */
    on?: Server;
    adapters?: Partial<Adapters>;
  } = {},
): Promise<Server> {
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    AUTH_SECRET: 'integration-tests-secret-0123456789abcdef',
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    ...(engine === 'postgres' ? { DATABASE_URL: inject('postgresUrl') } : {}),
    ...overrides,
  });
  return createServer(env, {
    logger: false,
    ...(options.on ? { database: options.on.database } : {}),
    ...(options.adapters ? { adapters: options.adapters } : {}),
  });
}

let counter = 0;
export function uniqueEmail(prefix = 'learner'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
}

export function cookieFrom(response: { headers: Record<string, unknown> }): string {
  const raw = response.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  return list.map((cookie) => String(cookie).split(';')[0]).join('; ');
}

export interface TestLearner {
  email: string;
  password: string;
  cookie: string;
  userId: string;
}

/** Registers a fresh learner through the public API and returns their session cookie. */
export async function registerLearner(app: FastifyInstance, password = 'secret123'): Promise<TestLearner> {
  const email = uniqueEmail();
  // A client address of its own, so sign-ups never count against another test's rate limit.
  const remoteAddress = `127.${counter % 250}.${Math.floor(Math.random() * 250)}.${(process.pid % 250) + 1}`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/account/continue',
    payload: { email, password },
    remoteAddress,
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return { email, password, cookie: cookieFrom(response), userId: response.json().userId };
}

/** A fresh learner who has also completed the after-sign-in setup (document, customer, time zone). */
export async function registerSetUpLearner(app: FastifyInstance, timeZone = 'UTC'): Promise<TestLearner> {
  const fresh = await registerLearner(app);
  const setup = await app.inject({
    method: 'POST',
    url: '/api/me/setup',
    headers: { cookie: fresh.cookie },
    payload: { timeZone },
  });
  if (setup.statusCode !== 200) throw new Error(`setup failed: ${setup.statusCode} ${setup.body}`);
  return fresh;
}
