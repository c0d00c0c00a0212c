import { eq, inArray, or } from 'drizzle-orm';
import type { AccountExport } from '../../../../contracts/my-data';
import type { PaymentProvider } from '../../../adapters/payments/types';
import type { Database } from '../../../db/client';
import { authVerification, emailOutbox, subscriptions } from '../../../db/schema';
import { HttpError } from '../../../lib/http-errors';
import { ownedTables, SECRET_COLUMNS } from './owned-tables';

/** Subscriptions the provider may still charge. */
const ENDED = ['canceled', 'incomplete_expired'];

/** "Download my data": every row about the learner, secrets left out. */
export async function exportAccount(db: Database, userId: string, now: Date): Promise<AccountExport> {
  const tables: AccountExport['tables'] = {};
  for (const { name, table, owner } of ownedTables()) {
    const rows = (await db.select().from(table).where(eq(owner, userId))) as Record<string, unknown>[];
    tables[name] = rows.map((row) =>
      Object.fromEntries(Object.entries(row).filter(([column]) => !SECRET_COLUMNS.has(column))),
    );
  }
  return { exportedAt: now.toISOString(), userId, tables };
}

/**
 * Erasure: cancels every live subscription with the provider first (a learner must never be
 * charged for an account that is gone; if the provider fails, nothing is deleted), then removes
 * the learner's rows from every table in one transaction. Deleting the identity row deletes
 * every session, which signs the learner out everywhere.
 */
export async function deleteAccount(
  deps: { db: Database; payments: PaymentProvider },
  user: { id: string; email: string },
): Promise<void> {
  const { db, payments } = deps;
  const live = await db
    .select({ id: subscriptions.id, status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.userId, user.id));
  for (const subscription of live.filter((row) => !ENDED.includes(row.status))) {
    try {
      await payments.cancelSubscription(subscription.id);
    } catch {
      throw new HttpError(
        502,
        'We could not cancel your subscription with the payment provider, so nothing was deleted. Please try again.',
        'subscription-cancel-failed',
      );
    }
  }
  await db.transaction(async (tx) => {
    for (const { table, owner } of ownedTables()) await tx.delete(table).where(eq(owner, user.id));
    // Rows keyed by the address or holding the id as a value: mail copies, pending email links.
    await tx.delete(emailOutbox).where(eq(emailOutbox.to, user.email));
    await tx
      .delete(authVerification)
      .where(or(inArray(authVerification.identifier, [user.email]), eq(authVerification.value, user.id)));
  });
}
