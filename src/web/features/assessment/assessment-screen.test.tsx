// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { AnswerResponse, AssessmentResultDocument, PublicQuestion } from '../../../contracts/assessment';
import { deferred, stubFetch } from '../../../../tests/support/web/fetch-stub';
import { aUser } from '../../../../tests/support/web/fixtures';
import { renderScreen } from '../../../../tests/support/web/render';
import { AssessmentScreen } from './assessment-screen';

// The full assessment driven by clicks; only fetch is replaced.
const question = (id: string, text: string): PublicQuestion => ({
  id,
  type: 'grammar',
  level: 'A1',
  question: text,
  options: ['soy', 'estoy', 'tengo'],
  points: 1,
  tags: [],
});
const q1 = question('q1', 'Yo ___ de Madrid.');
const q2 = question('q2', 'Yo ___ cansado.');

const answered = (id: string, selectedAnswer: number, last: boolean): AnswerResponse => ({
  correct: selectedAnswer === 0,
  correctAnswer: 0,
  explanation: 'Origin takes «ser».',
  explanationEs: null,
  response: { questionId: id, selectedAnswer, correct: selectedAnswer === 0, timeSpent: 1 },
  token: `token-after-${id}`,
  finished: last,
  next: last ? null : { question: q2, questionNumber: 2 },
});

const skill = { correct: 1, total: 1, score: 100, suggestedLevel: 'A2' as const };
const result: AssessmentResultDocument = {
  id: 'r1',
  userId: 'u1',
  overallLevel: 'A2',
  confidence: 80,
  completedAt: '2026-11-23T10:00:00.000Z',
  scoring: {
    totalQuestions: 2,
    correctAnswers: 1,
    overallScore: 50,
    vocabulary: skill,
    grammar: skill,
    comprehension: skill,
  },
  responses: [],
  duration: 120,
  version: '1',
  recommendations: [],
  isQuickAssessment: false,
};

const eligible = () => ({
  body: { canRetake: true, nextAvailableDate: null, daysSinceLastAssessment: null },
});
const started = () => ({
  body: { token: 't0', question: q1, questionNumber: 1, maxQuestions: 15, answered: [] },
});

describe('AssessmentScreen', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('runs intro → questions → results, sending every answer when it finishes', async () => {
    const api = stubFetch({
      'GET /api/assessments/eligibility': eligible,
      'POST /api/assessments/session': started,
      'POST /api/assessments/answer': ({ body }) => {
        const { questionId, selectedAnswer } = body as { questionId: string; selectedAnswer: number };
        return { body: answered(questionId, selectedAnswer, questionId === 'q2') };
      },
      'POST /api/assessments': () => ({ body: result }),
      'GET /api/me': () => ({
        status: 401,
        body: { error: 'unauthorized', message: 'Please sign in to continue.' },
      }),
    });
    const { user } = renderScreen(<AssessmentScreen />);

    await user.click(await screen.findByRole('button', { name: 'Start Assessment' }));
    const chosen = await screen.findByRole('button', { name: /soy/ });
    await user.click(chosen);
    expect(await screen.findByText('Correct!')).toBeTruthy();
    // An answer is chosen once: the options are locked while the feedback shows, and the chosen
    // one keeps focus (focus does not fall to the page while the next question is on its way).
    expect(document.activeElement).toBe(chosen);
    expect(screen.getByRole('button', { name: /estoy/ }).getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('button', { name: /estoy/ }));
    expect(api.callsTo('POST /api/assessments/answer')).toHaveLength(1);

    expect(await screen.findByText('Yo ___ cansado.', {}, { timeout: 4000 })).toBeTruthy();
    // The new question's text takes focus as it appears.
    const heading = screen.getByRole('heading', { level: 2, name: 'Yo ___ cansado.' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    await user.click(screen.getByRole('button', { name: /tengo/ }));
    expect(await screen.findByText('Not quite.')).toBeTruthy();

    expect(await screen.findByText('Your Results', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByTestId('overall-level').textContent).toBe('A2');
    expect(api.callsTo('POST /api/assessments')[0]?.body).toEqual({
      token: 'token-after-q2',
      responses: [
        { questionId: 'q1', selectedAnswer: 0, correct: true, timeSpent: 1 },
        { questionId: 'q2', selectedAnswer: 2, correct: false, timeSpent: 1 },
      ],
    });
  }, 15_000);

  it('waits for Next when the learner turned auto-advance off', async () => {
    const api = stubFetch({
      'GET /api/session': () => ({ body: { user: aUser({ preferences: { autoAdvance: false } }) } }),
      'GET /api/assessments/eligibility': eligible,
      'POST /api/assessments/session': started,
      'POST /api/assessments/answer': ({ body }) => {
        const { questionId, selectedAnswer } = body as { questionId: string; selectedAnswer: number };
        return { body: answered(questionId, selectedAnswer, questionId === 'q2') };
      },
      'POST /api/assessments': () => ({ body: result }),
    });
    const { user } = renderScreen(<AssessmentScreen />);
    await user.click(await screen.findByRole('button', { name: 'Start Assessment' }));
    await user.click(await screen.findByRole('button', { name: /soy/ }));
    expect(await screen.findByText('Correct!')).toBeTruthy();
    // Feedback first: the Next button takes focus, and nothing moves on by itself.
    const next = await screen.findByRole('button', { name: 'Next' });
    await waitFor(() => expect(document.activeElement).toBe(next));
    expect(screen.queryByText('Next question in a moment...')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(screen.getByRole('heading', { level: 2, name: 'Yo ___ de Madrid.' })).toBeTruthy();

    await user.click(next);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Yo ___ cansado.' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    await user.click(screen.getByRole('button', { name: /tengo/ }));
    await user.click(await screen.findByRole('button', { name: 'See Results' }));
    expect(await screen.findByText('Your Results')).toBeTruthy();
    expect(api.callsTo('POST /api/assessments')).toHaveLength(1);
  }, 15_000);

  it('disables Start while the attempt starts, and shows the error when it fails', async () => {
    const pending = deferred();
    stubFetch({
      'GET /api/assessments/eligibility': eligible,
      'POST /api/assessments/session': () => pending.promise,
    });
    const { user } = renderScreen(<AssessmentScreen />);
    await user.click(await screen.findByRole('button', { name: 'Start Assessment' }));
    const starting = screen.getByRole('button', { name: 'Starting...' }) as HTMLButtonElement;
    expect(starting.disabled).toBe(true);
    pending.resolve({ status: 500, body: { error: 'internal', message: 'boom' } });
    expect(await screen.findByText(/could not load the assessment/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Start Assessment' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('lets the learner choose again when an answer cannot be checked', async () => {
    let fail = true;
    stubFetch({
      'GET /api/assessments/eligibility': eligible,
      'POST /api/assessments/session': started,
      'POST /api/assessments/answer': () =>
        fail
          ? { status: 500, body: { error: 'internal', message: 'boom' } }
          : { body: answered('q1', 1, false) },
    });
    const { user } = renderScreen(<AssessmentScreen />);
    await user.click(await screen.findByRole('button', { name: 'Start Assessment' }));
    await user.click(await screen.findByRole('button', { name: /estoy/ }));
    expect(await screen.findByText(/could not be checked/)).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: /estoy/ }));
    expect(await screen.findByText('Not quite.')).toBeTruthy();
    expect(screen.queryByText(/could not be checked/)).toBeNull();
  });

  it('shows the restricted view with its date while the cooldown runs', async () => {
    stubFetch({
      'GET /api/assessments/eligibility': () => ({
        body: { canRetake: false, nextAvailableDate: '2026-11-28T12:00:00.000Z', daysSinceLastAssessment: 2 },
      }),
    });
    renderScreen(<AssessmentScreen />);
    expect(await screen.findByText('Assessment Not Available')).toBeTruthy();
    expect(screen.getByText('Next assessment available: November 28, 2026')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start Assessment' })).toBeNull();
  });

  it('turns a cooldown refusal at start into the restricted view', async () => {
    stubFetch({
      'GET /api/assessments/eligibility': eligible,
      'POST /api/assessments/session': () => ({
        status: 409,
        body: {
          error: 'assessment-cooldown',
          message: 'Cooldown',
          nextAvailableDate: '2026-11-30T12:00:00.000Z',
        },
      }),
    });
    const { user } = renderScreen(<AssessmentScreen />);
    await user.click(await screen.findByRole('button', { name: 'Start Assessment' }));
    await waitFor(() =>
      expect(screen.getByText('Next assessment available: November 30, 2026')).toBeTruthy(),
    );
  });

  it('offers Retry after a failed load, and recovers', async () => {
    let down = true;
    stubFetch({
      'GET /api/assessments/eligibility': () =>
        down ? { status: 503, body: { error: 'internal', message: 'down' } } : eligible(),
    });
    const { user } = renderScreen(<AssessmentScreen />);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Start Assessment' })).toBeTruthy();
  });
});
