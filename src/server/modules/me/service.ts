import { missingDefaults, USER_DOCUMENT_DEFAULTS } from '../../../domain/account/user-document';
import { routeAfterSignIn } from '../../../domain/account/sign-in-routing';
import { learnerTerms, statusAt } from '../../../domain/subscription-access';
import { currentStreak } from '../../../domain/streak';
import { isOnboardingComplete, profileFromOnboarding, type OnboardingData } from '../../../domain/onboarding';
import type { PaymentProvider } from '../../adapters/payments/types';
import { notFound } from '../../lib/http-errors';
import type { UserRepository, UserRow } from './repository';

import type { SessionUser } from '../../auth/session-user';

// The session's user lives with authentication; re-exported for the services that take it.
export type { SessionUser };

export function createMeService(deps: { users: UserRepository; payments: PaymentProvider }) {
  const { users, payments } = deps;

  /** product.md#account: create with defaults, or fill what is missing and re-read. */
  async function ensureDocument(user: SessionUser): Promise<UserRow> {
    const existing = await users.find(user.id);
    if (!existing) {
      await users.insertIfMissing({
        uid: user.id,
        email: user.email,
        displayName: user.name.trim() === '' ? null : user.name,
        isEmailVerified: user.emailVerified,
        ...USER_DOCUMENT_DEFAULTS,
      });
    } else {
      const patch = missingDefaults(existing);
      // A complete document is the one just read: no second read.
      if (Object.keys(patch).length === 0) return existing;
      await users.update(user.id, patch);
    }
    const row = await users.find(user.id);
    if (!row) throw notFound('User not found');
    return row;
  }

  /** product.md#sign-in: after sign-in a payment-provider customer is ensured. */
  async function ensureCustomer(user: SessionUser, row: UserRow): Promise<UserRow> {
    const customer = await users.findCustomer(user.id);
    let customerId = customer?.customerId;
    if (!customerId) {
      customerId = await payments.createCustomer({ email: user.email, userId: user.id });
      await users.insertCustomer({ userId: user.id, provider: payments.name, customerId });
      customerId = (await users.findCustomer(user.id))?.customerId ?? customerId;
    }
    if (row.stripeCustomerId === customerId) return row;
    return (await users.update(user.id, { stripeCustomerId: customerId })) ?? row;
  }

  return {
    ensureDocument,
    /** Everything that follows a successful sign-in, then the route to go to. */
    async setup(
      user: SessionUser,
      input: { timeZone: string; hasOnboardingData: boolean; onboardingData?: OnboardingData | undefined },
      now: Date,
    ) {
      let row = await ensureDocument(user);
      row = await ensureCustomer(user, row);
      // A sign-in is not practice: the streak is left as it is; the zone is kept for its days.
      row =
        (await users.update(user.id, {
          lastLoginAt: now,
          isEmailVerified: user.emailVerified,
          timeZone: input.timeZone,
        })) ?? row;
      // Answers given before signing in are saved now (product.md#onboarding); a questionnaire
      // left half-way still routes to /payment but is not saved, as the profile needs every step.
      if (input.onboardingData && isOnboardingComplete(input.onboardingData)) {
        const fields = profileFromOnboarding(input.onboardingData);
        row = (await users.update(user.id, { ...fields, onboardingCompleted: true })) ?? row;
      }
      const next = routeAfterSignIn({
        // A cancelled subscription whose time has run out no longer counts, notice or not.
        subscriptionStatus: statusAt(learnerTerms(row), now),
        hasOnboardingData:
          input.hasOnboardingData || input.onboardingData !== undefined || row.onboardingCompleted === true,
      });
      return { row, next };
    },
    /**
     * The streak as it stands (product.md#streak), with the learner's time zone kept. Opening
     * the app is not practice, so this never moves the streak: reviews, conversations with the
     * learner's own turns and lesson attempts do, on the server that saw them.
     */
    async activity(user: SessionUser, timeZone: string | undefined, now: Date) {
      let row = await ensureDocument(user);
      if (timeZone && timeZone !== row.timeZone) row = (await users.update(user.id, { timeZone })) ?? row;
      const state = { learningStreak: row.learningStreak ?? 0, lastActiveDate: row.lastActiveDate };
      return { ...row, learningStreak: currentStreak(state, now, row.timeZone) };
    },
    async get(user: SessionUser) {
      return ensureDocument(user);
    },
    async patch(user: SessionUser, patch: { displayName?: string | null; timeZone?: string }) {
      await ensureDocument(user);
      const row = await users.update(user.id, patch);
      if (!row) throw notFound('User not found');
      return row;
    },
  };
}

export type MeService = ReturnType<typeof createMeService>;
