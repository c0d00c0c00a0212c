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
import { asCorrectionKind } from '../../../content/tutor/correction-kinds';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { ExtractionFailure, type ExtractionInput, type Extractor } from '../../adapters/extraction/types';
import { withCorrectContexts } from '../../../domain/extraction/safe-context';
import { transcriptTurns } from '../../../domain/extraction/turns';
import { insertVocabularyWords } from '../vocabulary/store';
import { reviewUsedWords, type UsedWordReviewDeps } from './used-word-reviews';
import type { MistakeRepository } from '../mistakes/repository';
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
  mistakes: MistakeRepository;
  extractor: Extractor;
  log: FastifyBaseLogger;
  usedWords: Omit<UsedWordReviewDeps, 'db'>;
}) {
  const { db, repo, mistakes, extractor, log } = deps;

  /** The conversation's corrections into the mistakes ledger (again on a retry: kept once). */
  function recordMistakes(userId: string, row: ConversationRow): Promise<void> {
    return mistakes.recordConversation({
      userId,
      conversationId: row.id,
      at: row.timestamp,
      corrections: row.corrections.map((correction) => ({
        ...correction,
        category: asCorrectionKind(correction.category),
      })),
    });
  }

  async function extract(
    userId: string,
    source: { conversationId: string; lessonId: string | null },
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
      // Whatever chose the example sentences, a sentence the tutor corrected is never one.
      const words = withCorrectContexts(
        result.extractedWords,
        transcriptTurns(transcript),
        session.corrections ?? [],
      );
      // Each word remembers the conversation (and lesson) it came from (ADR 0032).
      const sourced = words.map((word) => ({
        ...word,
        sourceConversationId: source.conversationId,
        sourceLessonId: source.lessonId,
      }));
      const stored = await insertVocabularyWords(db, userId, sourced, now);
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
        // Every kind is one of the fixed list: an unknown or missing one is kept as 'other'.
        corrections: input.corrections.map((correction) => ({
          ...correction,
          category: asCorrectionKind(correction.category),
        })),
      });
      if (!row) {
        // Already saved by an earlier attempt whose answer never arrived: report it, change nothing.
        const existing = await repo.findByClientId(userId, input.clientId as string);
        if (!existing) throw new Error('conversation conflict without a stored record');
        // Should the first attempt have stopped before its corrections were kept, keep them now.
        await recordMistakes(userId, existing);
        // Its words were stored and reviewed the first time.
        return { conversation: toDto(existing), extraction: SKIPPED, reviewedWords: [] };
      }
      await recordMistakes(userId, row);
      const learner = await repo.learner(userId);
      if (learner && record.userResponses > 0) {
        // A conversation the learner spoke or typed in is a day of practice for the streak (spec
        // product.md#ending-a-conversation); one where only the tutor spoke is not.
        await repo.recordPractice(userId, learner, now, learner.timeZone);
      }
      // Before extraction: only cards due when the conversation is saved, not the words it adds.
      const reviewedWords = learner
        ? await reviewUsedWords({ db, ...deps.usedWords }, userId, input, learner, now)
        : [];
      const extraction = await extract(
        userId,
        { conversationId: row.id, lessonId: row.lessonId },
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
      return { conversation: toDto(row), extraction, reviewedWords };
    },
  };
}

export type ConversationService = ReturnType<typeof createConversationService>;
