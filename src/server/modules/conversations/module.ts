import { createExtractor } from '../../adapters/extraction';
import { withSession } from '../../auth/session-scope';
import type { ServerModule } from '../context';
import { createConversationRepository } from './repository';
import { registerConversationRoutes } from './routes';
import { createConversationService } from './service';

/** Conversations: saving a finished one, with vocabulary extraction on the server. */
export const conversationsModule: ServerModule = {
  name: 'conversations',
  async register(app, ctx) {
    const service = createConversationService({
      db: ctx.db,
      repo: createConversationRepository(ctx.db),
      extractor: createExtractor(ctx.env),
      log: ctx.log,
    });
    await withSession(app, ctx.auth, (scope) => registerConversationRoutes(scope, service));
  },
};
