import { settingsPatchSchema } from '../../../contracts/settings';
import { requireUser } from '../../auth/session';
import { parseWith } from '../../lib/validate';
import type { ServerModule } from '../context';
import { createUserRepository } from '../me/repository';
import { createMeService } from '../me/service';
import { toUserDocument } from '../me/to-document';
import { createSettingsService } from './service';

/** Settings (spec doc 1 §2 Settings, §9 defaults): `GET|PUT /api/me/settings`. */
export const settingsModule: ServerModule = {
  name: 'settings',
  register(app, ctx) {
    const me = createMeService({ users: createUserRepository(ctx.db), payments: ctx.payments });
    const settings = createSettingsService({ db: ctx.db, ensureDocument: me.ensureDocument });

    app.get('/api/me/settings', async (request) => {
      const { settings: current, row } = await settings.get(requireUser(request));
      return { settings: current, user: toUserDocument(row) };
    });

    // PUT with only the fields to change: the screen saves one control at a time.
    app.put('/api/me/settings', async (request) => {
      const patch = parseWith(settingsPatchSchema, request.body);
      const { settings: current, row } = await settings.update(requireUser(request), patch);
      return { settings: current, user: toUserDocument(row) };
    });
  },
};
