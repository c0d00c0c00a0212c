/**
 * AI_TUTOR_ACCESS=subscribers keeps the AI tutor (here a fake handed to the app as its tutor) for
 * learners with a subscription or a trial; everyone else is offered the built-in tutor, with a
 * message saying why, instead of a failing session. The default leaves the AI tutor open.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_TUTOR_RESERVED, RELAY_CLOSE } from '../../src/contracts/realtime';
import type { Server } from '../../src/server/compose';
import { users } from '../../src/server/db/schema';
import { fakeAiTutor, type FakeAiTutor } from '../support/fake-tutor';
import { connect, listen, ofType } from '../support/realtime-client';
import { ENGINES, registerSetUpLearner, startTestServer, type TestLearner } from '../support/test-server';

const MODEL = 'gpt-4o-realtime-preview';

describe.each(ENGINES)('who may talk with the AI tutor on %s', (engine) => {
  let aiTutor: FakeAiTutor;
  let reserved: Server;
  let open: Server;
  let base: string;
  beforeAll(async () => {
    aiTutor = fakeAiTutor(MODEL);
    const adapters = { tutor: aiTutor };
    reserved = await startTestServer(engine, { AI_TUTOR_ACCESS: 'subscribers' }, { adapters });
    open = await startTestServer(engine, {}, { adapters });
    base = await listen(reserved);
  });
  afterAll(async () => {
    await reserved?.close();
    await open?.close();
  });

  const status = async (server: Server, who: TestLearner) =>
    (await server.app.inject({ url: '/api/realtime/status', headers: { cookie: who.cookie } })).json();
  const withPlan = (server: Server, who: TestLearner, subscriptionStatus: string) =>
    server.database.db.update(users).set({ subscriptionStatus }).where(eq(users.uid, who.userId));

  it('offers a learner without a plan the built-in tutor, and says why', async () => {
    const learner = await registerSetUpLearner(reserved.app);
    const aiSessions = aiTutor.sessions.length;
    expect(await status(reserved, learner)).toMatchObject({
      upstream: 'local',
      model: 'local-tutor',
      ready: true,
      notice: AI_TUTOR_RESERVED,
    });
    // The session the page then opens is the built-in tutor's, and it answers.
    const client = await connect(base, learner, '?model=local-tutor');
    await client.waitFor(ofType('session.created'));
    client.socket.close();
    // A page still asking for the AI model is told why, not left with a broken session.
    const stale = await connect(base, learner, `?model=${MODEL}`);
    expect(await stale.closed).toEqual(RELAY_CLOSE.aiTutorReserved);
    expect(aiTutor.sessions.length).toBe(aiSessions);
  });

  it('gives the AI tutor to a subscribed or trialing learner', async () => {
    const aiSessions = aiTutor.sessions.length;
    for (const plan of ['trialing', 'active']) {
      const learner = await registerSetUpLearner(reserved.app);
      await withPlan(reserved, learner, plan);
      expect(await status(reserved, learner)).toMatchObject({
        upstream: 'openai',
        model: MODEL,
        notice: null,
      });
      const client = await connect(base, learner, `?model=${MODEL}`);
      await client.waitFor(ofType('session.created'));
      client.socket.close();
      // The AI tutor's session, set up by the server before anything the page sends.
      expect(aiTutor.sessions.at(-1)?.[0]).toMatchObject({ type: 'session.update' });
    }
    expect(aiTutor.sessions.length - aiSessions).toBe(2);
    const lapsed = await registerSetUpLearner(reserved.app);
    await withPlan(reserved, lapsed, 'canceled');
    expect((await status(reserved, lapsed)).upstream).toBe('local');
  });

  it('keeps the AI tutor for a cancelled trial until the trial ends, and not after', async () => {
    const learner = await registerSetUpLearner(reserved.app);
    const cancelledTrialEnding = (end: Date) =>
      reserved.database.db
        .update(users)
        .set({
          subscriptionStatus: 'trialing',
          trialEndsAt: end,
          subscriptionEndsAt: end,
          subscriptionCancelAtPeriodEnd: true,
        })
        .where(eq(users.uid, learner.userId));
    await cancelledTrialEnding(new Date(Date.now() + 3 * 86_400_000));
    expect((await status(reserved, learner)).upstream).toBe('openai');
    // The trial's end has passed; the provider's "ended" notice has not arrived yet.
    await cancelledTrialEnding(new Date(Date.now() - 1000));
    expect((await status(reserved, learner)).upstream).toBe('local');
  });

  it('by default, everyone gets the configured AI tutor', async () => {
    const learner = await registerSetUpLearner(open.app);
    expect(await status(open, learner)).toMatchObject({ upstream: 'openai', notice: null });
  });
});
