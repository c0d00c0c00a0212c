import { withSession } from '../../auth/session-scope';
import { trustedOriginsFor } from '../../lib/origin-check';
import type { ServerModule } from '../context';
import { registerRealtimeRoutes } from './routes';
import { createTutorAccess } from './tutor-access';

/** The voice tutor: the WebSocket relay and its status (product.md#validation, product.md#realtime-protocol). */
export const realtimeModule: ServerModule = {
  name: 'realtime',
  prefix: '/api/realtime',
  async register(plugin, ctx) {
    const trusted = new Set(trustedOriginsFor(ctx.baseUrl));
    const maxSessionMs = ctx.env.REALTIME_MAX_SESSION_MINUTES * 60_000;
    const tutorFor = createTutorAccess({
      db: ctx.db,
      access: ctx.env.AI_TUTOR_ACCESS,
      configured: ctx.tutor,
      builtIn: ctx.builtInTutor,
    });
    if (ctx.env.AI_TUTOR_ACCESS === 'subscribers' && ctx.tutor.kind !== 'local')
      ctx.log.info('AI tutor: for subscribed and trialing learners; others get the built-in tutor');
    // The upgrade needs a session like any other protected route: refused with 401 before it opens.
    await withSession(plugin, ctx.auth, (scope) =>
      registerRealtimeRoutes(scope, ctx, { tutorFor, trusted, maxSessionMs }),
    );
  },
};
