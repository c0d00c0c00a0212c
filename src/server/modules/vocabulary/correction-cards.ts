import { and, eq } from 'drizzle-orm';
import type { CreateCorrectionCardRequest, VocabularyItem } from '../../../contracts/vocabulary';
import type { Database } from '../../db/client';
import { conversations, vocabularyCounters } from '../../db/schema';
import { badRequest, conflict } from '../../lib/http-errors';
import { insertVocabularyWords } from './store';
import { toVocabularyItem } from './to-item';
import { MAX_WORDS_PER_LEARNER } from './transfer/limits';

/** What a correction card is filed under when the tutor gave no category. */
const DEFAULT_CORRECTION_CATEGORY = 'correction';

/** The learner's own conversation with this id (and its lesson), or null: never another's. */
async function conversationSource(db: Database, userId: string, conversationId: string) {
  const [found] = await db
    .select({ id: conversations.id, lessonId: conversations.lessonId })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), eq(conversations.userId, userId)));
  return found ?? null;
}

/**
 * Keeps one of the tutor's corrections as a card (ADR 0028): the learner's sentence in `word`
 * (one card per sentence: the same unique index as words), the corrected one in `translation`,
 * the why in `definition`. Due now, scheduled by the same reviews as words.
 */
export async function createCorrectionCard(
  db: Database,
  userId: string,
  input: CreateCorrectionCardRequest,
  now: Date,
): Promise<VocabularyItem> {
  if (input.original.toLowerCase() === input.corrected.toLowerCase()) {
    throw badRequest(
      'The corrected sentence is the same as the original: there is nothing to learn.',
      'nothing-corrected',
    );
  }
  // The counters row holds the learner's card count (ADR 0012): no count over the whole list.
  const [held] = await db
    .select({ total: vocabularyCounters.total })
    .from(vocabularyCounters)
    .where(eq(vocabularyCounters.userId, userId));
  if ((held?.total ?? 0) >= MAX_WORDS_PER_LEARNER) {
    throw badRequest(
      `You can keep at most ${MAX_WORDS_PER_LEARNER} cards. Delete some words to make room.`,
      'too-many-words',
    );
  }
  const source = input.conversationId ? await conversationSource(db, userId, input.conversationId) : null;
  const [row] = await insertVocabularyWords(
    db,
    userId,
    [
      {
        word: input.original,
        translation: input.corrected,
        definition: input.explanation,
        category: input.category || DEFAULT_CORRECTION_CATEGORY,
        difficulty: 1,
        kind: 'correction',
        sourceConversationId: source?.id ?? null,
        sourceLessonId: source?.lessonId ?? null,
      },
    ],
    now,
  );
  if (!row) {
    throw conflict(`"${input.original}" is already one of your cards.`, 'duplicate-correction');
  }
  return toVocabularyItem(row);
}
