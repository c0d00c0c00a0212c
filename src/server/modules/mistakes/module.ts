import { withSession } from '../../auth/session-scope';
import type { ServerModule } from '../context';
import { createMistakeRepository } from './repository';
import { registerMistakeRoutes } from './routes';
import { createMistakeService } from './service';

/** The mistakes ledger: every tutor's corrections, counted by kind for the learner's screen. */
export const mistakesModule: ServerModule = {
  name: 'mistakes',
  prefix: '/api/mistakes',
  async register(plugin, ctx) {
    const mistakes = createMistakeService(createMistakeRepository(ctx.db));
    await withSession(plugin, ctx.auth, (scope) => registerMistakeRoutes(scope, mistakes));
  },
};
