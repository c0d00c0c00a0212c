import { translationFailedServer } from '../../../domain/error-messages';
import { TranslationError, type Translator } from './types';

const TIMEOUT_MS = 10_000;

/** A LibreTranslate server (`POST /translate` {q, source, target, format}). */
export function createLibreTranslateTranslator(options: { url: string; apiKey?: string }): Translator {
  const endpoint = new URL(
    'translate',
    options.url.endsWith('/') ? options.url : `${options.url}/`,
  ).toString();
  return {
    kind: 'libretranslate',
    async translate(text, targetLanguage) {
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            q: text,
            source: 'es',
            target: targetLanguage,
            format: 'text',
            ...(options.apiKey ? { api_key: options.apiKey } : {}),
          }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch {
        throw new TranslationError('network', translationFailedServer('network'));
      }
      if (!response.ok) throw new TranslationError(response.status, translationFailedServer(response.status));
      const body = (await response.json().catch(() => null)) as { translatedText?: unknown } | null;
      if (typeof body?.translatedText !== 'string')
        throw new TranslationError(502, translationFailedServer(502));
      return { translation: body.translatedText, provider: 'libretranslate' };
    },
  };
}
