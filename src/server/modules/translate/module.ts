import { translateRequestSchema } from '../../../contracts/translate';
import { createTranslator } from '../../adapters/translation';
import { TranslationError } from '../../adapters/translation/types';
import { requireUser } from '../../auth/session';
import { HttpError } from '../../lib/http-errors';
import { parseWith } from '../../lib/validate';
import type { ServerModule } from '../context';
import { createTranslateService } from './service';

/** `POST /api/translate` {text, targetLanguage} -> {translation} (spec doc 2 §7 translateText). */
export const translateModule: ServerModule = {
  name: 'translate',
  register(app, ctx) {
    const translator = createTranslator(ctx.env);
    const service = createTranslateService(translator);
    app.post('/api/translate', async (request) => {
      requireUser(request);
      const input = parseWith(translateRequestSchema, request.body);
      try {
        return await service.translate(input);
      } catch (error) {
        if (!(error instanceof TranslationError)) throw error;
        // The spec's server-side text ("Translation failed with status: {status}"); the UI shows its own.
        request.log.warn({ status: error.status }, error.message);
        throw new HttpError(502, error.message, 'translation-failed', { status: error.status });
      }
    });
  },
};
