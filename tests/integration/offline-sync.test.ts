import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Server } from '../../src/server/compose';
import { conversations } from '../../src/server/db/schema';
import { ENGINES, registerLearner, startTestServer, type TestLearner } from '../support/test-server';

/** Reviews made offline or on another device reach the server late and possibly twice. */
describe.each(ENGINES)('replayed and late reviews on %s', (engine) => {
  let server: Server;
  let learner: TestLearner;
  beforeAll(async () => {
    server = await startTestServer(engine);
    learner = await registerLearner(server.app);
  });
  afterAll(async () => server.close());

  const headers = () => ({ cookie: learner.cookie });
  async function addWord(word: string) {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/vocabulary',
      headers: headers(),
      payload: { word, translation: 'x' },
    });
    expect(response.statusCode).toBe(201);
    return response.json().id as string;
  }
  const review = (id: string, payload: object) =>
    server.app.inject({ method: 'POST', url: `/api/vocabulary/${id}/review`, headers: headers(), payload });

  it('applies a replayed review id once', async () => {
    const id = await addWord(`gato-${engine}`);
    const body = {
      rating: 'good',
      reviewId: randomUUID(),
      reviewedAt: new Date(Date.now() - 60_000).toISOString(),
    };
    const first = await review(id, body);
    const again = await review(id, body);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json().timesReviewed).toBe(1);
    expect(again.json().nextReviewDue).toBe(first.json().nextReviewDue);
  });

  it('keeps the most recently answered schedule when an older answer arrives later', async () => {
    const id = await addWord(`perro-${engine}`);
    const now = Date.now();
    const newer = await review(id, {
      rating: 'easy',
      reviewId: randomUUID(),
      reviewedAt: new Date(now - 60_000).toISOString(),
    });
    const older = await review(id, {
      rating: 'again',
      reviewId: randomUUID(),
      reviewedAt: new Date(now - 3_600_000).toISOString(),
    });
    expect(older.statusCode).toBe(200);
    expect(older.json()).toMatchObject({
      timesReviewed: 2,
      correctReviews: 1,
      lastReviewResult: 'easy',
      interval: newer.json().interval,
      nextReviewDue: newer.json().nextReviewDue,
      status: 'mastered',
    });
  });

  it('takes a review dated in the future as made now: it cannot push the schedule or hide a later answer', async () => {
    const id = await addWord(`luna-${engine}`);
    const before = Date.now();
    const future = await review(id, {
      rating: 'good',
      reviewId: randomUUID(),
      reviewedAt: new Date(before + 30 * 86_400_000).toISOString(),
    });
    expect(future.statusCode).toBe(200);
    const interval = future.json().interval as number;
    expect(Date.parse(future.json().nextReviewDue)).toBeLessThanOrEqual(Date.now() + interval * 86_400_000);
    const now = await review(id, {
      rating: 'again',
      reviewId: randomUUID(),
      reviewedAt: new Date().toISOString(),
    });
    expect(now.json()).toMatchObject({ timesReviewed: 2, lastReviewResult: 'again' });
  });

  it('stores a conversation saved twice with the same client id once', async () => {
    const clientId = randomUUID();
    const body = {
      clientId,
      items: [
        { role: 'assistant', text: '¡Hola! ¿Cómo te llamas?' },
        { role: 'user', text: 'Me llamo Ana y vivo en Madrid con mi familia.' },
      ],
      vocabularyUsed: [],
      startedAt: new Date(Date.now() - 120_000).toISOString(),
      durationSeconds: 120,
    };
    const save = () =>
      server.app.inject({ method: 'POST', url: '/api/conversations', headers: headers(), payload: body });
    const first = await save();
    const second = await save();
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().conversation.id).toBe(first.json().conversation.id);
    expect(second.json().extraction.status).toBe('skipped');
    const rows = await server.database.db
      .select({ id: conversations.id })
      .from(conversations)
      .where(eq(conversations.userId, learner.userId));
    expect(rows).toHaveLength(1);
  });
});
