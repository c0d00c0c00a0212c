import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from '../../src/server/compose';
import { evaluateTutor, selectTurns } from '../../eval/tutor/evaluate';
import { formatReport } from '../../eval/tutor/report';
import { freePort } from '../support/app-process';
import {
  ruleChat,
  startFakeAiServices,
  type FakeAiServices,
  type TutorRule,
} from '../support/fake-ai-services';
import { startTestServer } from '../support/test-server';

/** `npm run eval:tutor`: the scripted learner over `/api/realtime`, against a rule-following model and the built-in tutor. */

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** The app in this process, at an address known before it listens (the realtime route checks Origin against it). */
async function appAt(env: Record<string, string>): Promise<{ server: Server; url: string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = await startTestServer('pglite', {
    ...env,
    PUBLIC_URL: url,
    REALTIME_MAX_SESSIONS_PER_USER: '4',
  });
  await server.app.listen({ host: '127.0.0.1', port });
  return { server, url };
}

describe('tutor evaluation against a model that follows known rules', () => {
  let fake: FakeAiServices;
  let server: Server;
  let url: string;

  beforeAll(async () => {
    fake = await startFakeAiServices();
    ({ server, url } = await appAt({
      TUTOR: 'pipeline',
      LLM_BASE_URL: fake.baseUrl,
      LLM_MODEL: 'rule-model',
    }));
  });
  afterAll(async () => {
    await server?.close();
    await fake?.stop();
  });

  it('counts exactly what the model did: caught, accepted, kinds, false alarms, praise, length, language', async () => {
    const options = { groups: ['C1', 'grammar', 'lesson'] as const, limit: 6 };
    const turns = selectTurns({ ...options, groups: [...options.groups] });
    const sentences = turns.filter((turn) => turn.purpose === 'sentence');
    const errors = sentences.filter((turn) => turn.error !== null);
    const correct = sentences.filter((turn) => turn.error === null);
    const questions = turns.filter((turn) => turn.purpose === 'grammar');
    const [fixed, fixedWrongKind, fixedBadly] = errors;
    const [alarm] = correct;
    const [longEnglish, answeredQuestion] = questions;
    expect(errors.length).toBeGreaterThanOrEqual(4);
    expect(questions.length).toBeGreaterThanOrEqual(3);
    const rules: TutorRule[] = [
      // Caught, an accepted correction of the right kind.
      {
        when: exactly(fixed!.text),
        correction: { corrected: fixed!.accepted![0]!, category: fixed!.error! },
      },
      // Caught and accepted, the wrong kind.
      {
        when: exactly(fixedWrongKind!.text),
        correction: { corrected: fixedWrongKind!.accepted![0]!, category: 'other' },
      },
      // Caught, but "corrected" to the learner's own sentence: not an accepted correction.
      {
        when: exactly(fixedBadly!.text),
        correction: { corrected: fixedBadly!.text, category: fixedBadly!.error! },
      },
      // A correct sentence corrected: a false alarm.
      { when: exactly(alarm!.text), correction: { corrected: `${alarm!.text} Vale.`, category: 'other' } },
      {
        when: exactly(longEnglish!.text),
        reply:
          'That is a good question, and the answer depends on what you want to say about the thing you are talking about in your sentence today.',
      },
      {
        when: exactly(answeredQuestion!.text),
        reply: `Piensa en esto: ${answeredQuestion!.answeredBy![0]}.`,
      },
    ];
    fake.chat = ruleChat(rules);

    const report = await evaluateTutor({ url, groups: [...options.groups], limit: options.limit });
    console.log(formatReport(report));

    expect(report.tutor).toMatchObject({ upstream: 'pipeline', model: 'rule-model' });
    expect(report.turns).toBe(turns.length);
    expect(report.failures).toEqual([]);
    expect(report.total).toEqual({
      errors: errors.length,
      caught: 3,
      accepted: 2,
      rightKind: 2,
      correct: correct.length,
      falseAlarms: 1,
    });
    // Every other error got the fake's praise and no correction.
    expect(report.praisedErrors.count).toBe(errors.length - 3);
    expect(report.longReplies.count).toBe(1);
    expect(report.notSpanish.count).toBe(1);
    expect(report.grammar).toMatchObject({ answered: 1, total: questions.length });
    expect(report.toolCalls).toEqual({ note_correction: 4 });
    expect(report.correctionKinds.other).toBe(2);
    expect(report.latency.turnMs.count).toBe(turns.length);
    expect(report.latency.firstTextMs.count).toBe(turns.length);
    expect(report.latency.turnMs.p95).toBeGreaterThanOrEqual(report.latency.turnMs.median!);
    // A correction's words come after the tool result, in a second round.
    const corrected = report.results.find((r) => r.turn.text === fixed!.text);
    expect(corrected?.reply).toBe(`Casi: se dice «${fixed!.accepted![0]}». ¿Lo repites?`);
  });
});

describe('tutor evaluation of the built-in tutor', () => {
  let app: { server: Server; url: string };
  beforeAll(async () => {
    app = await appAt({ TUTOR: 'local' });
  });
  afterAll(() => app?.server.close());

  it('reports every turn answered, with figures inside their bounds', async () => {
    const options = { groups: ['A1', 'C1', 'help', 'grammar', 'lesson'] as const, limit: 4 };
    const turns = selectTurns({ ...options, groups: [...options.groups] });
    const report = await evaluateTutor({
      url: app.url,
      groups: [...options.groups],
      limit: options.limit,
    });
    console.log(formatReport(report));
    const sentences = turns.filter((turn) => turn.purpose === 'sentence');
    expect(report.tutor.upstream).toBe('local');
    expect(report.failures).toEqual([]);
    expect(report.turns).toBe(turns.length);
    expect(report.corrections.map((row) => row.group)).toEqual(['A1', 'C1', 'lesson']);
    expect(report.total.errors).toBe(sentences.filter((turn) => turn.error !== null).length);
    expect(report.total.correct).toBe(sentences.filter((turn) => turn.error === null).length);
    expect(report.total.caught).toBeGreaterThan(0);
    expect(report.total.accepted).toBeLessThanOrEqual(report.total.caught);
    expect(report.total.falseAlarms).toBeLessThanOrEqual(report.total.correct);
    // The built-in tutor speaks only Spanish and never praises a sentence it did not check.
    expect(report.notSpanish.count).toBe(0);
    expect(report.praisedErrors.count).toBe(0);
    expect(report.help.total).toBe(4);
    expect(report.grammar.total).toBe(4);
    expect(report.toolCalls.note_correction).toBe(report.total.caught + report.total.falseAlarms);
    expect(report.latency.turnMs.count).toBe(turns.length);
    expect(report.latency.turnMs.median).toBeGreaterThanOrEqual(0);
  });
});

describe('npm run eval:tutor when no tutor answers', () => {
  it('says so and exits 1', async () => {
    const port = await freePort();
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/eval-tutor.ts', '--url', `http://127.0.0.1:${port}`, '--limit', '1'],
      { encoding: 'utf8', timeout: 30_000 },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('The tutor could not be reached');
  });
});
