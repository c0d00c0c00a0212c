import { withSession } from '../../auth/session-scope';
import { createRateLimiter } from '../../lib/rate-limit';
import type { ServerModule } from '../context';
import { registerSpeechRoutes } from './routes';

/**
 * Words read aloud per learner per minute: a quick review listens to a card every few seconds;
 * more than this is a script spending the operator's speech service.
 */
export const SPEECH_PER_MINUTE = 30;

/** Spanish read aloud by the configured voice (the pipeline tutor's speech service), for Listen buttons. */
export const speechModule: ServerModule = {
  name: 'speech',
  prefix: '/api/speech',
  async register(plugin, ctx) {
    const limiter = createRateLimiter(ctx.db, {
      limit: SPEECH_PER_MINUTE,
      windowMs: 60_000,
      message: 'You have listened to many words in a short time. Please wait a moment and try again.',
    });
    await withSession(plugin, ctx.auth, (scope) =>
      registerSpeechRoutes(scope, { speech: ctx.speech, limiter }),
    );
  },
};
