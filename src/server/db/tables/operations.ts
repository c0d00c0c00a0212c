import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { authUser } from '../auth-schema';
import { ts, owner } from './columns';

/** What the running service keeps for itself: mail, rate limits, analytics, jobs, push. */

/** The embedded mail adapter's outbox: every message the app would have sent. */
export const emailOutbox = pgTable('email_outbox', {
  id: uuid().primaryKey().defaultRandom(),
  to: text().notNull(),
  subject: text().notNull(),
  text: text().notNull(),
  /** HTML part of notification emails; kind of every email (verification, reset, reminder, …). */
  html: text(),
  kind: text(),
  createdAt: ts().notNull().defaultNow(),
});

/** Per-window hit counters shared by every server process (sign-in, sign-up, reset, mail). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().notNull(),
    windowStart: ts().notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** First-party analytics events. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text().references(() => authUser.id, { onDelete: 'set null' }),
    name: text().notNull(),
    props: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [
    index('analytics_events_name_time_idx').on(t.name, t.createdAt),
    index('analytics_events_user_idx').on(t.userId),
  ],
);

/**
 * Durable jobs shared by every process (ADR 0010): claimed with FOR UPDATE SKIP LOCKED,
 * retried with backoff. `key` is unique, so a reminder planned by two processes is stored once.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().notNull(),
    key: text().notNull().unique(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    status: text().$type<'pending' | 'running' | 'done' | 'failed'>().notNull().default('pending'),
    runAt: ts().notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(5),
    lastError: text(),
    lockedBy: text(),
    lockedAt: ts(),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [index('jobs_status_run_at_idx').on(t.status, t.runAt)],
);

/** Web Push subscriptions, one per device (endpoint). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: owner(),
    endpoint: text().notNull().unique(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);
