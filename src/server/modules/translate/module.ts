import { withSession } from '../../auth/session-scope';
import type { ServerModule } from '../context';
import { registerTranslateRoutes } from './routes';
import { createTranslateService } from './service';

/** Translation of selected Spanish text (product.md#translation). */
export const translateModule: ServerModule = {
  name: 'translate',
  prefix: '/api/translate',
  async register(plugin, ctx) {
    const service = createTranslateService(ctx.translator);
    await withSession(plugin, ctx.auth, (scope) => registerTranslateRoutes(scope, service));
  },
};
