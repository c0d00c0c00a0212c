import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { Env } from '../env';
import { createExtractor } from '../adapters/extraction';
import { createMailer } from '../adapters/mail';
import { createPaymentProvider } from '../adapters/payments';
import { createPushEndpointPolicy } from '../adapters/push/push-endpoint-policy';
import { resolveVapidKeys } from '../adapters/push/vapid-keys';
import { createPushSender } from '../adapters/push/web-push-sender';
import { createRealtimeUpstream } from '../adapters/realtime';
import { describeTutor, resolveTutorConfig } from '../adapters/realtime/tutor-config';
import { createTranslator } from '../adapters/translation';
import { createJobQueue } from '../jobs/queue';
import { createScheduler } from '../jobs/scheduler';
import type { Adapters } from '../modules/context';
import { createLocalTutorUpstream } from '../realtime/local-tutor';
import { configuredSpeech } from '../realtime/pipeline/speech';

/**
 * Builds every adapter from the configuration, once per app, except those handed in ready-made
 * (tests pass fakes here instead of pointing a URL at a stand-in). An adapter handed in is not
 * built at all, so a fake tutor needs no tutor configuration behind it.
 */
export function buildAdapters(
  env: Env,
  { db, log, secret }: { db: Database; log: FastifyBaseLogger; secret: string },
  given: Partial<Adapters> = {},
): Adapters {
  // The one reading of the tutor configuration: speech, translation and extraction follow it.
  const tutorConfig = resolveTutorConfig(env);
  if (!given.tutor) log.info(describeTutor(tutorConfig, env));
  const tutor =
    given.tutor ??
    createRealtimeUpstream(env, tutorConfig, {
      log: {
        warn: (details, message) => log.warn(details, message),
        // Each turn's stage times at debug; a summary of the recent turns at info, for operators.
        info: (details, message) => log.info(details, message),
        debug: (details, message) => log.debug(details, message),
      },
    });
  return {
    mailer: given.mailer ?? createMailer(env, db, log),
    payments: given.payments ?? createPaymentProvider(env, secret),
    translator: given.translator ?? createTranslator(env, tutorConfig),
    extractor: given.extractor ?? createExtractor(env, tutorConfig),
    tutor,
    builtInTutor: given.builtInTutor ?? (tutor.kind === 'local' ? tutor : createLocalTutorUpstream()),
    // null is a real answer here (no voice configured), so only a missing one is built.
    speech: given.speech === undefined ? configuredSpeech(tutorConfig) : given.speech,
    push: given.push ?? buildPush(env),
    scheduler: given.scheduler ?? createScheduler({ queue: createJobQueue(db), log }),
  };
}

/** Web Push with the configured (or generated and kept) VAPID keys, to the allowed push services. */
function buildPush(env: Env): Adapters['push'] {
  const policy = createPushEndpointPolicy(env.PUSH_SERVICE_HOSTS);
  return { policy, sender: createPushSender(resolveVapidKeys(env), env.VAPID_SUBJECT, policy) };
}
