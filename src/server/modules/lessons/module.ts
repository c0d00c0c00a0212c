import { getGlossary } from '../../../content/glossary';
import { CURRICULUM } from '../../../content/lessons';
import { assertEveryExpressionRead } from '../../../content/lessons/expression-reading';
import { withSession } from '../../auth/session-scope';
import type { ServerModule } from '../context';
import { createAttemptsRepository } from './attempts-repository';
import { createLessonsRepository } from './repository';
import { registerLessonsRoutes } from './routes';
import { seedCurriculum } from './seed';
import { createLessonsService } from './service';

/** Lessons: the curriculum, unlocking, completion and stats (product.md#lessons, product.md#lesson-rules). */
export const lessonsModule: ServerModule = {
  name: 'lessons',
  prefix: '/api/lessons',
  async register(plugin, ctx) {
    const lessons = createLessonsService(createLessonsRepository(ctx.db), createAttemptsRepository(ctx.db));
    await withSession(plugin, ctx.auth, (scope) => registerLessonsRoutes(scope, lessons));
  },
  async onStart(ctx) {
    // Before anything is written: a target the scorer cannot read would never count as used.
    assertEveryExpressionRead(CURRICULUM, getGlossary());
    const written = await seedCurriculum(ctx.db, CURRICULUM, new Date());
    if (written > 0) ctx.log.info(`lessons: curriculum seeded (${written} lessons written)`);
  },
};
