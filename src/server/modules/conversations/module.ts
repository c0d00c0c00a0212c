import { learnerLemmas } from '../../adapters/extraction/fallback';
import { createVocabularyRepository } from '../vocabulary/repository';
import { createVocabularyService } from '../vocabulary/service';
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
    const vocabulary = createVocabularyService({
      db: ctx.db,
      repository: createVocabularyRepository(ctx.db),
    });
    const service = createConversationService({
      db: ctx.db,
      repo: createConversationRepository(ctx.db),
      mistakes: createMistakeRepository(ctx.db),
      extractor: ctx.extractor,
      log: ctx.log,
      usedWords: {
        lemmasOf: learnerLemmas,
        // The flashcards screen's review: same rule, same statement, same counters.
        review: (userId, cardId, reviewId, now) =>
          vocabulary.review(userId, cardId, { rating: 'good', reviewId }, now),
      },
    });
    await withSession(plugin, ctx.auth, (scope) => registerConversationRoutes(scope, service));
  },
};
