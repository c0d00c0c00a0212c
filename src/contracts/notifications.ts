import { z } from 'zod';

/** The notification toggles an unsubscribe link can turn off (product.md#settings). */
export const NOTIFICATION_TOGGLES = ['dailyReminders', 'weeklyProgress', 'achievementNotifications'] as const;
export type NotificationToggle = (typeof NOTIFICATION_TOGGLES)[number];

/** What a notification is about; the service worker opens `url` on click. */
export const NOTIFICATION_KINDS = [
  'daily-reminder',
  'weekly-progress',
  'achievement',
  'trial-ending',
  'trial-converted',
  'test-reminder',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** A browser PushSubscription as `subscription.toJSON()` gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string().url().max(2000),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});

export const pushUnsubscribeSchema = z.object({ endpoint: z.string().url().max(2000) });

/** The push message's JSON payload, read by the service worker. */
export const pushPayloadSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

/** `GET /api/notifications/status`: channels and when the next reminder is due. */
export const notificationStatusSchema = z.object({
  vapidPublicKey: z.string(),
  /** Whether reminders go by email: only to a verified address. */
  email: z.boolean(),
  /** Why they do not ("Verify your email address…"), or null. */
  emailMessage: z.string().nullable(),
  pushDevices: z.number().int(),
  /** ISO instant, or null when daily reminders are off. */
  nextReminderAt: z.string().nullable(),
});

export const testReminderResultSchema = z.object({
  email: z.boolean(),
  push: z.number().int(),
  /** Why no email went (address not verified, today's cap), or null when it did. */
  emailMessage: z.string().nullable(),
});

/** The unsubscribe link's query: the signed token from the email. */
export const unsubscribeQuerySchema = z.object({ token: z.string().max(2000).default('') });

/** The push-subscription writes' answer. */
export const okResponseSchema = z.object({ ok: z.literal(true) });
