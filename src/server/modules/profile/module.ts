import type { ServerModule } from '../context';
import { createUserRepository } from '../me/repository';
import { createMeService } from '../me/service';
import { registerProfileRoutes } from './routes';
import { createProfileService } from './service';

/** Onboarding and quick-start profile writes (spec doc 1 §4 "Onboarding", "Quick start"). */
export const profileModule: ServerModule = {
  name: 'profile',
  register(app, ctx) {
    const users = createUserRepository(ctx.db);
    const me = createMeService({ users, payments: ctx.payments });
    registerProfileRoutes(app, createProfileService({ users, ensureDocument: me.ensureDocument }));
  },
};
