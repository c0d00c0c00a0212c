import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dueCount } from '../vocabulary/due-count';
import { applyActivity, type StreakState } from '../../../domain/streak';
import { paymentCustomers, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type UserPatch = Partial<Omit<typeof users.$inferInsert, 'uid'>>;

export function createUserRepository(db: Database) {
  // The user document with its due count as of now (product.md#account.vocabularyReviewsDue):
  // counted at read time (vocabulary/due-count.ts), so a review never writes the user row.
  const document = {
    ...getTableColumns(users),
    vocabularyReviewsDue: dueCount(users.uid, sql`now()`),
  };
  const findQuery = db
    .select(document)
    .from(users)
    .where(eq(users.uid, sql.placeholder('uid')))
    .limit(1)
    .prepare('users_find');
  async function update(uid: string, patch: UserPatch): Promise<UserRow | undefined> {
    const rows = await db
      .update(users)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(users.uid, uid))
      .returning(document);
    return rows[0];
  }
  return {
    update,
    /**
     * The streak's writer for practice the server saw (a saved conversation with the learner's
     * own turns), by the domain's rule, from the streak as read just before. A review moves the
     * streak inside its own statement (vocabulary/review-statement.ts). Signing in, opening the
     * app or the dashboard never calls this: a visit is not practice.
     */
    async recordPractice(
      uid: string,
      previous: { learningStreak: number | null; lastActiveDate: Date | null },
      now: Date,
      timeZone: string,
    ): Promise<UserRow | undefined> {
      const state: StreakState = {
        learningStreak: previous.learningStreak ?? 0,
        lastActiveDate: previous.lastActiveDate,
      };
      return update(uid, { ...applyActivity(state, now, timeZone), timeZone });
    },
    async find(uid: string): Promise<UserRow | undefined> {
      const rows = await findQuery.execute({ uid });
      return rows[0];
    },
    /** Inserts the document unless one exists (two tabs signing in at once create one). */
    async insertIfMissing(values: typeof users.$inferInsert): Promise<void> {
      await db.insert(users).values(values).onConflictDoNothing({ target: users.uid });
    },
    async findCustomer(uid: string) {
      const rows = await db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, uid)).limit(1);
      return rows[0];
    },
    async insertCustomer(values: typeof paymentCustomers.$inferInsert): Promise<void> {
      await db
        .insert(paymentCustomers)
        .values(values)
        .onConflictDoNothing({ target: paymentCustomers.userId });
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
