import { createMailLimits } from '../../lib/mail-limits';
import { createRateLimiter } from '../../lib/rate-limit';
import { createSignInGuard } from '../../lib/sign-in-guard';
import type { ServerModule } from '../context';
import { registerAccountRoutes } from './routes';
import { createAccountService } from './service';

/** `/api/account/*`: the app's own account flows beside better-auth's (product.md#assessment-flow). */
export const accountModule: ServerModule = {
  name: 'account',
  prefix: '/api/account',
  async register(plugin, ctx) {
    await registerAccountRoutes(plugin, {
      accounts: createAccountService({ db: ctx.db, auth: ctx.auth, baseUrl: ctx.baseUrl }),
      auth: ctx.auth,
      // Counted in the database, so these share their windows with the limits on better-auth's routes.
      limiter: createRateLimiter(ctx.db, { limit: ctx.env.AUTH_RATE_LIMIT_PER_MINUTE, windowMs: 60_000 }),
      signIn: createSignInGuard(ctx.db),
      beforeMail: createMailLimits(ctx.db),
    });
  },
};
