import type {
  ConversationRecordDto,
  ExtractionOutcome,
  SaveConversationRequest,
} from '../../../contracts/conversations';
import {
  buildConversationRecord,
  formatTranscript,
  shouldExtract,
} from '../../../domain/conversation-record';
import {
  classifyServiceError,
  extractionErrorMessage,
  extractionFailureKind,
} from '../../../domain/error-messages';
import { isLevel } from '../../../domain/levels';
import { findLesson } from '../../../content/lessons';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { ExtractionFailure, type ExtractionInput, type Extractor } from '../../adapters/extraction/types';
import { insertVocabularyWords } from '../vocabulary/store';
import type { ConversationRepository, ConversationRow } from './repository';

function toDto(row: ConversationRow): ConversationRecordDto {
  return {
    id: row.id,
    userId: row.userId,
    timestamp: row.timestamp.toISOString(),
    context: row.context,
    vocabularyUsed: row.vocabularyUsed,
    difficulty: row.difficulty,
    duration: row.duration,
    aiResponses: row.aiResponses,
    userResponses: row.userResponses,
    errorsCorrected: row.errorsCorrected,
    successfulExchanges: row.successfulExchanges,
    lessonId: row.lessonId,
    corrections: row.corrections,
  };
}

const SKIPPED: ExtractionOutcome = {
  status: 'skipped',
  method: 'none',
  words: [],
  conversationLevel: null,
  recommendedFocus: [],
};

/** Ending a conversation (product.md#ending-a-conversation): save the record, update stats, extract and store words. */
export function createConversationService(deps: {
  db: Database;
  repo: ConversationRepository;
  extractor: Extractor;
  log: FastifyBaseLogger;
}) {
  const { db, repo, extractor, log } = deps;

  async function extract(
    userId: string,
    transcript: string,
    level: string | null | undefined,
    now: Date,
    session: Pick<ExtractionInput, 'introducedWords' | 'corrections' | 'lessonVocabulary'> = {},
  ): Promise<ExtractionOutcome> {
    if (!shouldExtract(transcript)) return SKIPPED;
    try {
      const knownWords = await repo.knownWords(userId);
      const result = await extractor.extract({
        transcript,
        level: isLevel(level) ? level : 'A1',
        knownWords,
        ...session,
      });
      const stored = await insertVocabularyWords(db, userId, result.extractedWords, now);
      return {
        status: 'completed',
        method: extractor.kind,
        words: stored.map((row) => ({
          id: row.id,
          word: row.word,
          translation: row.translation,
          context: row.context,
          difficulty: row.difficulty,
          category: row.category,
          definition: row.definition,
        })),
        conversationLevel: result.conversationLevel,
        recommendedFocus: result.recommendedFocus,
      };
    } catch (error) {
      // Extraction never blocks the save: report which catalogue text applies (product.md#errors-extraction).
      log.warn({ err: error }, 'vocabulary extraction failed');
      const kind = error instanceof ExtractionFailure ? classifyServiceError(error.failure) : 'other';
      const code = extractionFailureKind(kind);
      return {
        ...SKIPPED,
        status: 'failed',
        method: extractor.kind,
        code,
        message: extractionErrorMessage(code),
      };
    }
  }

  return {
    async save(userId: string, input: SaveConversationRequest, now: Date) {
      const record = buildConversationRecord({
        items: input.items,
        vocabularyUsed: input.vocabularyUsed,
        durationSeconds: input.durationSeconds,
        startedAt: new Date(input.startedAt),
      });
      const row = await repo.insert({
        userId,
        timestamp: now,
        context: record.context,
        vocabularyUsed: record.vocabularyUsed,
        difficulty: record.difficulty,
        duration: record.duration,
        aiResponses: record.aiResponses,
        userResponses: record.userResponses,
        errorsCorrected: record.errorsCorrected,
        successfulExchanges: record.successfulExchanges,
        lessonId: input.lessonId && findLesson(input.lessonId) ? input.lessonId : null,
        clientId: input.clientId ?? null,
        corrections: input.corrections,
      });
      if (!row) {
        // Already saved by an earlier attempt whose answer never arrived: report it, change nothing.
        const existing = await repo.findByClientId(userId, input.clientId as string);
        if (!existing) throw new Error('conversation conflict without a stored record');
        // Its words were stored the first time.
        return { conversation: toDto(existing), extraction: SKIPPED };
      }
      const learner = await repo.learner(userId);
      if (learner && record.userResponses > 0) {
        // A conversation the learner spoke or typed in is a day of practice for the streak (spec
        // product.md#ending-a-conversation); one where only the tutor spoke is not.
        await repo.recordPractice(userId, learner, now, learner.timeZone);
      }
      const extraction = await extract(
        userId,
        formatTranscript(input.items),
        learner?.level,
        now,
        // What the tutor taught and corrected, and the lesson's items, rank the words to keep.
        {
          introducedWords: input.vocabularyUsed,
          corrections: input.corrections,
          lessonVocabulary: (input.lessonId && findLesson(input.lessonId)?.vocabulary) || [],
        },
      );
      return { conversation: toDto(row), extraction };
    },
  };
}

export type ConversationService = ReturnType<typeof createConversationService>;
