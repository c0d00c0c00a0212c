import { createTranslator } from '../../adapters/translation';
import { withSession } from '../../auth/session-scope';
import type { ServerModule } from '../context';
import { registerTranslateRoutes } from './routes';
import { createTranslateService } from './service';

/** Translation of selected Spanish text (spec doc 2 §7 translateText). */
export const translateModule: ServerModule = {
  name: 'translate',
  async register(app, ctx) {
    const service = createTranslateService(createTranslator(ctx.env));
    await withSession(app, ctx.auth, (scope) => registerTranslateRoutes(scope, service));
  },
};
