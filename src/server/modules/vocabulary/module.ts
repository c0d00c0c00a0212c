import type { ServerModule } from '../context';
import { createVocabularyRepository } from './repository';
import { registerVocabularyRoutes } from './routes';
import { createVocabularyService } from './service';

/** Vocabulary: the learner's words, the due queue, adding a word, and flashcard reviews. */
export const vocabularyModule: ServerModule = {
  name: 'vocabulary',
  register(app, ctx) {
    const repository = createVocabularyRepository(ctx.db);
    registerVocabularyRoutes(app, createVocabularyService({ db: ctx.db, repository }));
  },
};
