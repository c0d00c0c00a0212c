import { eq } from 'drizzle-orm';
import { hasAccess, learnerTerms } from '../../../domain/subscription-access';
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
 * is for learners who subscribe or are in their trial (a cancelled one until it ends); everyone else gets the built-in tutor,
 * which costs nothing to run. By default, and when the built-in tutor is the configured one,
 * everyone gets the configured tutor.
 */
export function createTutorAccess(deps: {
  db: Database;
  access: Env['AI_TUTOR_ACCESS'];
  configured: RealtimeUpstream;
  builtIn: RealtimeUpstream;
}) {
  return async function tutorFor(userId: string, now: Date = new Date()): Promise<TutorChoice> {
    if (deps.access === 'everyone' || deps.configured.kind === 'local')
      return { upstream: deps.configured, reserved: false };
    const [row] = await deps.db
      .select({
        subscriptionStatus: users.subscriptionStatus,
        trialEndsAt: users.trialEndsAt,
        subscriptionEndsAt: users.subscriptionEndsAt,
        subscriptionCancelAtPeriodEnd: users.subscriptionCancelAtPeriodEnd,
      })
      .from(users)
      .where(eq(users.uid, userId))
      .limit(1);
    // A cancelled trial keeps the AI tutor until the trial's last moment, and not after.
    if (row && hasAccess(learnerTerms(row), now)) return { upstream: deps.configured, reserved: false };
    return { upstream: deps.builtIn, reserved: true };
  };
}

export type TutorAccess = ReturnType<typeof createTutorAccess>;
