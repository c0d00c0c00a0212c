import { and, count, desc, eq, gt, gte, lte, sql, inArray, notInArray, sum } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  authUser,
  conversations,
  lessonProgress,
  lessons,
  pushSubscriptions,
  subscriptions,
  users,
  vocabulary,
  vocabularyReviews,
} from '../../db/schema';

/** Devices a learner may receive push messages on (each test reminder POSTs to every one). */
export const MAX_PUSH_DEVICES = 10;

const toDate = (value: unknown): Date | null => (value == null ? null : new Date(value as string));

/** What the reminder planner needs about every learner, with their last practice in one query. */
export function createNotificationsRepository(db: Database) {
  const lastPractice = sql<unknown>`greatest(
    (select max(${vocabularyReviews.reviewedAt}) from ${vocabularyReviews} where ${vocabularyReviews.userId} = ${users.uid}),
    (select max(${conversations.timestamp}) from ${conversations} where ${conversations.userId} = ${users.uid}),
    (select max(${lessonProgress.completedAt}) from ${lessonProgress} where ${lessonProgress.userId} = ${users.uid}))`;

  const learnerColumns = {
    uid: users.uid,
    email: users.email,
    timeZone: users.timeZone,
    preferences: users.preferences,
    dailyGoal: users.dailyGoal,
    dailyTargets: users.dailyTargets,
    learningStreak: users.learningStreak,
    lastActiveDate: users.lastActiveDate,
    lastPractice,
    // Whether the address is proved: only then do reminders go to it by email.
    emailVerified: sql<boolean>`coalesce((select ${authUser.emailVerified} from ${authUser} where ${authUser.id} = ${users.uid}), false)`,
  };
  type Row = { [K in keyof typeof learnerColumns]: unknown } & Record<string, unknown>;
  const shape = (row: Row) => ({
    ...(row as unknown as Omit<typeof users.$inferSelect, 'lastPractice'>),
    lastPracticeAt: toDate(row.lastPractice),
    emailVerified: row.emailVerified === true,
  });

  return {
    async learners() {
      const rows = await db.select(learnerColumns).from(users);
      return rows.map((row) => shape(row as Row));
    },
    async learner(userId: string) {
      const [row] = await db.select(learnerColumns).from(users).where(eq(users.uid, userId));
      return row ? shape(row as Row) : undefined;
    },
    async dueCards(userId: string, now: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(vocabulary)
        .where(and(eq(vocabulary.userId, userId), lte(vocabulary.nextReviewDue, now)));
      return row?.n ?? 0;
    },
    async wordCount(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(vocabulary).where(eq(vocabulary.userId, userId));
      return row?.n ?? 0;
    },
    /** Words added, reviews and practice minutes since `since`. */
    async weekFigures(userId: string, since: Date) {
      const [words] = await db
        .select({ n: count() })
        .from(vocabulary)
        .where(and(eq(vocabulary.userId, userId), gte(vocabulary.createdAt, since)));
      const [reviews] = await db
        .select({ n: count() })
        .from(vocabularyReviews)
        .where(and(eq(vocabularyReviews.userId, userId), gte(vocabularyReviews.reviewedAt, since)));
      const [talk] = await db
        .select({ s: sum(conversations.duration) })
        .from(conversations)
        .where(and(eq(conversations.userId, userId), gte(conversations.timestamp, since)));
      const [study] = await db
        .select({ s: sum(lessonProgress.timeSpent) })
        .from(lessonProgress)
        .where(and(eq(lessonProgress.userId, userId), gte(lessonProgress.completedAt, since)));
      const seconds = Number(talk?.s ?? 0) + Number(study?.s ?? 0);
      return { words: words?.n ?? 0, reviews: reviews?.n ?? 0, minutes: Math.round(seconds / 60) };
    },
    /** Levels whose first completed lesson falls at or after `since`. */
    async levelsStartedSince(userId: string, since: Date): Promise<string[]> {
      const rows = await db
        .select({ level: lessons.level, first: sql<unknown>`min(${lessonProgress.completedAt})` })
        .from(lessonProgress)
        .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
        .where(eq(lessonProgress.userId, userId))
        .groupBy(lessons.level);
      return rows.filter((r) => (toDate(r.first)?.getTime() ?? 0) >= since.getTime()).map((r) => r.level);
    },
    /** Trials that end within `until`, for the trial-ending email. */
    async trialsEndingBy(now: Date, until: Date) {
      return db
        .select({ id: subscriptions.id, userId: subscriptions.userId, trialEnd: subscriptions.trialEnd })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.status, 'trialing'),
            gt(subscriptions.trialEnd, now),
            lte(subscriptions.trialEnd, until),
          ),
        );
    },
    /** Test-mode subscriptions whose trial or period has ended (the renewal job). */
    async periodsEnded(now: Date) {
      return db
        .select({
          id: subscriptions.id,
          userId: subscriptions.userId,
          end: subscriptions.currentPeriodEnd,
          status: subscriptions.status,
          plan: subscriptions.plan,
        })
        .from(subscriptions)
        .where(
          and(
            inArray(subscriptions.status, ['trialing', 'active']),
            lte(subscriptions.currentPeriodEnd, now),
          ),
        );
    },
    async subscription(id: string) {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
      return row;
    },
    async setPreference(userId: string, toggle: string, value: boolean): Promise<boolean> {
      const updated = await db
        .update(users)
        .set({
          preferences: sql`${users.preferences} || ${JSON.stringify({ [toggle]: value })}::jsonb`,
          updatedAt: new Date(),
        })
        .where(eq(users.uid, userId))
        .returning({ uid: users.uid });
      return updated.length > 0;
    },
    pushSubscriptions(userId: string) {
      return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    },
    /**
     * Stores a device, or refreshes its keys. An endpoint stays with the learner who stored it
     * first until they drop it (another learner sending the same endpoint changes nothing), and
     * a learner keeps their newest MAX_PUSH_DEVICES devices: the oldest beyond go. False when
     * the endpoint is another learner's.
     */
    async savePushSubscription(
      userId: string,
      sub: { endpoint: string; p256dh: string; auth: string },
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const saved = await tx
          .insert(pushSubscriptions)
          .values({ userId, ...sub })
          .onConflictDoUpdate({
            target: pushSubscriptions.endpoint,
            set: { p256dh: sub.p256dh, auth: sub.auth },
            setWhere: eq(pushSubscriptions.userId, userId),
          })
          .returning({ id: pushSubscriptions.id });
        if (saved.length === 0) return false;
        const keep = tx
          .select({ id: pushSubscriptions.id })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, userId))
          .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
          .limit(MAX_PUSH_DEVICES);
        await tx
          .delete(pushSubscriptions)
          .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, keep)));
        return true;
      });
    },
    async deletePushSubscription(endpoint: string, userId?: string) {
      await db
        .delete(pushSubscriptions)
        .where(
          userId
            ? and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId))
            : eq(pushSubscriptions.endpoint, endpoint),
        );
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
