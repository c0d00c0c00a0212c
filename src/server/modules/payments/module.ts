import { withSession } from '../../auth/session-scope';
import type { ServerModule } from '../context';
import { isTestModeProvider } from '../../adapters/payments/test-mode-provider';
import { createPaymentsRepository, toSnapshot } from './repository';
import { registerPaymentRoutes, registerPlansRoute } from './routes';
import { createPaymentsService } from './service';
import { createTestModeCheckout, type TestModeCheckout } from './test-mode-checkout';
import { createEventDelivery } from './test-mode-delivery';
import { createTestModeCancellation } from './test-mode-cancellation';
import { createTestModeRenewal, type TestModeRenewal } from './test-mode-renewal';
import { createWebhookService } from './webhook-service';
import { confirmationEmail } from './confirmation-email';
import { MailWithheld } from '../../adapters/mail/guarded-mailer';
import { registerWebhookRoute } from './webhook-routes';
import { trialKeyer } from './trial-key';

/** Subscription with a free trial: plans, checkout, portal, webhook (product.md#payment, product.md#validation). */
export const paymentsModule: ServerModule = {
  name: 'payments',
  prefix: '/api/payments',
  async register(plugin, ctx, app) {
    const repo = createPaymentsRepository(ctx.db, trialKeyer(ctx.secret));
    const provider = ctx.payments;
    let checkout: TestModeCheckout | null = null;
    let renewDue: TestModeRenewal | null = null;
    if (isTestModeProvider(provider)) {
      const deliver = createEventDelivery(`${ctx.baseUrl}/api/payments/webhook`, ctx.log);
      provider.connectLedger({
        findSubscription: async (id) => {
          const row = await repo.findSubscription(id);
          return row ? toSnapshot(row) : null;
        },
        setCancelAtPeriodEnd: createTestModeCancellation({ db: ctx.db, provider, deliver, log: ctx.log }),
      });
      checkout = createTestModeCheckout({ db: ctx.db, repo, provider, deliver });
      renewDue = createTestModeRenewal({ db: ctx.db, provider, deliver });
    }
    const payments = createPaymentsService({ repo, provider, baseUrl: ctx.baseUrl });
    const webhooks = createWebhookService({
      provider,
      repo,
      log: ctx.log,
      onCheckoutCompleted: async (userId, subscription) => {
        const user = await repo.findUser(userId);
        if (!user) return;
        const language = typeof user.preferences.language === 'string' ? user.preferences.language : 'en';
        await ctx.mailer
          .send(confirmationEmail(user.email, subscription, language, `${ctx.baseUrl}/settings`))
          .catch((error: unknown) => {
            // Not verified, or today's cap: the policy's choice, not a failure to report.
            if (!(error instanceof MailWithheld)) throw error;
            ctx.log.info({ reason: error.reason }, 'payment confirmation email withheld');
          });
      },
    });
    await withSession(plugin, ctx.auth, (scope) =>
      registerPaymentRoutes(scope, { payments, checkout, renewDue }),
    );
    await registerWebhookRoute(plugin, webhooks);
    registerPlansRoute(app, ctx.auth, payments);
  },
  async onStart(ctx) {
    const env = ctx.env;
    if (!env.STRIPE_SECRET_KEY) return;
    if (!env.STRIPE_WEBHOOK_SECRET)
      ctx.log.warn('STRIPE_WEBHOOK_SECRET is not set: Stripe webhook events will be refused.');
    if (!env.STRIPE_PRICE_MONTHLY || !env.STRIPE_PRICE_ANNUAL) {
      ctx.log.warn('STRIPE_PRICE_MONTHLY and STRIPE_PRICE_ANNUAL must both be set for Stripe checkout.');
    }
  },
};
