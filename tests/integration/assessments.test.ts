import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { levelIndex } from '../../src/domain/levels';
import { findQuestion } from '../../src/content/assessment';
import { eq } from 'drizzle-orm';
import { assessmentAttempts, assessmentResults } from '../../src/server/db/schema';
import type { Server } from '../../src/server/compose';
import { ENGINES, registerLearner, startTestServer, type TestLearner } from '../support/test-server';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

interface PublicQ {
  id: string;
  options: string[];
}
type Learner = (questionId: string) => number;

const rightAnswer: Learner = (id) => findQuestion(id)!.correctAnswer;
const wrongAnswer: Learner = (id) => {
  const q = findQuestion(id)!;
  return (q.correctAnswer + 1) % q.options.length;
};

describe.each(ENGINES)('assessments on %s', (engine) => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => server.close());

  const call = (method: 'GET' | 'POST', url: string, learner: TestLearner, payload?: unknown) =>
    server.app.inject({
      method,
      url,
      headers: { cookie: learner.cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** Answers every question with `learner` until the server says finished; returns the last token. */
  async function runAttempt(learner: TestLearner, choose: Learner) {
    const start = await call('POST', '/api/assessments/session', learner);
    expect(start.statusCode).toBe(200);
    let { token, question } = start.json() as { token: string; question: PublicQ };
    const bodies: string[] = [start.body];
    const answers: { questionId: string; selectedAnswer: number }[] = [];
    for (let guard = 0; guard < 20; guard++) {
      const selectedAnswer = choose(question.id);
      answers.push({ questionId: question.id, selectedAnswer });
      const res = await call('POST', '/api/assessments/answer', learner, {
        token,
        questionId: question.id,
        selectedAnswer,
        timeSpent: 4,
      });
      expect(res.statusCode).toBe(200);
      bodies.push(res.body);
      const body = res.json();
      expect(body.correct).toBe(selectedAnswer === findQuestion(question.id)!.correctAnswer);
      expect(body.correctAnswer).toBe(findQuestion(question.id)!.correctAnswer);
      // The explanation travels in both languages; the Spanish UI shows explanationEs.
      expect(body.explanationEs).toBe(findQuestion(question.id)!.explanationEs ?? null);
      if (body.explanation !== null) expect(body.explanationEs).toEqual(expect.any(String));
      token = body.token;
      if (body.finished) return { token, answers, bodies };
      question = body.next.question;
      expect(body.next.questionNumber).toBe(answers.length + 1);
    }
    throw new Error('the assessment never finished');
  }

  const insertResult = (userId: string, completedAt: Date, isQuickAssessment = false) =>
    server.database.db.insert(assessmentResults).values({
      userId,
      overallLevel: 'A2',
      confidence: 70,
      completedAt,
      scoring: {},
      responses: [],
      duration: 300,
      isQuickAssessment,
    });

  it('lets a learner with no assessment take one', async () => {
    const learner = await registerLearner(server.app);
    const res = await call('GET', '/api/assessments/eligibility', learner);
    expect(res.json()).toEqual({ canRetake: true, nextAvailableDate: null, daysSinceLastAssessment: null });
    expect((await call('GET', '/api/assessments/latest', learner)).json()).toEqual({ result: null });
  });

  it('never sends a question with its answer key before it is answered', async () => {
    const learner = await registerLearner(server.app);
    const { bodies } = await runAttempt(learner, rightAnswer);
    const start = JSON.parse(bodies[0]!);
    expect(findQuestion(start.question.id)).toMatchObject({ level: 'A1', type: 'vocabulary' });
    expect(Object.keys(start.question).sort()).toEqual([
      'id',
      'level',
      'options',
      'points',
      'question',
      'tags',
      'type',
    ]);
    for (const body of bodies) {
      const parsed = JSON.parse(body);
      const next = parsed.question ?? parsed.next?.question;
      if (next) {
        expect(next).not.toHaveProperty('correctAnswer');
        expect(next).not.toHaveProperty('explanation');
        expect(next).not.toHaveProperty('explanationEs');
      }
      // The signed token is readable base64: it must not carry the key either.
      const claims = Buffer.from(String(parsed.token).split('.')[0] ?? '', 'base64url').toString('utf8');
      expect(claims).not.toMatch(/correct|explanation/i);
    }
  });

  it('an all-right learner ends early or at 15 with a high level, saved to the profile', async () => {
    const learner = await registerLearner(server.app);
    const { token, answers } = await runAttempt(learner, rightAnswer);
    expect(answers.length).toBeGreaterThanOrEqual(8);
    expect(answers.length).toBeLessThanOrEqual(15);
    const res = await call('POST', '/api/assessments', learner, { token });
    expect(res.statusCode).toBe(201);
    const result = res.json();
    expect(levelIndex(result.overallLevel)).toBeGreaterThanOrEqual(levelIndex('B2'));
    expect(result).toMatchObject({
      userId: learner.userId,
      isQuickAssessment: false,
      version: '1.0',
      scoring: { totalQuestions: answers.length, correctAnswers: answers.length, overallScore: 100 },
    });
    expect(result.responses).toHaveLength(answers.length);
    expect(result.responses[0]).toMatchObject({ correct: true, timeSpent: 4 });
    const me = (await call('GET', '/api/me', learner)).json();
    expect(me).toMatchObject({ proficiencyLevel: result.overallLevel, assessmentCompleted: true });
    expect((await call('GET', '/api/assessments/latest', learner)).json().result.id).toBe(result.id);
  });

  it('an all-wrong learner ends at A0 or A1', async () => {
    const learner = await registerLearner(server.app);
    const { token } = await runAttempt(learner, wrongAnswer);
    const res = await call('POST', '/api/assessments', learner, { token });
    expect(res.statusCode).toBe(201);
    expect(['A0', 'A1']).toContain(res.json().overallLevel);
    expect(res.json().scoring.correctAnswers).toBe(0);
  });

  it('re-scores on the server: a client claiming every answer correct is ignored', async () => {
    const learner = await registerLearner(server.app);
    const { token, answers } = await runAttempt(learner, wrongAnswer);
    const claimed = answers.map((a) => ({ ...a, correct: true, timeSpent: 1 }));
    const res = await call('POST', '/api/assessments', learner, {
      token,
      responses: claimed,
      overallLevel: 'C2',
      scoring: { correctAnswers: answers.length },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().scoring.correctAnswers).toBe(0);
    expect(res.json().responses.every((r: { correct: boolean }) => !r.correct)).toBe(true);
    expect(['A0', 'A1']).toContain(res.json().overallLevel);
  });

  it('refuses responses that are not the ones given in the attempt', async () => {
    const learner = await registerLearner(server.app);
    const { token, answers } = await runAttempt(learner, wrongAnswer);
    const forged = answers.map((a) => ({ ...a, selectedAnswer: rightAnswer(a.questionId) }));
    const res = await call('POST', '/api/assessments', learner, { token, responses: forged });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid-request');
  });

  it('accepts one answer per question: a replayed token is refused', async () => {
    const learner = await registerLearner(server.app);
    const start = (await call('POST', '/api/assessments/session', learner)).json();
    const answer = (selectedAnswer: number) =>
      call('POST', '/api/assessments/answer', learner, {
        token: start.token,
        questionId: start.question.id,
        selectedAnswer,
        timeSpent: 3,
      });
    expect((await answer(wrongAnswer(start.question.id))).statusCode).toBe(200);
    const replay = await answer(rightAnswer(start.question.id));
    expect(replay.statusCode).toBe(409);
    expect(replay.json().error).toBe('answer-already-recorded');
  });

  it('refuses an option that does not exist without using up the question', async () => {
    const learner = await registerLearner(server.app);
    const start = (await call('POST', '/api/assessments/session', learner)).json();
    const body = { token: start.token, questionId: start.question.id, timeSpent: 2 };
    const bad = await call('POST', '/api/assessments/answer', learner, { ...body, selectedAnswer: 9 });
    expect(bad.statusCode).toBe(400);
    const negative = await call('POST', '/api/assessments/answer', learner, { ...body, selectedAnswer: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().field).toBe('selectedAnswer');
    const ok = await call('POST', '/api/assessments/answer', learner, { ...body, selectedAnswer: 0 });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a tampered token, another learner’s token, and finishing early', async () => {
    const learner = await registerLearner(server.app);
    const other = await registerLearner(server.app);
    const start = (await call('POST', '/api/assessments/session', learner)).json();
    const [body, signature] = start.token.split('.');
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    const forged = `${Buffer.from(JSON.stringify({ ...claims, finished: true })).toString('base64url')}.${signature}`;
    const tampered = await call('POST', '/api/assessments', learner, { token: forged });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().error).toBe('invalid-token');
    const stolen = await call('POST', '/api/assessments/answer', other, {
      token: start.token,
      questionId: start.question.id,
      selectedAnswer: 0,
      timeSpent: 1,
    });
    expect(stolen.statusCode).toBe(400);
    const early = await call('POST', '/api/assessments', learner, { token: start.token });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('assessment-not-finished');
  });

  it('enforces the 7-day cooldown: 6 days 23 hours after the last one is refused with the next date', async () => {
    const learner = await registerLearner(server.app);
    const { token } = await runAttempt(learner, rightAnswer);
    const last = new Date(Date.now() - (6 * DAY + 23 * HOUR));
    await insertResult(learner.userId, last);
    const next = new Date(last.getTime() + 7 * DAY).toISOString();

    const finish = await call('POST', '/api/assessments', learner, { token });
    expect(finish.statusCode).toBe(409);
    expect(finish.json()).toMatchObject({ error: 'assessment-cooldown', nextAvailableDate: next });
    // The refused attempt had answers: abandoned now, it counts toward the cooldown too.
    const start = await call('POST', '/api/assessments/session', learner);
    expect(start.statusCode).toBe(409);
    expect(Date.parse(start.json().nextAvailableDate)).toBeGreaterThanOrEqual(Date.parse(next));
    expect((await call('GET', '/api/assessments/eligibility', learner)).json()).toMatchObject({
      canRetake: false,
    });
  });

  describe('one open attempt at a time', () => {
    const start = async (learner: TestLearner) => {
      const response = await call('POST', '/api/assessments/session', learner);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as {
        token: string;
        question: PublicQ;
        questionNumber: number;
        answered: unknown[];
      };
    };
    const answer = (learner: TestLearner, token: string, question: PublicQ) =>
      call('POST', '/api/assessments/answer', learner, {
        token,
        questionId: question.id,
        selectedAnswer: 0,
        timeSpent: 3,
      });

    it('replaces an attempt with no answers: the old one can no longer be answered', async () => {
      const learner = await registerLearner(server.app);
      const first = await start(learner);
      const second = await start(learner);
      expect(second.token).not.toBe(first.token);
      const stale = await answer(learner, first.token, first.question);
      expect(stale.statusCode).toBe(409);
      expect(stale.json().error).toBe('assessment-replaced');
      expect((await answer(learner, second.token, second.question)).statusCode).toBe(200);
    });

    it('resumes an attempt with answers instead of starting another, so no new answers leak', async () => {
      const learner = await registerLearner(server.app);
      const first = await start(learner);
      const answered = (await answer(learner, first.token, first.question)).json();
      const revealed = new Set<string>([first.question.id]);
      for (let i = 0; i < 10; i += 1) {
        const again = await start(learner);
        expect(again.token).toBe(answered.token);
        expect(again.questionNumber).toBe(2);
        expect(again.question.id).toBe(answered.next.question.id);
        expect(again.answered).toHaveLength(1);
        revealed.add(again.question.id);
      }
      expect(revealed.size).toBe(2);
      expect((await call('GET', '/api/assessments/eligibility', learner)).json().canRetake).toBe(true);
    });

    it('counts an abandoned attempt with answers toward the cooldown', async () => {
      const learner = await registerLearner(server.app);
      const first = await start(learner);
      expect((await answer(learner, first.token, first.question)).statusCode).toBe(200);
      // The attempt runs out (two hours) without being finished.
      await server.database.db
        .update(assessmentAttempts)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(assessmentAttempts.userId, learner.userId));
      const refused = await call('POST', '/api/assessments/session', learner);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe('assessment-cooldown');
      const eligibility = (await call('GET', '/api/assessments/eligibility', learner)).json();
      expect(eligibility.canRetake).toBe(false);
    });

    it('does not count an abandoned attempt without answers', async () => {
      const learner = await registerLearner(server.app);
      await start(learner);
      await server.database.db
        .update(assessmentAttempts)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(assessmentAttempts.userId, learner.userId));
      expect((await call('POST', '/api/assessments/session', learner)).statusCode).toBe(200);
    });
  });

  it('allows a new assessment 7 days after the last one', async () => {
    const learner = await registerLearner(server.app);
    await insertResult(learner.userId, new Date(Date.now() - 7 * DAY));
    const eligibility = (await call('GET', '/api/assessments/eligibility', learner)).json();
    expect(eligibility).toMatchObject({
      canRetake: true,
      nextAvailableDate: null,
      daysSinceLastAssessment: 7,
    });
    const { token } = await runAttempt(learner, rightAnswer);
    expect((await call('POST', '/api/assessments', learner, { token })).statusCode).toBe(201);
    // The one just saved starts a new cooldown; the same attempt cannot be saved twice either.
    const again = await call('POST', '/api/assessments', learner, { token });
    expect(again.statusCode).toBe(409);
    expect((await call('GET', '/api/assessments/eligibility', learner)).json().canRetake).toBe(false);
  });

  it('saves the quick assessment with the fixed values, without starting a cooldown', async () => {
    const learner = await registerLearner(server.app);
    // Options 1, 0, 3: basic, intermediate, intermediate -> 3 good with an advanced one -> A2.
    const res = await call('POST', '/api/assessments/quick', learner, {
      answers: [
        { questionId: 'quick-greeting', selectedAnswer: 1 },
        { questionId: 'quick-yesterday', selectedAnswer: 0 },
        { questionId: 'quick-bill', selectedAnswer: 3 },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      overallLevel: 'A2',
      isQuickAssessment: true,
      confidence: 85,
      duration: 60,
      version: '1.0',
      scoring: { totalQuestions: 3, overallScore: 99 },
    });
    expect((await call('GET', '/api/me', learner)).json()).toMatchObject({
      proficiencyLevel: 'A2',
      assessmentCompleted: true,
    });
    expect((await call('GET', '/api/assessments/eligibility', learner)).json().canRetake).toBe(true);
    expect((await call('GET', '/api/assessments/latest', learner)).json().result.isQuickAssessment).toBe(
      true,
    );
  });

  it.each([
    [
      'two answers',
      [
        { questionId: 'quick-greeting', selectedAnswer: 1 },
        { questionId: 'quick-bill', selectedAnswer: 1 },
      ],
    ],
    [
      'an unknown question',
      [
        { questionId: 'quick-greeting', selectedAnswer: 1 },
        { questionId: 'quick-bill', selectedAnswer: 1 },
        { questionId: 'quick-nope', selectedAnswer: 1 },
      ],
    ],
    [
      'an option that does not exist',
      [
        { questionId: 'quick-greeting', selectedAnswer: 7 },
        { questionId: 'quick-yesterday', selectedAnswer: 1 },
        { questionId: 'quick-bill', selectedAnswer: 1 },
      ],
    ],
  ])('refuses a quick assessment with %s', async (_name, answers) => {
    const learner = await registerLearner(server.app);
    const res = await call('POST', '/api/assessments/quick', learner, { answers });
    expect(res.statusCode).toBe(400);
    expect((await call('GET', '/api/me', learner)).json().assessmentCompleted).toBe(false);
  });

  it('needs a session for every assessment route', async () => {
    for (const [method, url] of [
      ['GET', '/api/assessments/eligibility'],
      ['GET', '/api/assessments/latest'],
      ['POST', '/api/assessments/session'],
      ['POST', '/api/assessments/answer'],
      ['POST', '/api/assessments'],
      ['POST', '/api/assessments/quick'],
    ] as const) {
      expect((await server.app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});
