import { createRealtimeUpstream } from '../../adapters/realtime';
import { describeTutor, resolveTutorConfig } from '../../adapters/realtime/tutor-config';
import { withSession } from '../../auth/session-scope';
import { trustedOriginsFor } from '../../lib/origin-check';
import type { ServerModule } from '../context';
import { registerRealtimeRoutes } from './routes';

/** The voice tutor: the WebSocket relay and its status (spec doc 2 §5, §7). */
export const realtimeModule: ServerModule = {
  name: 'realtime',
  prefix: '/api/realtime',
  async register(plugin, ctx) {
    const upstream = createRealtimeUpstream(ctx.env, {
      log: { warn: (details, message) => ctx.log.warn(details, message) },
    });
    const trusted = new Set(trustedOriginsFor(ctx.baseUrl));
    const maxSessionMs = ctx.env.REALTIME_MAX_SESSION_MINUTES * 60_000;
    ctx.log.info(describeTutor(resolveTutorConfig(ctx.env), ctx.env));
    // The upgrade needs a session like any other protected route: refused with 401 before it opens.
    await withSession(plugin, ctx.auth, (scope) =>
      registerRealtimeRoutes(scope, ctx, { upstream, trusted, maxSessionMs }),
    );
  },
};
