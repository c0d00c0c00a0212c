import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerResponse, AssessmentResultDocument, PublicQuestion } from '../../../contracts/assessment';
import { AUTO_ADVANCE_MS, type AssessmentPhase } from '../../../domain/assessment';
import { ApiError } from '../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../lib/session';
import { answerQuestion, fetchEligibility, finishAttempt, startAttempt } from './api';

export const ELIGIBILITY_QUERY_KEY = ['assessments', 'eligibility'] as const;

/** One answer as the screen records it (spec doc 1 §2): id, selected, correct, seconds and the question. */
export interface RecordedAnswer {
  questionId: string;
  selectedAnswer: number;
  correct: boolean;
  timeSpent: number;
  question: PublicQuestion;
}

export interface Shown {
  token: string;
  question: PublicQuestion;
  number: number;
  shownAt: number;
  selected: number | null;
  checked: AnswerResponse | null;
}

type Failure = 'start' | 'answer' | 'finish' | null;

/** The full assessment's phases (spec doc 1 §4 "Full assessment flow"), every answer checked by the server. */
export function useAssessment() {
  const queryClient = useQueryClient();
  const eligibility = useQuery({ queryKey: ELIGIBILITY_QUERY_KEY, queryFn: fetchEligibility, staleTime: 0 });
  const [started, setStarted] = useState(false);
  const [shown, setShown] = useState<Shown | null>(null);
  const [answers, setAnswers] = useState<RecordedAnswer[]>([]);
  const [result, setResult] = useState<AssessmentResultDocument | null>(null);
  const [cooldownUntil, setCooldownUntil] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure>(null);
  const answersRef = useRef(answers);
  answersRef.current = answers;

  const restricted = cooldownUntil !== null || eligibility.data?.canRetake === false;
  const phase: AssessmentPhase = result
    ? 'results'
    : restricted
      ? 'restricted'
      : !eligibility.data
        ? 'loading'
        : started
          ? 'assessment'
          : 'intro';

  /** A 409 from the server means the cooldown runs: show the restricted screen with its date. */
  function cooldownFrom(error: unknown): boolean {
    if (!(error instanceof ApiError) || error.code !== 'assessment-cooldown') return false;
    setCooldownUntil(String(error.body?.nextAvailableDate ?? ''));
    return true;
  }

  async function begin() {
    setBusy(true);
    setFailure(null);
    try {
      const attempt = await startAttempt();
      // A resumed attempt brings the answers given before, so finishing sends all of them.
      setAnswers(attempt.answered.map(({ response, question }) => ({ ...response, question })));
      setShown({
        ...attempt,
        number: attempt.questionNumber,
        shownAt: Date.now(),
        selected: null,
        checked: null,
      });
      setStarted(true);
    } catch (error) {
      if (!cooldownFrom(error)) setFailure('start');
    } finally {
      setBusy(false);
    }
  }

  async function choose(selected: number) {
    // An answer can be chosen once per question (spec doc 1 §4).
    if (!shown || shown.checked || busy) return;
    setBusy(true);
    setFailure(null);
    setShown({ ...shown, selected });
    const timeSpent = Math.min(3600, Math.round((Date.now() - shown.shownAt) / 100) / 10);
    try {
      const checked = await answerQuestion({
        token: shown.token,
        questionId: shown.question.id,
        selectedAnswer: selected,
        timeSpent,
      });
      setAnswers((list) => [...list, { ...checked.response, question: shown.question }]);
      setShown({ ...shown, selected, checked });
    } catch {
      setShown({ ...shown, selected: null });
      setFailure('answer');
    } finally {
      setBusy(false);
    }
  }

  async function finish(token: string) {
    setBusy(true);
    setFailure(null);
    try {
      const responses = answersRef.current.map(({ question: _question, ...response }) => response);
      setResult(await finishAttempt({ token, responses }));
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: ELIGIBILITY_QUERY_KEY });
    } catch (error) {
      if (!cooldownFrom(error)) setFailure('finish');
    } finally {
      setBusy(false);
    }
  }

  // After an answer the feedback stays 2 seconds, then the next question or the results (spec doc 1 §9).
  const checked = shown?.checked;
  useEffect(() => {
    if (!checked) return;
    const timer = window.setTimeout(() => {
      if (checked.finished || !checked.next) void finish(checked.token);
      else
        setShown({
          token: checked.token,
          question: checked.next.question,
          number: checked.next.questionNumber,
          shownAt: Date.now(),
          selected: null,
          checked: null,
        });
    }, AUTO_ADVANCE_MS);
    return () => window.clearTimeout(timer);
    // finish is recreated each render; the timer must only restart for a new checked answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [checked]);

  /** Retake: back to the intro; the server decides whether the cooldown allows a new attempt. */
  async function retake() {
    // Eligibility first, so the screen goes straight to the intro or the restricted view.
    await eligibility.refetch();
    setResult(null);
    setStarted(false);
    setShown(null);
    setAnswers([]);
  }

  return {
    phase,
    eligibility,
    nextAvailableDate: cooldownUntil || eligibility.data?.nextAvailableDate || null,
    shown,
    answers,
    result,
    busy,
    failure,
    begin,
    choose,
    finish,
    retake,
  };
}
