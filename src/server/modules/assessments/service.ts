import { randomBytes, randomUUID } from 'node:crypto';
import {
  InvalidAnswerError,
  MAX_QUESTIONS,
  advance,
  buildAssessmentResult,
  buildQuickAssessmentResult,
  currentQuestion,
  recordAnswer,
  startAssessment,
  type AssessmentQuestion,
  type AssessmentState,
  type QuickAnswer,
} from '../../../domain/assessment';
import { retakeEligibility } from '../../../domain/retake';
import { QUICK_ASSESSMENT_QUESTIONS, QUESTION_BANK, publicQuestion } from '../../../content/assessment';
import type {
  AnswerResponse,
  EligibilityDocument,
  StartAssessmentResponse,
} from '../../../contracts/assessment';
import { badRequest, conflict } from '../../lib/http-errors';
import type { SessionUser } from '../me/service';
import type { UserRow } from '../me/repository';
import { claimsOf, stateOf } from './attempt-state';
import { ATTEMPT_TTL_MS, type AttemptClaims, type AttemptTokens } from './attempt-token';
import type { AssessmentRepository } from './repository';
import type { AttemptRepository } from './attempts';

/** The restricted text of product.md#retake, sent with the next available date on a refused attempt. */
export const COOLDOWN_MESSAGE = 'The proficiency assessment can be retaken once every 7 days.';

/** Uniform [0, 1) from the operating system: which question comes next must not be guessable. */
const secureRng = () => randomBytes(4).readUInt32BE() / 2 ** 32;

/** The full adaptive assessment and the quick check, scored and enforced on the server (product.md#assessment-flow). */
export function createAssessmentService(deps: {
  repo: AssessmentRepository;
  attempts: AttemptRepository;
  tokens: AttemptTokens;
  ensureDocument: (user: SessionUser) => Promise<UserRow>;
  rng?: () => number;
}) {
  const { repo, attempts, tokens, ensureDocument } = deps;
  const rng = deps.rng ?? secureRng;

  /**
   * The cooldown runs from the latest completed full assessment, or from the last answer of an
   * abandoned attempt (abandoning after seeing answers must not buy a fresh attempt).
   */
  async function eligibility(userId: string, now: Date, exceptAttempt?: string) {
    const latest = await repo.latestFull(userId);
    const abandoned = await attempts.lastAbandonedWithAnswers(userId, now, exceptAttempt);
    const completed = latest?.completedAt ?? null;
    const last = abandoned && (!completed || abandoned > completed) ? abandoned : completed;
    return retakeEligibility(last, now);
  }

  /** 409 with the next available date while the 7-day cooldown runs (product.md#retake, product.md#limits). */
  async function requireEligible(userId: string, now: Date, exceptAttempt?: string): Promise<void> {
    const result = await eligibility(userId, now, exceptAttempt);
    if (!result.canRetake) {
      throw conflict(COOLDOWN_MESSAGE, 'assessment-cooldown', {
        nextAvailableDate: result.nextAvailableDate?.toISOString() ?? null,
      });
    }
  }

  /** The open attempt as the browser needs it to continue: its answers so far and the next question. */
  function resume(claims: AttemptClaims, token: string): StartAssessmentResponse | null {
    const state = stateOf(claims);
    const question = currentQuestion(state);
    if (claims.finished || !question) return null;
    return {
      token,
      question: publicQuestion(question),
      questionNumber: state.asked.length,
      maxQuestions: MAX_QUESTIONS,
      answered: state.responses.map((response, i) => ({
        response,
        question: publicQuestion(state.asked[i] as AssessmentQuestion),
      })),
    };
  }

  return {
    async eligibility(userId: string, now: Date): Promise<EligibilityDocument> {
      // An attempt in progress can always be resumed.
      const open = await attempts.open(userId, now);
      const result = await eligibility(userId, now, open?.id);
      return { ...result, nextAvailableDate: result.nextAvailableDate?.toISOString() ?? null };
    },

    latest: (userId: string) => repo.latestAny(userId),

    /** Starts an attempt with a random A1 vocabulary question (product.md#assessment-flow). */
    async start(user: SessionUser, now: Date): Promise<StartAssessmentResponse> {
      // One open attempt at a time: one with answers is resumed; one without is replaced.
      const open = await attempts.open(user.id, now);
      if (open) {
        let resumed: StartAssessmentResponse | null = null;
        try {
          resumed = resume(tokens.verify(open.token, user.id, now), open.token);
        } catch {
          resumed = null; // signed with an older secret, or its questions left the bank
        }
        if (resumed && open.answered > 0) return resumed;
        await attempts.replace(open.id, now);
      }
      await requireEligible(user.id, now);
      const state = startAssessment(QUESTION_BANK, rng);
      const first = currentQuestion(state) as AssessmentQuestion;
      const claims: AttemptClaims = {
        v: 1,
        uid: user.id,
        id: randomUUID(),
        startedAt: now.getTime(),
        expiresAt: now.getTime() + ATTEMPT_TTL_MS,
        workingLevel: state.workingLevel,
        asked: [first.id],
        answers: [],
        finished: false,
      };
      const token = tokens.sign(claims);
      await attempts.create({
        id: claims.id,
        userId: user.id,
        token,
        startedAt: now,
        expiresAt: new Date(claims.expiresAt),
        updatedAt: now,
      });
      return {
        token,
        question: publicQuestion(first),
        questionNumber: 1,
        maxQuestions: MAX_QUESTIONS,
        answered: [],
      };
    },

    /** Checks one answer, once per question (product.md#assessment-flow), and picks the next question or finishes. */
    async answer(
      user: SessionUser,
      input: { token: string; questionId: string; selectedAnswer: number; timeSpent: number },
      now: Date,
    ): Promise<AnswerResponse> {
      const claims = tokens.verify(input.token, user.id, now);
      const attempt = await attempts.find(claims.id);
      if (!attempt || attempt.userId !== user.id || attempt.status !== 'open')
        throw conflict('This assessment was replaced by a newer one.', 'assessment-replaced');
      const state = stateOf(claims);
      const question = currentQuestion(state);
      if (claims.finished || !question)
        throw conflict('This assessment is already finished.', 'assessment-finished');
      if (question.id !== input.questionId) {
        throw conflict('That question has already been answered.', 'answer-already-recorded');
      }
      let answered: AssessmentState;
      try {
        answered = recordAnswer(state, question, input.selectedAnswer, Math.round(input.timeSpent));
      } catch (error) {
        if (error instanceof InvalidAnswerError)
          throw badRequest(`selectedAnswer: ${error.message}`, 'invalid-request');
        throw error;
      }
      // A replayed token would let a learner answer again after seeing the key: one answer per question.
      if (
        !(await repo.claimOnce(`assessment-answer:${claims.id}:${question.id}`, new Date(claims.startedAt)))
      ) {
        throw conflict('That question has already been answered.', 'answer-already-recorded');
      }
      const outcome = advance(answered, QUESTION_BANK, rng);
      const response = answered.responses.at(-1) as AssessmentState['responses'][number];
      const token = tokens.sign(claimsOf(claims, outcome.state, outcome.finished));
      await attempts.answered(claims.id, answered.responses.length, token, now);
      return {
        correct: response.correct,
        correctAnswer: question.correctAnswer,
        explanation: question.explanation ?? null,
        explanationEs: question.explanationEs ?? null,
        response,
        token,
        finished: outcome.finished,
        next: outcome.finished
          ? null
          : { question: publicQuestion(outcome.question), questionNumber: outcome.state.asked.length },
      };
    },

    /** Re-scores the attempt from the bank, enforces the cooldown, saves and sets the level (product.md#retake). */
    async finish(
      user: SessionUser,
      input: { token: string; responses?: { questionId: string; selectedAnswer: number }[] | undefined },
      now: Date,
    ) {
      const claims = tokens.verify(input.token, user.id, now);
      if (!claims.finished)
        throw conflict('Answer the remaining questions before finishing.', 'assessment-not-finished');
      const state = stateOf(claims);
      if (input.responses) {
        const same =
          input.responses.length === state.responses.length &&
          input.responses.every(
            (r, i) =>
              r.questionId === state.responses[i]?.questionId &&
              r.selectedAnswer === state.responses[i]?.selectedAnswer,
          );
        if (!same)
          throw badRequest('responses: must be the answers given in this assessment', 'invalid-request');
      }
      await requireEligible(user.id, now, claims.id);
      await ensureDocument(user);
      const result = buildAssessmentResult({
        userId: user.id,
        responses: state.responses,
        bank: QUESTION_BANK,
        startedAt: new Date(claims.startedAt),
        completedAt: now,
      });
      const once = { key: `assessment-finish:${claims.id}`, at: new Date(claims.startedAt) };
      const row = await repo.saveResult(result, once);
      if (!row) throw conflict('This assessment has already been saved.', 'assessment-saved');
      await attempts.finished(claims.id, now);
      return row;
    },

    /** Saves the quick check, scored from the options' kinds on the server (product.md#assessment-flow). */
    async saveQuick(user: SessionUser, answers: { questionId: string; selectedAnswer: number }[], now: Date) {
      const ids = new Set(answers.map((a) => a.questionId));
      if (ids.size !== answers.length || answers.length !== QUICK_ASSESSMENT_QUESTIONS.length) {
        throw badRequest('answers: answer each of the 3 quick questions once', 'invalid-request');
      }
      const scored: QuickAnswer[] = answers.map(({ questionId, selectedAnswer }) => {
        const question = QUICK_ASSESSMENT_QUESTIONS.find((q) => q.id === questionId);
        if (!question) throw badRequest(`answers: unknown question ${questionId}`, 'invalid-request');
        const option = question.options[selectedAnswer];
        if (!option)
          throw badRequest(`answers: ${selectedAnswer} is not an option of ${questionId}`, 'invalid-request');
        return { questionId, selectedAnswer, kind: option.kind };
      });
      await ensureDocument(user);
      const row = await repo.saveResult(
        buildQuickAssessmentResult({ userId: user.id, answers: scored, completedAt: now }),
      );
      if (!row) throw new Error('Saving the quick assessment returned no row');
      return row;
    },
  };
}

export type AssessmentService = ReturnType<typeof createAssessmentService>;
