import multipart from '@fastify/multipart';
import { withSession } from '../../auth/session-scope';
import type { ServerModule } from '../context';
import { createVocabularyRepository } from './repository';
import { registerVocabularyRoutes } from './routes';
import { createVocabularyService } from './service';
import { IMPORT_MAX_BYTES, registerTransferRoutes } from './transfer/routes';
import { createTransferWorkers } from './transfer/transfer-jobs';

/** Vocabulary: the learner's words, the due queue, adding a word, flashcard reviews, import/export. */
export const vocabularyModule: ServerModule = {
  name: 'vocabulary',
  prefix: '/api/vocabulary',
  async register(plugin, ctx) {
    const repository = createVocabularyRepository(ctx.db);
    const service = createVocabularyService({ db: ctx.db, repository });
    const workers = createTransferWorkers({
      timeLimitMs: ctx.env.TRANSFER_TIME_LIMIT_SECONDS * 1000,
      memoryMb: ctx.env.TRANSFER_MEMORY_LIMIT_MB,
    });
    plugin.addHook('onClose', async () => workers.close());
    await withSession(plugin, ctx.auth, async (scope) => {
      registerVocabularyRoutes(scope, service);
      // Import uploads only: one file, streamed and capped (other routes keep the JSON body limit).
      await scope.register(multipart, { limits: { files: 1, fileSize: IMPORT_MAX_BYTES, fields: 5 } });
      registerTransferRoutes(scope, { db: ctx.db, repository, workers, speech: ctx.speech });
    });
  },
};
