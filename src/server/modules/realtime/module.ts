import { createRealtimeUpstream } from '../../adapters/realtime';
import { describeTutor, resolveTutorConfig } from '../../adapters/realtime/tutor-config';
import { withSession } from '../../auth/session-scope';
import { trustedOriginsFor } from '../../lib/origin-check';
import type { ServerModule } from '../context';
import { registerRealtimeRoutes } from './routes';
import { createLocalTutorUpstream } from '../../realtime/local-tutor';
import { createTutorAccess } from './tutor-access';

/** The voice tutor: the WebSocket relay and its status (product.md#validation, product.md#realtime-protocol). */
export const realtimeModule: ServerModule = {
  name: 'realtime',
  prefix: '/api/realtime',
  async register(plugin, ctx) {
    const upstream = createRealtimeUpstream(ctx.env, {
      log: {
        warn: (details, message) => ctx.log.warn(details, message),
        // Each turn's stage times at debug; a summary of the recent turns at info, for operators.
        info: (details, message) => ctx.log.info(details, message),
        debug: (details, message) => ctx.log.debug(details, message),
      },
    });
    const trusted = new Set(trustedOriginsFor(ctx.baseUrl));
    const maxSessionMs = ctx.env.REALTIME_MAX_SESSION_MINUTES * 60_000;
    ctx.log.info(describeTutor(resolveTutorConfig(ctx.env), ctx.env));
    const tutorFor = createTutorAccess({
      db: ctx.db,
      access: ctx.env.AI_TUTOR_ACCESS,
      configured: upstream,
      builtIn: upstream.kind === 'local' ? upstream : createLocalTutorUpstream(),
    });
    if (ctx.env.AI_TUTOR_ACCESS === 'subscribers' && upstream.kind !== 'local')
      ctx.log.info('AI tutor: for subscribed and trialing learners; others get the built-in tutor');
    // The upgrade needs a session like any other protected route: refused with 401 before it opens.
    await withSession(plugin, ctx.auth, (scope) =>
      registerRealtimeRoutes(scope, ctx, { tutorFor, trusted, maxSessionMs }),
    );
  },
};
