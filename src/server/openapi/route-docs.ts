import { z } from 'zod';
import * as account from '../../contracts/account';
import * as assessment from '../../contracts/assessment';
import * as conversations from '../../contracts/conversations';
import * as dashboard from '../../contracts/dashboard';
import * as lessons from '../../contracts/lessons';
import * as notifications from '../../contracts/notifications';
import * as myData from '../../contracts/my-data';
import * as payments from '../../contracts/payments';
import * as profile from '../../contracts/profile';
import * as realtime from '../../contracts/realtime';
import * as settings from '../../contracts/settings';
import * as translate from '../../contracts/translate';
import * as user from '../../contracts/user';
import * as vocabulary from '../../contracts/vocabulary';
import type { RouteDoc } from './build';

const message = z.object({ message: z.string() });

/** Documentation of each route, keyed `METHOD url` as Fastify registers it. */
export const ROUTE_DOCS: Record<string, RouteDoc> = {
  'GET /healthz': { summary: 'Liveness: the process answers', public: true },
  'GET /readyz': { summary: 'Readiness: the database answers', public: true },
  'GET /api/config': { summary: 'What the sign-in screen needs (is Google sign-in on)', public: true },
  'GET /api/openapi.json': { summary: 'This document', public: true },
  'GET /api/auth/*': {
    summary: 'better-auth endpoints (sessions, OAuth callbacks, email links)',
    public: true,
  },
  'POST /api/auth/*': {
    summary: 'better-auth endpoints (sign-out, OAuth start, verification)',
    public: true,
  },
  'POST /api/account/continue': {
    summary: 'Email sign-in: creates the account, or signs in when the email is taken (spec doc 1 §4)',
    body: account.credentialsSchema,
    response: account.continueResponseSchema,
    public: true,
  },
  'POST /api/account/password-reset/request': {
    summary: 'Sends a password reset email',
    body: account.passwordResetRequestSchema,
    response: message,
    public: true,
  },
  'POST /api/account/password-reset': {
    summary: 'Sets a new password from a reset link',
    body: account.passwordResetSchema,
    response: message,
    public: true,
  },
  'POST /api/account/password': {
    summary: 'Changes the password',
    body: account.changePasswordSchema,
    response: message,
  },
  'POST /api/account/verification-email': { summary: 'Sends the email verification link', response: message },
  'GET /api/session': {
    summary: "The signed-in learner's user document, or null for a visitor (200 either way)",
    response: user.sessionResponseSchema,
    public: true,
  },
  'GET /api/me': { summary: 'The user document (spec doc 1 §3 users)', response: user.userDocumentSchema },
  'PATCH /api/me': {
    summary: 'Updates display name or time zone',
    body: user.patchMeSchema,
    response: user.userDocumentSchema,
  },
  'POST /api/me/setup': {
    summary: 'After sign-in: creates or repairs the document, ensures a payment customer, routes',
    body: user.setupRequestSchema,
    response: user.setupResponseSchema,
  },
  'POST /api/me/activity': { summary: 'Records activity for the streak', body: user.activityRequestSchema },
  'PUT /api/me/onboarding': {
    summary: 'Saves finished onboarding answers',
    body: profile.saveOnboardingRequestSchema,
  },
  'DELETE /api/me/onboarding': { summary: 'Restarts onboarding' },
  'POST /api/me/quick-start': {
    summary: 'Quick start level choice',
    body: profile.quickStartChoiceRequestSchema,
  },
  'POST /api/me/quick-start/skip': { summary: 'Skips the quick start' },
  'GET /api/me/settings': { summary: 'Settings with defaults', response: settings.settingsSchema },
  'PUT /api/me/settings': {
    summary: 'Changes settings',
    body: settings.settingsPatchSchema,
    response: settings.settingsSchema,
  },
  'GET /api/vocabulary': {
    summary: "The learner's words: search, status and category filters, sort, keyset paging (cursor)",
    query: vocabulary.vocabularyListQuerySchema,
    response: vocabulary.vocabularyListResponseSchema,
  },
  'GET /api/vocabulary/due': {
    summary: 'Up to 25 due cards, oldest due first',
    response: vocabulary.dueVocabularyResponseSchema,
  },
  'POST /api/vocabulary': {
    summary: 'Adds a word',
    body: vocabulary.createVocabularySchema,
    response: vocabulary.vocabularyItemSchema,
  },
  'POST /api/vocabulary/:id/review': {
    summary: 'Applies a rating (idempotent by reviewId)',
    body: vocabulary.reviewRequestSchema,
    response: vocabulary.vocabularyItemSchema,
  },
  'PATCH /api/vocabulary/:id': {
    summary: "Edits a word's translation, definition, context or category",
    body: vocabulary.patchVocabularySchema,
    response: vocabulary.vocabularyItemSchema,
  },
  'DELETE /api/vocabulary/:id': { summary: 'Deletes a word (204)' },
  'GET /api/vocabulary/export': {
    summary:
      'The word list as a file: CSV (word, translation, context, definition, category) or an Anki package (.apkg)',
    query: vocabulary.vocabularyExportQuerySchema,
  },
  'POST /api/vocabulary/import': {
    summary:
      'Imports CSV or .apkg (multipart field "file"); ?dryRun=1 previews; duplicates skipped; a bad file changes nothing',
    query: vocabulary.vocabularyImportQuerySchema,
    response: vocabulary.vocabularyImportReportSchema,
  },
  'GET /api/me/memories': {
    summary: 'What the tutor remembers about the learner (exactly what the next session uses)',
    response: myData.memoriesResponseSchema,
  },
  'PUT /api/me/memories/:key': {
    summary: 'Adds or changes a remembered fact (key: lowercase words joined by underscores)',
    body: myData.putMemorySchema,
    response: myData.memorySchema,
  },
  'DELETE /api/me/memories/:key': { summary: 'Forgets one fact (204)' },
  'DELETE /api/me/memories': {
    summary: 'Forgets everything',
    response: z.object({ deleted: z.number().int() }),
  },
  'GET /api/me/export': {
    summary: 'Download my data: every row kept about the learner, as JSON (secrets left out)',
    response: myData.accountExportSchema,
  },
  'DELETE /api/me': {
    summary:
      'Deletes the account: password checked, subscription cancelled, every row removed, signed out everywhere (204)',
    body: myData.deleteAccountSchema,
  },
  'GET /api/lessons': {
    summary: 'Lessons with unlock state and stats',
    query: lessons.lessonListQuerySchema,
    response: lessons.lessonListResponseSchema,
  },
  'GET /api/lessons/stats': { summary: 'Lesson statistics', response: lessons.lessonStatsSchema },
  'GET /api/lessons/:id': {
    summary: 'One lesson with vocabulary and topics',
    response: lessons.lessonDetailSchema,
  },
  'POST /api/lessons/:id/progress': {
    summary: 'Completes a lesson conversation and scores it',
    body: lessons.lessonProgressRequestSchema,
    response: lessons.lessonProgressResponseSchema,
  },
  'GET /api/dashboard': {
    summary: 'Everything the dashboard shows, in one call',
    response: dashboard.dashboardResponseSchema,
  },
  'GET /api/assessments/eligibility': {
    summary: 'Retake eligibility (7-day cooldown)',
    response: assessment.eligibilitySchema,
  },
  'GET /api/assessments/latest': {
    summary: 'The latest assessment result',
    response: assessment.latestAssessmentSchema,
  },
  'POST /api/assessments/session': {
    summary: 'Starts an adaptive assessment',
    response: assessment.startAssessmentResponseSchema,
  },
  'POST /api/assessments/answer': {
    summary: 'Checks one answer; returns the next question',
    body: assessment.answerRequestSchema,
    response: assessment.answerResponseSchema,
  },
  'POST /api/assessments': {
    summary: 'Finishes: re-scores on the server, enforces the cooldown, saves',
    body: assessment.finishAssessmentRequestSchema,
    response: assessment.assessmentResultSchema,
  },
  'POST /api/assessments/quick': {
    summary: 'Saves the quick assessment',
    body: assessment.quickAssessmentRequestSchema,
  },
  'POST /api/conversations': {
    summary: 'Saves a conversation; extraction runs server-side',
    body: conversations.saveConversationRequestSchema,
    response: conversations.saveConversationResponseSchema,
  },
  'POST /api/translate': {
    summary: 'Translates Spanish text to English',
    body: translate.translateRequestSchema,
    response: translate.translateResponseSchema,
  },
  'GET /api/realtime': {
    summary: 'WebSocket relay to the voice tutor (upgrade; session cookie and Origin checked)',
  },
  'GET /api/realtime/status': {
    summary: 'Health of the configured tutor upstream',
    response: realtime.realtimeStatusSchema,
  },
  'GET /api/plans': { summary: 'Monthly and annual plans', response: payments.plansResponseSchema },
  'POST /api/payments/customer': {
    summary: 'Ensures a payment customer',
    response: payments.customerResponseSchema,
  },
  'POST /api/payments/checkout-session': {
    summary: 'Starts checkout with a 7-day trial',
    body: payments.checkoutSessionRequestSchema,
    response: payments.urlResponseSchema,
  },
  'POST /api/payments/portal': { summary: 'Opens the billing portal', response: payments.urlResponseSchema },
  'GET /api/payments/subscription': {
    summary: 'The current subscription',
    response: payments.subscriptionResponseSchema,
  },
  'POST /api/payments/subscription/cancel': { summary: 'Cancels (test-mode portal)' },
  'GET /api/payments/checkout-result/:id': {
    summary: "Whether one of the learner's checkouts completed (the success page confirms only then)",
    response: payments.checkoutResultSchema,
  },
  'GET /api/payments/checkout-sessions/:id': {
    summary: 'A test-mode checkout session',
    response: payments.checkoutSessionViewSchema,
  },
  'POST /api/payments/checkout-sessions/:id/pay': {
    summary: "Pays a test-mode checkout with Stripe's test cards",
    body: payments.cardPaymentSchema,
    response: payments.payResponseSchema,
  },
  'POST /api/payments/webhook': {
    summary: 'Payment provider webhook (signature-verified raw body)',
    public: true,
  },
  'GET /api/notifications/status': {
    summary: 'Notification channels and when the next daily reminder is due (issue 18)',
    response: notifications.notificationStatusSchema,
  },
  'POST /api/notifications/test': {
    summary: 'Sends a test reminder now by email and to every push device',
    response: notifications.testReminderResultSchema,
  },
  'POST /api/notifications/push-subscription': {
    summary: "Stores this device's Web Push subscription",
    body: notifications.pushSubscriptionSchema,
  },
  'DELETE /api/notifications/push-subscription': {
    summary: "Removes this device's Web Push subscription",
    body: notifications.pushUnsubscribeSchema,
  },
  'GET /api/notifications/unsubscribe': {
    summary:
      'One-click unsubscribe link from an email: turns that notification off (signed token, HTML page)',
    query: notifications.unsubscribeQuerySchema,
    public: true,
  },
  'POST /api/notifications/unsubscribe': {
    summary: 'RFC 8058 one-click unsubscribe (List-Unsubscribe-Post)',
    query: notifications.unsubscribeQuerySchema,
    public: true,
  },
};
