import { saveConversationRequestSchema } from '../../../contracts/conversations';
import { createExtractor } from '../../adapters/extraction';
import { requireUser } from '../../auth/session';
import { parseWith } from '../../lib/validate';
import type { ServerModule } from '../context';
import { createConversationRepository } from './repository';
import { createConversationService } from './service';

/** `POST /api/conversations`: save a finished conversation; extraction runs server-side. */
export const conversationsModule: ServerModule = {
  name: 'conversations',
  register(app, ctx) {
    const extractor = createExtractor(ctx.env);
    const service = createConversationService({
      db: ctx.db,
      repo: createConversationRepository(ctx.db),
      extractor,
      log: ctx.log,
    });
    app.post('/api/conversations', async (request, reply) => {
      const user = requireUser(request);
      const input = parseWith(saveConversationRequestSchema, request.body);
      const result = await service.save(user.id, input, new Date());
      return reply.status(201).send(result);
    });
  },
};
