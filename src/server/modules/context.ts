import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Auth } from '../auth/auth';
import type { Database } from '../db/client';
import type { Env } from '../env';
import type { Extractor } from '../adapters/extraction/types';
import type { Mailer } from '../adapters/mail/types';
import type { PaymentProvider } from '../adapters/payments/types';
import type { PushEndpointPolicy } from '../adapters/push/push-endpoint-policy';
import type { PushSender } from '../adapters/push/web-push-sender';
import type { RealtimeUpstream } from '../adapters/realtime/types';
import type { Translator } from '../adapters/translation/types';
import type { Scheduler } from '../jobs/scheduler';
import type { SpeechEndpoint } from '../realtime/pipeline/speech';

/**
 * Every outside service and background worker, built once from the configuration by the
 * composition root (src/server/compose): modules use these and never build their own.
 */
export interface Adapters {
  mailer: Mailer;
  payments: PaymentProvider;
  translator: Translator;
  extractor: Extractor;
  /** The configured tutor: the AI pipeline, a realtime voice model, or the built-in tutor. */
  tutor: RealtimeUpstream;
  /** The built-in tutor, offered when the AI tutor is kept for subscribers (the same as `tutor` without AI). */
  builtInTutor: RealtimeUpstream;
  /** The configured voice for Listen buttons (the pipeline tutor's speech service), or null. */
  speech: SpeechEndpoint | null;
  /** Web Push: the sender and the policy on where a subscription's endpoint may point. */
  push: { sender: PushSender; policy: PushEndpointPolicy };
  /** The job scheduler: modules register their planners and handlers; the app starts and stops it. */
  scheduler: Scheduler;
}

/** What every feature module may use: the composition root builds it once. */
export interface ModuleContext extends Adapters {
  env: Env;
  db: Database;
  auth: Auth;
  /**
   * The server secret (AUTH_SECRET, or the one kept in the data folder), resolved once: sessions,
   * unsubscribe links and trial keys are signed with the same one.
   */
  secret: string;
  baseUrl: string;
  log: FastifyBaseLogger;
}

/**
 * A feature module: the routes under its URL prefix, and optional work at start-up (after
 * migrations). `register` gets a plugin scope mounted at `prefix` (so routes name only the part
 * after it): public routes go on it, protected ones inside `withSession` (auth/session-scope.ts).
 * `app` is the root, for what is app-wide: a decoration, a lifecycle hook, or one of the two
 * public URLs that predate the prefixes (`/api/session`, `/api/plans`).
 */
export interface ServerModule {
  name: string;
  prefix: `/api/${string}`;
  register(scope: FastifyInstance, ctx: ModuleContext, app: FastifyInstance): void | Promise<void>;
  onStart?(ctx: ModuleContext): Promise<void>;
}
