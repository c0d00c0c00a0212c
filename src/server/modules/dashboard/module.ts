import type { ServerModule } from '../context';
import { requireUser } from '../../auth/session';
import { createDashboardRepository } from './repository';
import { createDashboardService } from './service';

/** `GET /api/dashboard`: the dashboard's figures in one call (spec doc 1 §2, §3 "Dashboard data"). */
export const dashboardModule: ServerModule = {
  name: 'dashboard',
  register(app, ctx) {
    const dashboard = createDashboardService(createDashboardRepository(ctx.db));
    app.get('/api/dashboard', async (request) => dashboard.get(requireUser(request).id, new Date()));
  },
};
