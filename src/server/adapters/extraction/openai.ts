import type * as OpenAiModule from 'openai';
import { lazySdk } from '../lazy-sdk';
import { EXTRACTION_REQUEST, buildExtractionPrompt } from '../../../domain/extraction/prompt';
import {
  ExtractionParseError,
  parseExtractionContent,
  validateExtractedWords,
  wordKey,
} from '../../../domain/extraction/validate';
import { EXTRACTION_STOP_WORDS } from './fallback';
import { describeOpenAiError, isRetryable } from './openai-failure';
import { withRetries } from '../../lib/retry';
import { ExtractionFailure, type Extractor } from './types';

const openAiSdk = lazySdk<typeof OpenAiModule>('openai');

/** One attempt may take this long; all attempts together at most the budget (then: timeout). */
export const EXTRACTION_ATTEMPT_TIMEOUT_MS = 15_000;
export const EXTRACTION_BUDGET_MS = 30_000;

/**
 * Extraction with an OpenAI chat model and the server-built prompt (product.md#vocabulary-extraction:
 * maxTokens 1000, temperature 0.3; the model from EXTRACTION_MODEL, spec default gpt-4).
 */
export function createOpenAiExtractor(options: {
  /** Self-hosted servers (Ollama, llama.cpp) need no key. */
  apiKey: string | undefined;
  baseURL?: string;
  model: string;
  retryDelayMs?: number;
  budgetMs?: number;
  /** Ask for a JSON object (structured output); every OpenAI-compatible server of today has it. */
  jsonMode?: boolean;
}): Extractor {
  const client = new (openAiSdk().OpenAI)({
    apiKey: options.apiKey ?? 'no-key',
    ...(options.baseURL ? { baseURL: options.baseURL } : {}),
    maxRetries: 0, // retries follow the spec's rule, below
    timeout: EXTRACTION_ATTEMPT_TIMEOUT_MS,
  });
  return {
    kind: 'openai',
    async extract(input) {
      const prompt = buildExtractionPrompt(input);
      let content: string;
      // The learner waits behind the "Extracting vocabulary…" overlay: bound the whole call.
      const signal = AbortSignal.timeout(options.budgetMs ?? EXTRACTION_BUDGET_MS);
      try {
        const completion = await withRetries(
          () =>
            client.chat.completions.create(
              {
                model: options.model,
                messages: [{ role: 'user', content: prompt }],
                max_tokens: EXTRACTION_REQUEST.maxTokens,
                temperature: EXTRACTION_REQUEST.temperature,
                ...(options.jsonMode ? { response_format: { type: 'json_object' as const } } : {}),
              },
              { signal },
            ),
          (error) => !signal.aborted && isRetryable(error),
          options.retryDelayMs !== undefined ? { delayMs: options.retryDelayMs } : {},
        );
        content = completion.choices[0]?.message?.content ?? '';
      } catch (error) {
        throw new ExtractionFailure(describeOpenAiError(error));
      }
      try {
        const raw = parseExtractionContent(content);
        // The prompt asks for no stock words; a model that sends «hola» anyway does not get it saved.
        const extractedWords = validateExtractedWords(raw.extractedWords, input.knownWords).filter(
          (word) => !EXTRACTION_STOP_WORDS.has(wordKey(word.word)),
        );
        return {
          extractedWords,
          conversationLevel: raw.conversationLevel,
          recommendedFocus: raw.recommendedFocus.slice(0, 3),
        };
      } catch (error) {
        if (error instanceof ExtractionParseError)
          throw new ExtractionFailure({ kind: 'other', message: error.message });
        throw error;
      }
    },
  };
}
