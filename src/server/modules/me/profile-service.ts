import {
  IncompleteOnboardingError,
  profileFromOnboarding,
  type OnboardingData,
} from '../../../domain/onboarding';
import { chooseQuickStartLevel, skipQuickStart, type QuickStartChoice } from '../../../domain/quick-start';
import { badRequest, notFound } from '../../lib/http-errors';
import type { UserPatch, UserRepository, UserRow } from './repository';
import type { SessionUser } from './service';

/** Profile writes of the getting-started screens: onboarding and quick start (product.md#quick-start-progress). */
export function createProfileService(deps: {
  users: UserRepository;
  ensureDocument: (user: SessionUser) => Promise<UserRow>;
}) {
  const { users, ensureDocument } = deps;

  async function write(user: SessionUser, patch: UserPatch): Promise<UserRow> {
    await ensureDocument(user);
    const row = await users.update(user.id, patch);
    if (!row) throw notFound('User not found');
    return row;
  }

  return {
    /** Finishing step 6 signed in: save the answers and mark onboarding complete (product.md#onboarding-flow). */
    async completeOnboarding(user: SessionUser, data: OnboardingData): Promise<UserRow> {
      try {
        return await write(user, { ...profileFromOnboarding(data), onboardingCompleted: true });
      } catch (error) {
        if (error instanceof IncompleteOnboardingError) {
          throw badRequest('onboardingData: every onboarding step must be answered', 'onboarding-incomplete');
        }
        throw error;
      }
    },
    /** Restart: onboarding not completed, empty motivations and interests, no goal or level (product.md#onboarding-flow). */
    async resetOnboarding(user: SessionUser): Promise<UserRow> {
      return write(user, {
        onboardingCompleted: false,
        learningMotivations: [],
        interests: [],
        improvementGoals: [],
        dailyGoal: null,
        proficiencyLevel: null,
      });
    },
    /** Level choice: A0 or A1 and a 15-minute daily target (product.md#quick-start-progress). */
    async chooseQuickStart(user: SessionUser, choice: QuickStartChoice): Promise<UserRow> {
      const { proficiencyLevel, dailyTargets } = chooseQuickStartLevel(choice);
      return write(user, { proficiencyLevel, dailyTargets });
    },
    /** Skip and explore on my own: A1 and onboarding completed (product.md#quick-start-progress). */
    async skipQuickStart(user: SessionUser): Promise<UserRow> {
      return write(user, skipQuickStart());
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
