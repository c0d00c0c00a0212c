import { eq } from 'drizzle-orm';
import { isSubscribed } from '../../../domain/account/sign-in-routing';
import type { RealtimeUpstream } from '../../adapters/realtime/types';
import type { Database } from '../../db/client';
import type { Env } from '../../env';
import { users } from '../../db/schema';

/** The tutor a learner talks with, and whether the AI one was held back for want of a plan. */
export interface TutorChoice {
  upstream: RealtimeUpstream;
  reserved: boolean;
}

/**
 * With AI_TUTOR_ACCESS=subscribers, the configured AI tutor (it costs the operator per minute)
 * is for learners who subscribe or are in their trial; everyone else gets the built-in tutor,
 * which costs nothing to run. By default, and when the built-in tutor is the configured one,
 * everyone gets the configured tutor.
 */
export function createTutorAccess(deps: {
  db: Database;
  access: Env['AI_TUTOR_ACCESS'];
  configured: RealtimeUpstream;
  builtIn: RealtimeUpstream;
}) {
  return async function tutorFor(userId: string): Promise<TutorChoice> {
    if (deps.access === 'everyone' || deps.configured.kind === 'local')
      return { upstream: deps.configured, reserved: false };
    const [row] = await deps.db
      .select({ status: users.subscriptionStatus })
      .from(users)
      .where(eq(users.uid, userId))
      .limit(1);
    if (isSubscribed(row?.status)) return { upstream: deps.configured, reserved: false };
    return { upstream: deps.builtIn, reserved: true };
  };
}

export type TutorAccess = ReturnType<typeof createTutorAccess>;
