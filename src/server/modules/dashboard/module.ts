import { withSession } from '../../auth/session-scope';
import type { ServerModule } from '../context';
import { createDashboardRepository } from './repository';
import { registerDashboardRoutes } from './routes';
import { createDashboardService } from './service';

/** The dashboard (product.md#dashboard, product.md#dashboard-figures). */
export const dashboardModule: ServerModule = {
  name: 'dashboard',
  prefix: '/api/dashboard',
  async register(plugin, ctx) {
    const dashboard = createDashboardService(createDashboardRepository(ctx.db));
    await withSession(plugin, ctx.auth, (scope) => registerDashboardRoutes(scope, dashboard));
  },
};
