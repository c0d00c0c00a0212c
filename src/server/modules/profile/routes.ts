import type { FastifyInstance } from 'fastify';
import { quickStartChoiceRequestSchema, saveOnboardingRequestSchema } from '../../../contracts/profile';
import { requireUser } from '../../auth/session';
import { parseWith } from '../../lib/validate';
import { toUserDocument } from '../me/to-document';
import type { ProfileService } from './service';

/** Onboarding and quick-start writes under /api/me; each answers with the updated user document. */
export function registerProfileRoutes(app: FastifyInstance, profile: ProfileService): void {
  app.put('/api/me/onboarding', async (request) => {
    const { onboardingData } = parseWith(saveOnboardingRequestSchema, request.body);
    return toUserDocument(await profile.completeOnboarding(requireUser(request), onboardingData));
  });

  app.delete('/api/me/onboarding', async (request) =>
    toUserDocument(await profile.resetOnboarding(requireUser(request))),
  );

  app.post('/api/me/quick-start', async (request) => {
    const { choice } = parseWith(quickStartChoiceRequestSchema, request.body);
    return toUserDocument(await profile.chooseQuickStart(requireUser(request), choice));
  });

  app.post('/api/me/quick-start/skip', async (request) =>
    toUserDocument(await profile.skipQuickStart(requireUser(request))),
  );
}
