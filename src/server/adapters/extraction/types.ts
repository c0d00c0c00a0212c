import type { ExtractionResult } from '../../../domain/extraction/types';
import type { ServiceFailure } from '../../../domain/error-messages';
import type { Level } from '../../../domain/levels';

export interface ExtractionInput {
  transcript: string;
  level: Level;
  /** The learner's words, oldest first. */
  knownWords: readonly string[];
  /** Words the tutor introduced (add_vocabulary) in this conversation: kept only when the learner used them. */
  introducedWords?: readonly string[];
  /** The tutor's corrections (note_correction) saved with the conversation, oldest first. */
  corrections?: readonly { original: string; corrected: string }[];
  /** The vocabulary of the lesson the conversation practised, when it was a lesson. */
  lessonVocabulary?: readonly { spanish: string; english: string }[];
}

/** Vocabulary extraction (product.md#vocabulary-extraction): words already validated. */
export interface Extractor {
  readonly kind: 'openai' | 'fallback';
  extract(input: ExtractionInput): Promise<ExtractionResult>;
}

/** A failed extraction, described so the catalogue text can be chosen (product.md#errors-extraction). */
export class ExtractionFailure extends Error {
  override name = 'ExtractionFailure';
  constructor(readonly failure: ServiceFailure) {
    super(failure.message ?? `Extraction failed (${failure.kind})`);
  }
}
