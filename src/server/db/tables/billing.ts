import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { authUser } from '../auth-schema';
import { ts, owner } from './columns';

/** Payment customers, checkout sessions, subscriptions and applied webhook events. */

/** Provider-neutral payment customer, ensured after every sign-in. */
export const paymentCustomers = pgTable('payment_customers', {
  userId: text()
    .primaryKey()
    .references(() => authUser.id, { onDelete: 'cascade' }),
  provider: text().notNull(),
  customerId: text().notNull().unique(),
  createdAt: ts().notNull().defaultNow(),
});

/** Checkout sessions: the test-mode checkout's own, and Stripe's ids for reference. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text().primaryKey(),
    userId: owner(),
    customerId: text().notNull(),
    plan: text().notNull(),
    priceId: text().notNull(),
    provider: text().notNull(),
    status: text().notNull().default('open'),
    createdAt: ts().notNull().defaultNow(),
    completedAt: ts(),
  },
  (t) => [index('checkout_sessions_user_idx').on(t.userId)],
);

/** Payment-provider subscriptions as last read from the provider (the source of truth for status). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text().primaryKey(),
    userId: owner(),
    customerId: text().notNull(),
    status: text().notNull(),
    plan: text(),
    trialEnd: ts(),
    currentPeriodEnd: ts(),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId)],
);

/** Webhook events already applied, so a redelivered event is acknowledged and ignored. */
export const paymentEvents = pgTable('payment_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  receivedAt: ts().notNull().defaultNow(),
});

/**
 * Addresses that have had the free trial, kept past account deletion so deleting the account and
 * signing up again gives no second trial. Only a keyed hash of the normalised address is kept
 * (HMAC with the server secret): it tells whether an address has come back, and nothing else.
 */
export const trialClaims = pgTable('trial_claims', {
  emailHash: text().primaryKey(),
  claimedAt: ts().notNull().defaultNow(),
});
