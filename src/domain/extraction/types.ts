/** Vocabulary extraction result (product.md#vocabulary-extraction). */

/** One word found in a conversation, ready to be saved as a vocabulary item. */
export interface ExtractedWord {
  word: string;
  translation: string;
  /** The sentence the word appeared in. */
  context: string;
  /** 1..5. */
  difficulty: number;
  category: string;
  definition: string;
}

export interface ExtractionResult {
  extractedWords: ExtractedWord[];
  conversationLevel: number;
  recommendedFocus: string[];
}
