import type { FastifyBaseLogger } from 'fastify';
import { readSettings } from '../../../contracts/settings';
import { dueReminders, nextReminderAt } from '../../../domain/notifications/reminders';
import { localTime } from '../../../domain/notifications/local-time';
import {
  STREAK_MILESTONES,
  WORDS_MILESTONES,
  reachedMilestone,
  type Achievement,
} from '../../../domain/notifications/achievements';
import type { NotificationToggle, PushPayload } from '../../../contracts/notifications';
import type { Mailer } from '../../adapters/mail/types';
import { MailWithheld } from '../../adapters/mail/guarded-mailer';
import { VERIFY_TO_RECEIVE_EMAIL } from '../../../domain/account/mail-policy';
import type { PushSender } from '../../adapters/push/web-push-sender';
import type { JobQueue, JobRow } from '../../jobs/queue';
import type { JobHandler, Planner } from '../../jobs/scheduler';
import { composeNotification, notificationEmail, type Language, type NotificationData } from './messages';
import type { NotificationsRepository } from './repository';
import type { UnsubscribeTokens } from './unsubscribe-token';
import { DAY_MS } from '../../../domain/time';

type Learner = NonNullable<Awaited<ReturnType<NotificationsRepository['learner']>>>;

const TOGGLE_OF: Partial<Record<NotificationData['kind'], NotificationToggle>> = {
  'daily-reminder': 'dailyReminders',
  'test-reminder': 'dailyReminders',
  'weekly-progress': 'weeklyProgress',
  achievement: 'achievementNotifications',
};

export interface NotificationsDeps {
  repo: NotificationsRepository;
  queue: JobQueue;
  mailer: Mailer;
  push: PushSender;
  tokens: UnsubscribeTokens;
  baseUrl: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

/** What is due, what it says, and sending it by email and Web Push. */
export function createNotificationsService(deps: NotificationsDeps) {
  const { repo, queue } = deps;
  const settingsOf = (l: Learner) => readSettings(l);
  const languageOf = (l: Learner): Language => (settingsOf(l).language === 'es' ? 'es' : 'en');

  /**
   * Sends by email (to a verified address, within the daily cap) and to every push device;
   * removes subscriptions the push service says are gone. `emailMessage` says why no email went.
   */
  async function deliver(
    learner: Learner,
    data: NotificationData,
  ): Promise<{ email: boolean; push: number; emailMessage: string | null }> {
    const emailMessage = await sendEmail(learner, data);
    const n = composeNotification(data, languageOf(learner));
    const payload: PushPayload = { kind: n.kind, title: n.subject, body: n.body, url: n.path, tag: n.kind };
    const devices = await repo.pushSubscriptions(learner.uid);
    // All devices at once: one slow push service must not hold the others (or the request).
    await Promise.all(
      devices.map(async (sub) => {
        try {
          const result = await deps.push.send(sub, JSON.stringify(payload));
          if (result === 'gone') await repo.deletePushSubscription(sub.endpoint);
        } catch (error) {
          // One unreachable device must not resend the email: log and go on.
          deps.log.warn({ err: error, kind: data.kind }, 'push delivery failed');
        }
      }),
    );
    // The devices it went to, not how each answered: the answer must not tell a caller what
    // lies behind an endpoint.
    return { email: emailMessage === null, push: devices.length, emailMessage };
  }

  /** The email part of a notification; null when sent, else what kept it back. */
  async function sendEmail(learner: Learner, data: NotificationData): Promise<string | null> {
    // An address nobody proved gets no reminders: it may belong to someone who never signed up.
    if (!learner.emailVerified) return VERIFY_TO_RECEIVE_EMAIL;
    const lang = languageOf(learner);
    const n = composeNotification(data, lang);
    const toggle = TOGGLE_OF[data.kind];
    const unsubscribe = toggle
      ? `${deps.baseUrl}/api/notifications/unsubscribe?token=${deps.tokens.create(learner.uid, toggle)}`
      : undefined;
    const email = notificationEmail(n, lang, {
      open: `${deps.baseUrl}${n.path}`,
      ...(unsubscribe ? { unsubscribe } : {}),
    });
    try {
      await deps.mailer.send({
        to: learner.email,
        kind: data.kind,
        ...email,
        ...(unsubscribe
          ? {
              headers: {
                'List-Unsubscribe': `<${unsubscribe}>`,
                'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
              },
            }
          : {}),
      });
      return null;
    } catch (error) {
      // Today's cap for this kind: push still goes, and a retry would be refused again.
      if (error instanceof MailWithheld) return error.message;
      throw error;
    }
  }

  async function dailyData(
    learner: Learner,
    now: Date,
    kind: 'daily-reminder' | 'test-reminder',
  ): Promise<NotificationData> {
    const streak = learner.learningStreak ?? 0;
    const lastActive = learner.lastActiveDate
      ? localTime(learner.lastActiveDate, learner.timeZone).day
      : null;
    const today = localTime(now, learner.timeZone).day;
    return {
      kind,
      dueCards: await repo.dueCards(learner.uid, now),
      streak,
      streakAtStake: streak > 0 && lastActive === today - 1,
    };
  }

  const reminderPlanner: Planner = async (now) => {
    for (const learner of await repo.learners()) {
      const settings = settingsOf(learner);
      for (const due of dueReminders(
        { timeZone: learner.timeZone, settings, lastPracticeAt: learner.lastPracticeAt },
        now,
      )) {
        await queue.enqueue({
          kind: due.kind === 'daily' ? 'daily-reminder' : 'weekly-progress',
          key: `notify:${due.kind}:${learner.uid}:${due.day}`,
          payload: { userId: learner.uid },
          runAt: now,
          maxAttempts: 3,
        });
      }
      if (settings.achievementNotifications) await planAchievements(learner, now);
    }
    const until = new Date(now.getTime() + 2 * DAY_MS);
    for (const trial of await repo.trialsEndingBy(now, until)) {
      await queue.enqueue({
        kind: 'trial-ending',
        key: `notify:trial-ending:${trial.id}:${trial.trialEnd?.toISOString()}`,
        payload: { userId: trial.userId, trialEnd: trial.trialEnd?.toISOString() },
        runAt: now,
      });
    }
  };

  // Only what was earned in the last two days, so a learner who predates reminders gets no backlog.
  async function planAchievements(learner: Learner, now: Date): Promise<void> {
    const recent = learner.lastActiveDate && now.getTime() - learner.lastActiveDate.getTime() < 2 * DAY_MS;
    if (!recent) return;
    const earned: { achievement: Achievement; key: string }[] = [];
    const streak = learner.learningStreak ?? 0;
    const streakMilestone = reachedMilestone(STREAK_MILESTONES, streak);
    if (streakMilestone !== null && streak === streakMilestone) {
      const start = localTime(learner.lastActiveDate!, learner.timeZone).day - streak + 1;
      earned.push({
        achievement: { kind: 'streak', milestone: streakMilestone },
        key: `streak-${streakMilestone}:${start}`,
      });
    }
    const words = reachedMilestone(WORDS_MILESTONES, await repo.wordCount(learner.uid));
    if (words !== null)
      earned.push({ achievement: { kind: 'words', milestone: words }, key: `words-${words}` });
    for (const level of await repo.levelsStartedSince(learner.uid, new Date(now.getTime() - 2 * DAY_MS)))
      earned.push({ achievement: { kind: 'first-lesson-of-level', level }, key: `level-${level}` });
    for (const e of earned)
      await queue.enqueue({
        kind: 'achievement',
        key: `notify:achievement:${learner.uid}:${e.key}`,
        payload: { userId: learner.uid, achievement: e.achievement },
        runAt: now,
        maxAttempts: 3,
      });
  }

  const withLearner =
    (run: (learner: Learner, job: JobRow, now: Date) => Promise<void>): JobHandler =>
    async (job, now) => {
      const learner = await repo.learner(String(job.payload.userId));
      if (learner) await run(learner, job, now);
    };

  const handlers: Record<string, JobHandler> = {
    'daily-reminder': withLearner(async (learner, _job, now) => {
      // Re-read at send time: toggles may have changed, or the learner practised since planning.
      const settings = settingsOf(learner);
      const stillDue = dueReminders(
        { timeZone: learner.timeZone, settings, lastPracticeAt: learner.lastPracticeAt },
        now,
      );
      if (!stillDue.some((d) => d.kind === 'daily')) return;
      await deliver(learner, await dailyData(learner, now, 'daily-reminder'));
    }),
    'weekly-progress': withLearner(async (learner, _job, now) => {
      if (!settingsOf(learner).weeklyProgress) return;
      const week = await repo.weekFigures(learner.uid, new Date(now.getTime() - 7 * DAY_MS));
      await deliver(learner, { kind: 'weekly-progress', ...week, streak: learner.learningStreak ?? 0 });
    }),
    achievement: withLearner(async (learner, job) => {
      if (!settingsOf(learner).achievementNotifications) return;
      await deliver(learner, { kind: 'achievement', achievement: job.payload.achievement as Achievement });
    }),
    'trial-ending': withLearner(async (learner, job) => {
      await deliver(learner, { kind: 'trial-ending', trialEnd: new Date(String(job.payload.trialEnd)) });
    }),
  };

  return {
    planners: [reminderPlanner],
    handlers,
    /** The receipt when a trial converts into a paid period. */
    async sendReceipt(userId: string, receipt: { plan: string; amountCents: number; periodEnd: Date }) {
      const learner = await repo.learner(userId);
      if (learner) await deliver(learner, { kind: 'trial-converted', ...receipt });
    },
    /** The settings screen's "Send a test reminder": now, whatever the toggles say. */
    async sendTest(userId: string, now: Date) {
      const learner = await repo.learner(userId);
      if (!learner) return { email: false, push: 0, emailMessage: null };
      return deliver(learner, await dailyData(learner, now, 'test-reminder'));
    },
    async status(userId: string, now: Date) {
      const learner = await repo.learner(userId);
      const settings = learner ? settingsOf(learner) : null;
      return {
        vapidPublicKey: deps.push.publicKey,
        email: learner?.emailVerified ?? false,
        emailMessage: learner && !learner.emailVerified ? VERIFY_TO_RECEIVE_EMAIL : null,
        pushDevices: learner ? (await repo.pushSubscriptions(userId)).length : 0,
        nextReminderAt:
          learner && settings?.dailyReminders
            ? nextReminderAt(learner.timeZone, settings.reminderTime, now).toISOString()
            : null,
      };
    },
    /** Turns the token's toggle off; `null` when the token is not ours. */
    async unsubscribe(token: string): Promise<{ toggle: NotificationToggle; language: Language } | null> {
      const claim = deps.tokens.verify(token);
      if (!claim) return null;
      const learner = await repo.learner(claim.userId);
      if (!learner) return null;
      await repo.setPreference(claim.userId, claim.toggle, false);
      return { toggle: claim.toggle, language: languageOf(learner) };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
