import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerResponse, PublicQuestion } from '../../../contracts/assessment';
import { AUTO_ADVANCE_MS, assessmentFlowReducer, initialAssessmentFlow } from '../../../domain/assessment';
import { readSettings } from '../../../contracts/settings';
import { ApiError } from '../../lib/api-client';
import { SESSION_QUERY_KEY, useSession } from '../../lib/session';
import { answerQuestion, fetchEligibility, finishAttempt, startAttempt } from './api';
import { RUN_OFFLINE } from '../../lib/offline/mutation-mode';

export const ELIGIBILITY_QUERY_KEY = ['assessments', 'eligibility'] as const;

/** One answer as the screen records it (product.md#full-assessment): id, selected, correct, seconds and the question. */
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

/** A 409 from the server means the cooldown runs: the restricted screen, not an error. */
const isCooldown = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === 'assessment-cooldown';

/** An error the screen reports as a failure of that step (a cooldown refusal is a phase instead). */
const failed = (mutation: { isError: boolean; error: unknown }) =>
  mutation.isError && !isCooldown(mutation.error);

/**
 * The full assessment (product.md#assessment-flow), every answer checked by the server.
 * The phase comes from the domain's flow reducer; each server call is a mutation, so busy and the
 * step that failed are the mutations' own states.
 */
export function useAssessment() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  // The learner's setting: off, the feedback stays until they press Next (WCAG 2.2.1).
  const autoAdvance = user ? readSettings(user).autoAdvance : true;
  const eligibility = useQuery({ queryKey: ELIGIBILITY_QUERY_KEY, queryFn: fetchEligibility, staleTime: 0 });
  const [flow, dispatch] = useReducer(assessmentFlowReducer, undefined, initialAssessmentFlow);
  const [shown, setShown] = useState<Shown | null>(null);
  const [answers, setAnswers] = useState<RecordedAnswer[]>([]);
  const [cooldownUntil, setCooldownUntil] = useState<string | null>(null);
  const answersRef = useRef(answers);
  answersRef.current = answers;

  // Leaving "loading" as soon as eligibility is known, in the same render (no spinner flash).
  if (flow.phase === 'loading' && eligibility.data)
    dispatch({ type: 'eligibility-loaded', canRetake: eligibility.data.canRetake, showIntro: true });

  function cooldown(error: unknown) {
    if (!isCooldown(error)) return;
    setCooldownUntil(String(error.body?.nextAvailableDate ?? ''));
    dispatch({ type: 'cooldown' });
  }

  const start = useMutation({
    ...RUN_OFFLINE,
    mutationFn: startAttempt,
    onSuccess: (attempt) => {
      // A resumed attempt brings the answers given before, so finishing sends all of them.
      setAnswers(attempt.answered.map(({ response, question }) => ({ ...response, question })));
      setShown({
        ...attempt,
        number: attempt.questionNumber,
        shownAt: Date.now(),
        selected: null,
        checked: null,
      });
      dispatch({ type: 'begin' });
    },
    onError: cooldown,
  });

  const answer = useMutation({
    ...RUN_OFFLINE,
    mutationFn: ({ current, selected }: { current: Shown; selected: number }) =>
      answerQuestion({
        token: current.token,
        questionId: current.question.id,
        selectedAnswer: selected,
        timeSpent: Math.min(3600, Math.round((Date.now() - current.shownAt) / 100) / 10),
      }),
    onMutate: ({ current, selected }) => setShown({ ...current, selected }),
    onSuccess: (checked, { current, selected }) => {
      setAnswers((list) => [...list, { ...checked.response, question: current.question }]);
      setShown({ ...current, selected, checked });
    },
    onError: (_error, { current }) => setShown({ ...current, selected: null }),
  });

  const finishing = useMutation({
    ...RUN_OFFLINE,
    mutationFn: (token: string) => {
      const responses = answersRef.current.map(({ question: _question, ...response }) => response);
      return finishAttempt({ token, responses });
    },
    onSuccess: async () => {
      dispatch({ type: 'finish' });
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: ELIGIBILITY_QUERY_KEY });
    },
    onError: cooldown,
  });

  const busy = start.isPending || answer.isPending || finishing.isPending;
  const failure: Failure = failed(finishing)
    ? 'finish'
    : failed(answer)
      ? 'answer'
      : failed(start)
        ? 'start'
        : null;

  function choose(selected: number) {
    // An answer can be chosen once per question (product.md#assessment-flow).
    if (!shown || shown.checked || busy) return;
    answer.mutate({ current: shown, selected });
  }

  // After an answer the feedback stays 2 seconds, then the next question or the results (the product's fixed pace),
  // unless the learner turned auto-advance off: then Next moves on when they are ready.
  const checked = shown?.checked;
  const finish = finishing.mutate;
  const advance = useCallback(() => {
    if (!checked) return;
    if (checked.finished || !checked.next) finish(checked.token);
    else
      setShown({
        token: checked.token,
        question: checked.next.question,
        number: checked.next.questionNumber,
        shownAt: Date.now(),
        selected: null,
        checked: null,
      });
  }, [checked, finish]);
  useEffect(() => {
    if (!checked || !autoAdvance) return;
    const timer = window.setTimeout(advance, AUTO_ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [checked, autoAdvance, advance]);

  /** Retake: the server decides whether the cooldown allows a new attempt; then intro or restricted. */
  async function retake() {
    // Eligibility first, so the screen goes straight to the intro or the restricted view.
    const { data } = await eligibility.refetch();
    finishing.reset();
    setShown(null);
    setAnswers([]);
    dispatch({ type: data?.canRetake === false ? 'cooldown' : 'restart' });
  }

  return {
    phase: flow.phase,
    eligibility,
    nextAvailableDate: cooldownUntil || eligibility.data?.nextAvailableDate || null,
    shown,
    answers,
    result: finishing.data ?? null,
    busy,
    failure,
    begin: () => start.mutate(),
    choose,
    autoAdvance,
    /** Moves on from an answered question (the Next button, when auto-advance is off). */
    advance,
    finish,
    retake,
  };
}
