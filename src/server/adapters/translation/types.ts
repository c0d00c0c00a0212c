import type { TranslateResponse } from '../../../contracts/translate';

/** Spanish -> English translation (product.md#translation). */
export interface Translator {
  readonly kind: TranslateResponse['provider'];
  translate(text: string, targetLanguage: 'en'): Promise<Omit<TranslateResponse, 'definition'>>;
}

/** The translation service failed; `status` is its HTTP status, or a word for network failures. */
export class TranslationError extends Error {
  override name = 'TranslationError';
  constructor(
    readonly status: number | string,
    message: string,
  ) {
    super(message);
  }
}
