import { withSession } from '../../auth/session-scope';
import type { ServerModule } from '../context';
import { createProfileService } from './profile-service';
import { createSettingsService } from './settings-service';
import { registerMyDataRoutes } from './data-routes';
import { registerOnboardingRoutes } from './onboarding-routes';
import { createUserRepository } from './repository';
import { registerMeRoutes, registerSessionRoute } from './routes';
import { createMeService } from './service';
import { registerSettingsRoutes } from './settings-routes';

/**
 * The one owner of `/api/me/*` (and `/api/session`, the same document for a visitor): the user
 * document, onboarding and quick start, settings, and the learner's own data.
 */
export const meModule: ServerModule = {
  name: 'me',
  prefix: '/api/me',
  async register(plugin, ctx, app) {
    const users = createUserRepository(ctx.db);
    const me = createMeService({ users, payments: ctx.payments });
    registerSessionRoute(app, ctx.auth, me);
    await withSession(plugin, ctx.auth, (scope) => {
      registerMeRoutes(scope, me);
      registerOnboardingRoutes(scope, createProfileService({ users, ensureDocument: me.ensureDocument }));
      registerSettingsRoutes(scope, createSettingsService({ db: ctx.db, ensureDocument: me.ensureDocument }));
      registerMyDataRoutes(scope, ctx);
    });
  },
};
