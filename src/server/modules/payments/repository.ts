import { and, desc, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  checkoutSessions,
  paymentCustomers,
  paymentEvents,
  subscriptions,
  trialClaims,
  users,
} from '../../db/schema';
import type { ProviderSubscription } from '../../adapters/payments/types';
import type { PlanId } from '../../../contracts/payments';
import { LIVE_STATUSES, isLive, type UserSubscriptionFields } from './subscription-summary';

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Our subscription row -> the provider-neutral snapshot. */
export function toSnapshot(row: SubscriptionRow, endedAt: Date | null = null): ProviderSubscription {
  return {
    id: row.id,
    customerId: row.customerId,
    status: row.status,
    plan: (row.plan as PlanId | null) ?? null,
    userId: row.userId,
    trialEnd: row.trialEnd,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    endedAt,
  };
}

/**
 * Serialises every write that could start a learner's subscription (a test-mode payment, a
 * webhook recording one) until the transaction ends, so "is one live already?" and the write
 * that follows are one step: two at once cannot both see "none".
 */
export async function lockLearnerSubscriptions(tx: Database, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`subscribe:${userId}`}, 0))`);
}

/** What `applyOnce` did: applied, already applied, or refused a learner's second live subscription. */
export type ApplyOutcome = 'applied' | 'seen' | { duplicate: string; kept: string };

class SecondLiveSubscription extends Error {
  constructor(
    readonly duplicate: string,
    readonly kept: string,
  ) {
    super(`subscription ${duplicate} would be a second live one beside ${kept}`);
  }
}

/** `trialKey`: the keyed hash that stands for an email in `trial_claims` (trial-key.ts). */
export function createPaymentsRepository(db: Database, trialKey: (email: string) => string) {
  /** The learner's address as its trial key; null when the learner is gone. */
  async function trialKeyOf(userId: string, on: Database): Promise<string | null> {
    const [row] = await on.select({ email: users.email }).from(users).where(eq(users.uid, userId)).limit(1);
    return row ? trialKey(row.email) : null;
  }

  /** Marks the learner's address as having had the trial; it outlives the account. */
  async function claimTrial(userId: string, on: Database): Promise<void> {
    const key = await trialKeyOf(userId, on);
    if (key) await on.insert(trialClaims).values({ emailHash: key }).onConflictDoNothing();
  }

  return {
    claimTrial: (userId: string, on: Database = db) => claimTrial(userId, on),
    /**
     * One free trial per account, per payment customer and per email address, even one whose
     * account was deleted: has any of them had a trial? `on`: a transaction to read in (the
     * payment's own, under its lock).
     */
    async trialUsed(userId: string, customerId: string, on: Database = db): Promise<boolean> {
      const key = await trialKeyOf(userId, on);
      if (key) {
        const claims = await on
          .select({ key: trialClaims.emailHash })
          .from(trialClaims)
          .where(eq(trialClaims.emailHash, key))
          .limit(1);
        if (claims.length > 0) return true;
      }
      const rows = await on
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(
          and(
            or(eq(subscriptions.userId, userId), eq(subscriptions.customerId, customerId)),
            isNotNull(subscriptions.trialEnd),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },
    async findUser(uid: string) {
      return (await db.select().from(users).where(eq(users.uid, uid)).limit(1))[0];
    },
    async findCustomer(userId: string) {
      const rows = await db
        .select()
        .from(paymentCustomers)
        .where(eq(paymentCustomers.userId, userId))
        .limit(1);
      return rows[0];
    },
    /** Records a new customer unless one exists, then returns the one kept (two tabs may race). */
    async saveCustomer(values: typeof paymentCustomers.$inferInsert): Promise<string> {
      await db
        .insert(paymentCustomers)
        .values(values)
        .onConflictDoNothing({ target: paymentCustomers.userId });
      const kept = (await this.findCustomer(values.userId))?.customerId ?? values.customerId;
      await db
        .update(users)
        .set({ stripeCustomerId: kept, updatedAt: new Date() })
        .where(eq(users.uid, values.userId));
      return kept;
    },
    async userIdForCustomer(customerId: string): Promise<string | undefined> {
      const rows = await db
        .select({ userId: paymentCustomers.userId })
        .from(paymentCustomers)
        .where(eq(paymentCustomers.customerId, customerId))
        .limit(1);
      if (rows[0]) return rows[0].userId;
      const fallback = await db
        .select({ uid: users.uid })
        .from(users)
        .where(eq(users.stripeCustomerId, customerId))
        .limit(1);
      return fallback[0]?.uid;
    },
    async insertCheckoutSession(values: typeof checkoutSessions.$inferInsert): Promise<void> {
      await db.insert(checkoutSessions).values(values);
    },
    async findCheckoutSession(id: string, userId: string): Promise<CheckoutSessionRow | undefined> {
      const rows = await db
        .select()
        .from(checkoutSessions)
        .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.userId, userId)))
        .limit(1);
      return rows[0];
    },
    /** The provider said this checkout finished (Stripe's checkout.session.completed). */
    async completeCheckoutSession(id: string, at: Date): Promise<void> {
      await db
        .update(checkoutSessions)
        .set({ status: 'complete', completedAt: at })
        .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')));
    },
    async findSubscription(id: string): Promise<SubscriptionRow | undefined> {
      return (await db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1))[0];
    },
    /** The learner's subscriptions, newest first. */
    async subscriptionsOf(userId: string): Promise<SubscriptionRow[]> {
      return db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
        .orderBy(desc(subscriptions.updatedAt));
    },
    async eventSeen(id: string): Promise<boolean> {
      return (
        (
          await db
            .select({ id: paymentEvents.id })
            .from(paymentEvents)
            .where(eq(paymentEvents.id, id))
            .limit(1)
        ).length > 0
      );
    },
    /**
     * Writes a subscription as the provider just answered (a cancellation scheduled or undone)
     * and the user document with it, under the learner's lock. Its webhook event follows and,
     * re-reading the provider, ends in the same state.
     */
    async recordSubscription(
      userId: string,
      sub: ProviderSubscription,
      summarise: (rows: SubscriptionRow[]) => UserSubscriptionFields,
      now: Date,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await lockLearnerSubscriptions(tx, userId);
        await upsert(tx, userId, sub, now);
        const rows = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId));
        await tx
          .update(users)
          .set({ ...summarise(rows), updatedAt: now })
          .where(eq(users.uid, userId));
      });
    },
    /** The learner's live subscriptions other than `except`, as stored. */
    otherLive: (userId: string, except: string) => liveBesides(db, userId, except),
    /**
     * Applies an event once, atomically: the event id is recorded in the same transaction as its
     * effect, so a redelivery is ignored and a failure leaves nothing half-applied (the provider
     * retries). One live subscription per learner: under the learner's lock, a live subscription
     * beside another live one is not recorded (nor the event), and the caller is told which.
     * `refreshed` are the learner's other subscriptions as the provider reports them now.
     */
    async applyOnce(
      event: { id: string; type: string },
      effect: {
        userId: string;
        subscription: ProviderSubscription;
        refreshed?: ProviderSubscription[];
        summarise: (rows: SubscriptionRow[]) => UserSubscriptionFields;
      } | null,
      now: Date,
    ): Promise<ApplyOutcome> {
      try {
        return await db.transaction(async (tx) => {
          if (effect) await lockLearnerSubscriptions(tx, effect.userId);
          const inserted = await tx
            .insert(paymentEvents)
            .values({ id: event.id, type: event.type, receivedAt: now })
            .onConflictDoNothing({ target: paymentEvents.id })
            .returning({ id: paymentEvents.id });
          if (inserted.length === 0) return 'seen';
          if (!effect) return 'applied';
          for (const other of effect.refreshed ?? []) await upsert(tx, effect.userId, other, now);
          const { subscription: sub, userId } = effect;
          if (isLive(sub.status)) {
            const [kept] = await liveBesides(tx, userId, sub.id);
            if (kept) throw new SecondLiveSubscription(sub.id, kept.id);
          }
          await upsert(tx, userId, sub, now);
          if (sub.trialEnd) await claimTrial(userId, tx);
          const rows = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId));
          await tx
            .update(users)
            .set({ ...effect.summarise(rows), updatedAt: now })
            .where(eq(users.uid, userId));
          return 'applied';
        });
      } catch (error) {
        if (error instanceof SecondLiveSubscription) return { duplicate: error.duplicate, kept: error.kept };
        throw error;
      }
    },
  };
}

function liveBesides(on: Database, userId: string, except: string): Promise<SubscriptionRow[]> {
  return on
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.status, [...LIVE_STATUSES]),
        ne(subscriptions.id, except),
      ),
    );
}

/** Writes the provider's snapshot of a subscription over our row. */
async function upsert(tx: Database, userId: string, sub: ProviderSubscription, now: Date): Promise<void> {
  const values = {
    userId,
    customerId: sub.customerId,
    status: sub.status,
    plan: sub.plan,
    trialEnd: sub.trialEnd,
    currentPeriodEnd: sub.currentPeriodEnd,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    updatedAt: now,
  };
  await tx
    .insert(subscriptions)
    .values({ id: sub.id, ...values })
    .onConflictDoUpdate({ target: subscriptions.id, set: values });
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
