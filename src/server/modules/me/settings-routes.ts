import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { settingsPatchSchema, settingsResponseSchema } from '../../../contracts/settings';
import { requireUser } from '../../auth/session';
import type { SettingsService } from './settings-service';
import { toUserDocument } from './to-document';

/** Settings (product.md#settings): `GET|PUT /api/me/settings`. */
export function registerSettingsRoutes(scope: FastifyInstance, settings: SettingsService): void {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const response = { 200: settingsResponseSchema };

  api.get('/settings', { schema: { summary: 'Settings with defaults', response } }, async (request) => {
    const { settings: current, row } = await settings.get(requireUser(request));
    return { settings: current, user: toUserDocument(row) };
  });

  // PUT with only the fields to change: the screen saves one control at a time.
  api.put(
    '/settings',
    { schema: { summary: 'Changes settings', body: settingsPatchSchema, response } },
    async (request) => {
      const { settings: current, row } = await settings.update(requireUser(request), request.body);
      return { settings: current, user: toUserDocument(row) };
    },
  );
}
