import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { quickStartChoiceRequestSchema, saveOnboardingRequestSchema } from '../../../contracts/profile';
import { userDocumentSchema } from '../../../contracts/user';
import { requireUser } from '../../auth/session';
import type { ProfileService } from './profile-service';
import { toUserDocument } from './to-document';

/** Onboarding and quick-start writes under /api/me; each answers with the updated user document. */
export function registerOnboardingRoutes(scope: FastifyInstance, profile: ProfileService): void {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const document = { 200: userDocumentSchema };

  api.put(
    '/onboarding',
    {
      schema: {
        summary: 'Saves finished onboarding answers',
        body: saveOnboardingRequestSchema,
        response: document,
      },
    },
    async (request) =>
      toUserDocument(await profile.completeOnboarding(requireUser(request), request.body.onboardingData)),
  );

  api.delete(
    '/onboarding',
    { schema: { summary: 'Restarts onboarding', response: document } },
    async (request) => toUserDocument(await profile.resetOnboarding(requireUser(request))),
  );

  api.post(
    '/quick-start',
    {
      schema: {
        summary: 'Quick start level choice',
        body: quickStartChoiceRequestSchema,
        response: document,
      },
    },
    async (request) =>
      toUserDocument(await profile.chooseQuickStart(requireUser(request), request.body.choice)),
  );

  api.post(
    '/quick-start/skip',
    { schema: { summary: 'Skips the quick start', response: document } },
    async (request) => toUserDocument(await profile.skipQuickStart(requireUser(request))),
  );
}
