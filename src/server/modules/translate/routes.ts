import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { translateRequestSchema, translateResponseSchema } from '../../../contracts/translate';
import { TranslationError } from '../../adapters/translation/types';
import { requireUser } from '../../auth/session';
import { HttpError } from '../../lib/http-errors';
import type { createTranslateService } from './service';

type TranslateService = ReturnType<typeof createTranslateService>;

/** `POST /api/translate` {text, targetLanguage} -> {translation} (product.md#translation). */
export function registerTranslateRoutes(scope: FastifyInstance, service: TranslateService): void {
  scope.withTypeProvider<ZodTypeProvider>().post(
    '',
    {
      schema: {
        summary: 'Translates Spanish text to English',
        body: translateRequestSchema,
        response: { 200: translateResponseSchema },
      },
    },
    async (request) => {
      requireUser(request);
      try {
        return await service.translate(request.body);
      } catch (error) {
        if (!(error instanceof TranslationError)) throw error;
        // The spec's server-side text ("Translation failed with status: {status}"); the UI shows its own.
        request.log.warn({ status: error.status }, error.message);
        throw new HttpError(502, error.message, 'translation-failed', { status: error.status });
      }
    },
  );
}
