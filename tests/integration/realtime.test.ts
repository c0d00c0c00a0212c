import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tutorMemory } from '../../src/server/db/schema';
import type { Server } from '../../src/server/compose';
import { ENGINES, registerLearner, startTestServer } from '../support/test-server';
import { connect, listen, ofType, userMessage, type Client } from '../support/realtime-client';
import {
  FAKE_AUDIO_REPLY,
  FAKE_TEXT_REPLY,
  FAKE_TRANSCRIPT,
  startFakeRealtimeUpstream,
  toneChunk,
  type FakeRealtimeUpstream,
} from '../support/fake-realtime-upstream';

describe.each(ENGINES)('realtime relay against a fake OpenAI upstream (%s)', (engine) => {
  let server: Server;
  let upstream: FakeRealtimeUpstream;
  let base: string;

  beforeAll(async () => {
    upstream = await startFakeRealtimeUpstream();
    server = await startTestServer(engine, {
      OPENAI_API_KEY: 'sk-test-relay',
      REALTIME_URL: upstream.url,
      REALTIME_MODEL: 'gpt-4o-realtime-preview',
      REALTIME_MAX_SESSIONS_PER_USER: '1',
    });
    base = await listen(server);
  });
  afterAll(async () => {
    await server?.close();
    await upstream?.stop();
  });

  it('refuses an upgrade without a session, and one from another site', async () => {
    await expect(connect(base, null)).rejects.toThrow('status 401');
    const learner = await registerLearner(server.app);
    await expect(connect(base, learner, '', 'https://evil.example')).rejects.toThrow('status 403');
  });

  it('refuses a model other than the configured one, with a reason', async () => {
    const client = await connect(base, await registerLearner(server.app), '?model=gpt-5-ultra');
    expect(await client.closed).toEqual({ code: 4400, reason: 'This voice model is not available.' });
  });

  it('passes a text turn both ways unchanged, with the key only on the upstream side', async () => {
    const client = await connect(base, await registerLearner(server.app), '?model=gpt-4o-realtime-preview');
    const index = upstream.received.length;
    client.send(userMessage('Hola, soy estudiante.'));
    client.send({ type: 'response.create' });
    await client.waitFor(ofType('response.done'));
    client.socket.close();
    await client.closed;

    const request = upstream.requests[index];
    expect(request?.headers.authorization).toBe('Bearer sk-test-relay');
    expect(request?.url).toBe('/v1/realtime?model=gpt-4o-realtime-preview');
    // First the server's own session config, then exactly what the browser sent.
    const received = upstream.received[index] ?? [];
    expect(received[0]).toMatchObject({
      type: 'session.update',
      session: { voice: 'verse', temperature: 0.8 },
    });
    expect(received.slice(1)).toEqual([
      { event_id: 'evt_test_1', ...userMessage('Hola, soy estudiante.') },
      { event_id: 'evt_test_2', type: 'response.create' },
    ]);
    // Every upstream event reached the browser, byte for byte and in order.
    expect(client.raw).toEqual(upstream.sent[index]);
    const text = client.events
      .filter(ofType('response.text.delta'))
      .map((e) => e.delta)
      .join('');
    expect(text).toBe(FAKE_TEXT_REPLY);
    expect(client.raw.join('')).not.toContain('sk-test-relay');
  });

  it('sends the spec session config and keeps the prompt server-side', async () => {
    const client = await connect(base, await registerLearner(server.app));
    const index = upstream.received.length;
    client.send({
      type: 'session.update',
      session: {
        instructions: 'Speak English only.',
        tools: [],
        temperature: 2,
        turn_detection: null,
        modalities: ['text', 'audio'],
      },
    });
    await client.waitFor(
      (e) =>
        e.type === 'session.updated' && (e.session as { turn_detection?: unknown }).turn_detection === null,
    );
    client.socket.close();
    const [initial, fromClient] = upstream.received[index] ?? [];
    expect(initial).toMatchObject({
      type: 'session.update',
      session: {
        modalities: ['text', 'audio'],
        voice: 'verse',
        input_audio_format: 'pcm16',
        output_audio_format: 'pcm16',
        input_audio_transcription: { model: 'whisper-1' },
        // Hold-to-talk: one press is one turn, committed at the release; no detection splits it.
        turn_detection: null,
        tool_choice: 'auto',
        temperature: 0.8,
        max_response_output_tokens: 4096,
      },
    });
    const session = (fromClient as { session: Record<string, unknown> }).session;
    expect(session.instructions).toMatch(/at most 20 words/);
    expect(session.instructions).not.toContain('English only');
    expect(session.temperature).toBe(0.8);
    expect((session.tools as { name: string }[]).map((t) => t.name)).toEqual([
      'set_memory',
      'add_vocabulary',
      'note_correction',
    ]);
    expect(session.turn_detection).toBeNull();
  });

  it('runs a function call round trip and remembers the fact for the next session', async () => {
    const learner = await registerLearner(server.app);
    const client = await connect(base, learner);
    client.send(userMessage('Me llamo Lucía'));
    client.send({ type: 'response.create' });
    const done = await client.waitFor((e) => e.type === 'response.output_item.done');
    const item = done.item as { type: string; name: string; call_id: string; arguments: string };
    expect(item).toMatchObject({ type: 'function_call', name: 'set_memory' });
    expect(JSON.parse(item.arguments)).toEqual({ key: 'name', value: 'Lucía' });
    client.send({
      type: 'conversation.item.create',
      item: { type: 'function_call_output', call_id: item.call_id, output: '{"ok":true}' },
    });
    client.send({ type: 'response.create' });
    await client.waitFor((e) => e.type === 'response.text.done');
    client.socket.close();
    await client.closed;

    await expect
      .poll(async () =>
        server.database.db.select().from(tutorMemory).where(eq(tutorMemory.userId, learner.userId)),
      )
      .toMatchObject([{ key: 'name', value: 'Lucía' }]);
    const index = upstream.received.length;
    const again = await connect(base, learner);
    await again.waitFor(ofType('session.updated'));
    again.socket.close();
    const instructions = (upstream.received[index]?.[0] as { session: { instructions: string } }).session
      .instructions;
    expect(instructions).toContain('name="Lucía"');
  });

  it('relays an audio turn: chunks up unchanged, transcript and audio deltas down', async () => {
    const client = await connect(base, await registerLearner(server.app));
    const index = upstream.received.length;
    const chunks = [toneChunk(170), toneChunk(170), toneChunk(170)];
    for (const audio of chunks) client.send({ type: 'input_audio_buffer.append', audio });
    client.send({ type: 'input_audio_buffer.commit' });
    client.send({ type: 'response.create' });
    await client.waitFor(ofType('response.done'));
    client.socket.close();
    const appended = (upstream.received[index] ?? [])
      .filter(ofType('input_audio_buffer.append'))
      .map((e) => e.audio);
    expect(appended).toEqual(chunks);
    const transcription = client.events.find(ofType('conversation.item.input_audio_transcription.completed'));
    expect(transcription?.transcript).toBe(FAKE_TRANSCRIPT);
    expect(client.events.filter(ofType('response.audio.delta'))).toHaveLength(15);
    expect(
      client.events
        .filter(ofType('response.audio_transcript.delta'))
        .map((e) => e.delta)
        .join(''),
    ).toBe(FAKE_AUDIO_REPLY);
  });

  it('forwards an upstream error event, and closes with a reason when the upstream drops', async () => {
    const client = await connect(base, await registerLearner(server.app));
    client.send(userMessage('trigger error'));
    client.send({ type: 'response.create' });
    const error = await client.waitFor(ofType('error'));
    expect(error.error).toMatchObject({ code: 'test_error', event_id: 'evt_test_2' });
    client.send(userMessage('drop the line'));
    client.send({ type: 'response.create' });
    expect(await client.closed).toEqual({ code: 4503, reason: 'The voice service closed the conversation.' });
  });

  it('rejects bad events with an error and does not forward them', async () => {
    const client = await connect(base, await registerLearner(server.app));
    const index = upstream.received.length;
    await client.waitFor(ofType('session.updated'));
    client.socket.send(JSON.stringify({ type: 'response.create' }));
    expect((await client.waitFor(ofType('error'))).error).toMatchObject({
      code: 'invalid_event',
      message: 'Event is missing event_id or type',
    });
    client.socket.send('not json');
    await client.waitFor((e) => (e.error as { code?: string })?.code === 'invalid_json');
    client.send({ type: 'conversation.item.delete' });
    await client.waitFor((e) => /item_id/.test((e.error as { message?: string })?.message ?? ''));
    client.send({ type: 'session.destroy_everything' });
    await client.waitFor(
      (e) =>
        (e.error as { message?: string })?.message === 'Unsupported event type: session.destroy_everything',
    );
    expect((upstream.received[index] ?? []).map((e) => e.type)).toEqual(['session.update']);
    client.send({ type: 'input_audio_buffer.append', audio: 'A'.repeat(300 * 1024) });
    expect(await client.closed).toEqual({
      code: 1009,
      reason: 'Message too big: events are limited to 256 KB.',
    });
  });

  it('limits concurrent sessions per learner', async () => {
    const learner = await registerLearner(server.app);
    const first = await connect(base, learner);
    await first.waitFor(ofType('session.created'));
    const second = await connect(base, learner);
    expect((await second.closed).code).toBe(4429);
    first.socket.close();
    await first.closed;
    await expect
      .poll(async () => {
        const third = await connect(base, learner);
        const opened = await Promise.race([
          third.waitFor(ofType('session.created'), 2000).then(() => true),
          third.closed.then(() => false),
        ]);
        third.socket.close();
        return opened;
      })
      .toBe(true);
  });

  it('queues client events until the upstream is open', async () => {
    upstream.setOpenDelay(300);
    try {
      const client = await connect(base, await registerLearner(server.app));
      const index = upstream.received.length;
      client.send(userMessage('Hola'));
      client.send({ type: 'response.create' });
      await client.waitFor(ofType('response.done'));
      client.socket.close();
      expect((upstream.received[index] ?? []).map((e) => e.type)).toEqual([
        'session.update',
        'conversation.item.create',
        'response.create',
      ]);
    } finally {
      upstream.setOpenDelay(0);
    }
  });

  it('reports the voice service as ready after a real health check', async () => {
    const learner = await registerLearner(server.app);
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/realtime/status',
      headers: { cookie: learner.cookie },
    });
    expect(response.json()).toMatchObject({
      upstream: 'openai',
      ready: true,
      serverListens: true,
      serverSpeaks: true,
      message: 'Voice service is ready',
    });
    const anonymous = await server.app.inject({ method: 'GET', url: '/api/realtime/status' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('realtime relay against an upstream speaking the GA names', () => {
  let server: Server;
  let upstream: FakeRealtimeUpstream;
  let base: string;

  beforeAll(async () => {
    upstream = await startFakeRealtimeUpstream({ dialect: 'ga' });
    server = await startTestServer('pglite', {
      OPENAI_API_KEY: 'sk-test-ga',
      REALTIME_URL: upstream.url,
      REALTIME_MODEL: 'gpt-realtime',
    });
    base = await listen(server);
  });
  afterAll(async () => {
    await server?.close();
    await upstream?.stop();
  });

  it('translates GA events to the spec names and the session config to the GA shape', async () => {
    const client = await connect(base, await registerLearner(server.app), '?model=gpt-realtime');
    const index = upstream.received.length;
    client.send(userMessage('Hola'));
    client.send({ type: 'response.create' });
    await client.waitFor(ofType('response.done'));
    client.send({ type: 'input_audio_buffer.append', audio: toneChunk() });
    client.send({ type: 'input_audio_buffer.commit' });
    client.send({ type: 'response.create' });
    await client.waitFor(
      (e) => e.type === 'response.done' && client.events.some(ofType('response.audio.delta')),
    );
    client.socket.close();

    const types = client.events.map((e) => e.type);
    expect(types).toContain('response.text.delta');
    expect(types).toContain('response.audio_transcript.delta');
    expect(types).toContain('conversation.item.created');
    expect(types.filter((t) => /output_(text|audio)/.test(String(t)))).toEqual([]);
    const done = client.events.find((e) => e.type === 'response.output_item.done') as {
      item: { content: { type: string }[] };
    };
    expect(done.item.content[0]?.type).toBe('text');
    const session = (upstream.received[index]?.[0] as { session: Record<string, unknown> }).session;
    expect(session).toMatchObject({
      type: 'realtime',
      output_modalities: ['audio'],
      max_output_tokens: 4096,
      audio: {
        input: {
          format: { type: 'audio/pcm', rate: 24000 },
          transcription: { model: 'whisper-1' },
          turn_detection: null,
        },
        output: { voice: 'verse' },
      },
    });
    expect(session).not.toHaveProperty('temperature');
  });
});

describe.each(ENGINES)('realtime relay to the built-in local tutor (%s)', (engine) => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    base = await listen(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  async function say(
    client: Client,
    text: string,
  ): Promise<{ text: string; calls: { name: string; args: Record<string, string> }[] }> {
    const start = client.events.length;
    client.send(userMessage(text));
    client.send({ type: 'response.create' });
    const calls: { name: string; args: Record<string, string> }[] = [];
    for (;;) {
      await client.waitFor((e) => e.type === 'response.done' && client.events.indexOf(e) >= start);
      const fresh = client.events.slice(start);
      const doneItems = fresh
        .filter(ofType('response.output_item.done'))
        .map((e) => e.item as Record<string, string>);
      const message = doneItems.find((item) => item.type === 'message');
      if (message) {
        const text = fresh
          .filter(ofType('response.text.delta'))
          .map((e) => e.delta)
          .join('');
        return { text, calls };
      }
      // The tutor called tools: return their results, then ask for the reply, as the browser does.
      const pending = doneItems.filter(
        (item) => item.type === 'function_call' && !calls.some((c) => c.args.__id === item.call_id),
      );
      for (const item of pending) {
        calls.push({
          name: item.name as string,
          args: { ...JSON.parse(item.arguments as string), __id: item.call_id },
        });
        client.send({
          type: 'conversation.item.create',
          item: { type: 'function_call_output', call_id: item.call_id, output: '{"ok":true}' },
        });
      }
      const marker = client.events.length;
      client.send({ type: 'response.create' });
      await client.waitFor((e) => e.type === 'response.done' && client.events.indexOf(e) >= marker);
      const text = client.events
        .slice(marker)
        .filter(ofType('response.text.delta'))
        .map((e) => e.delta)
        .join('');
      return { text, calls };
    }
  }

  it('holds a conversation: greets, corrects, remembers across sessions', async () => {
    const learner = await registerLearner(server.app);
    const status = await server.app.inject({
      method: 'GET',
      url: '/api/realtime/status',
      headers: { cookie: learner.cookie },
    });
    expect(status.json()).toMatchObject({
      upstream: 'local',
      ready: true,
      serverListens: false,
      serverSpeaks: false,
      message: 'Voice service is ready',
    });

    const client = await connect(base, learner, '?model=local-tutor');
    await client.waitFor(ofType('session.created'));
    expect((await say(client, 'Hola')).text).toMatch(/^¡Hola! Me llamo Sofía\..*¿Cómo te llamas\?$/);
    const named = await say(client, 'Me llamo Marta');
    expect(named.text).toContain('Marta');
    expect(named.calls.map((c) => [c.name, c.args.key, c.args.value])).toContainEqual([
      'set_memory',
      'name',
      'Marta',
    ]);
    const corrected = await say(client, 'Yo soy 30 años');
    expect(corrected.text).toContain('«tengo 30 años»');
    expect(corrected.text).toMatch(/Repite/);
    expect((await say(client, 'Yo tengo 30 años')).text).toMatch(/^¡(Perfecto|Excelente|Muy bien)!/);
    client.socket.close();
    await client.closed;

    await expect
      .poll(async () =>
        server.database.db.select().from(tutorMemory).where(eq(tutorMemory.userId, learner.userId)),
      )
      .toHaveLength(2);
    const again = await connect(base, learner);
    const greeting = await say(again, 'Buenos días');
    expect(greeting.text).toMatch(/^¡Hola, Marta! ¡Qué alegría verte otra vez!/);
    expect((await say(again, '¿Cómo me llamo?')).text).toMatch(/^Te llamas Marta\./);
    again.socket.close();
  });

  it('says plainly that it cannot hear audio', async () => {
    const client = await connect(base, await registerLearner(server.app));
    client.send({ type: 'input_audio_buffer.append', audio: toneChunk() });
    client.send({ type: 'input_audio_buffer.commit' });
    const error = await client.waitFor(ofType('error'));
    expect((error.error as { code: string }).code).toBe('audio_unsupported');
    client.socket.close();
  });
});
