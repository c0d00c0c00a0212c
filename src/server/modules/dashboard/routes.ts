import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardResponseSchema } from '../../../contracts/dashboard';
import { requireUser } from '../../auth/session';
import type { DashboardService } from './service';

/** `GET /api/dashboard`: the dashboard's figures in one call (product.md#dashboard, product.md#dashboard-figures). */
export function registerDashboardRoutes(scope: FastifyInstance, dashboard: DashboardService): void {
  scope.withTypeProvider<ZodTypeProvider>().get(
    '',
    {
      schema: {
        summary: 'Everything the dashboard shows, in one call',
        response: { 200: dashboardResponseSchema },
      },
    },
    async (request) => dashboard.get(requireUser(request).id, new Date()),
  );
}
