import { createExtractor } from '../../adapters/extraction';
import { withSession } from '../../auth/session-scope';
import type { ServerModule } from '../context';
import { createMistakeRepository } from '../mistakes/repository';
import { createConversationRepository } from './repository';
import { registerConversationRoutes } from './routes';
import { createConversationService } from './service';

/** Conversations: saving a finished one, with vocabulary extraction on the server. */
export const conversationsModule: ServerModule = {
  name: 'conversations',
  prefix: '/api/conversations',
  async register(plugin, ctx) {
    const service = createConversationService({
      db: ctx.db,
      repo: createConversationRepository(ctx.db),
      mistakes: createMistakeRepository(ctx.db),
      extractor: createExtractor(ctx.env),
      log: ctx.log,
    });
    await withSession(plugin, ctx.auth, (scope) => registerConversationRoutes(scope, service));
  },
};
