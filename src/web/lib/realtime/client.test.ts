// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToolRegistry } from '../../../domain/tool-registry';
import { RealtimeClient, type RealtimeClientHooks } from './client';
import { RealtimeTransport } from './transport';
import type { ServerEvent } from './types';

/** A WebSocket stand-in: records what is sent and lets the test deliver server events. */
class FakeSocket extends EventTarget {
  static last: FakeSocket | null = null;
  static OPEN = 1;
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  constructor(readonly url: string) {
    super();
    FakeSocket.last = this;
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
    this.dispatchEvent(Object.assign(new Event('close'), { code: 1000, reason: '' }));
  }
  open() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  deliver(event: ServerEvent) {
    this.dispatchEvent(Object.assign(new Event('message'), { data: JSON.stringify(event) }));
  }
  fail() {
    this.dispatchEvent(Object.assign(new Event('close'), { code: 1006, reason: '' }));
  }
}

beforeEach(() => vi.stubGlobal('WebSocket', FakeSocket));
afterEach(() => vi.unstubAllGlobals());

function hooks(): RealtimeClientHooks & { errors: string[] } {
  const errors: string[] = [];
  return {
    errors,
    onItems: () => undefined,
    onClose: () => undefined,
    onServiceError: (m) => errors.push(m),
  };
}

async function connected(tools = createToolRegistry(), h = hooks()) {
  const client = new RealtimeClient(tools, h);
  const done = client.connect('ws://test/api/realtime', { modalities: ['text'] });
  const socket = FakeSocket.last as FakeSocket;
  socket.open();
  await done;
  return { client, socket, h };
}

describe('realtime transport', () => {
  it('says so when it cannot connect, is already connected, or is not connected', async () => {
    const transport = new RealtimeTransport({ onEvent: () => undefined, onClose: () => undefined });
    expect(() => transport.send('response.create')).toThrow('RealtimeAPI is not connected');
    const failing = transport.connect('ws://nowhere/api/realtime');
    await expect(transport.connect('ws://nowhere/api/realtime')).rejects.toThrow('Already connected');
    FakeSocket.last?.fail();
    await expect(failing).rejects.toThrow('Could not connect to ws://nowhere/api/realtime');
  });

  it('stamps each event with event_id and refuses data that is not an object', async () => {
    const transport = new RealtimeTransport({ onEvent: () => undefined, onClose: () => undefined });
    const opening = transport.connect('ws://test');
    FakeSocket.last?.open();
    await opening;
    transport.send('response.create');
    expect(FakeSocket.last?.sent[0]).toMatchObject({
      type: 'response.create',
      event_id: expect.stringMatching(/^evt_/),
    });
    expect(() => transport.send('response.create', 'x' as never)).toThrow('data must be an object');
  });
});

describe('realtime client', () => {
  it('configures the session with the registered tools on connect', async () => {
    const tools = createToolRegistry();
    tools.add({ name: 'set_memory', parameters: { type: 'object' } }, () => ({ ok: true }));
    const { socket } = await connected(tools);
    expect(socket.sent[0]).toMatchObject({
      type: 'session.update',
      session: { modalities: ['text'], tools: [{ type: 'function', name: 'set_memory' }] },
    });
  });

  it('sends a typed message and asks for a response', async () => {
    const { client, socket } = await connected();
    client.sendUserText('Hola');
    expect(socket.sent.slice(1).map((e) => e.type)).toEqual(['conversation.item.create', 'response.create']);
    expect(socket.sent[1]).toMatchObject({
      item: { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'Hola' }] },
    });
  });

  it('returns every tool result after the response, then requests one new response', async () => {
    const tools = createToolRegistry();
    const remembered: unknown[] = [];
    tools.add({ name: 'set_memory' }, (args) => (remembered.push(args), { ok: true }));
    const { socket } = await connected(tools);
    const call = (id: string, name: string, args: string) => ({
      id,
      type: 'function_call',
      status: 'completed',
      name,
      call_id: `call_${id}`,
      arguments: args,
    });
    for (const [id, name, args] of [
      ['f1', 'set_memory', '{"key":"name","value":"Ana"}'],
      ['f2', 'add_vocabulary', '{"word":"hola"}'],
    ] as const) {
      socket.deliver({
        type: 'response.output_item.added',
        item: { ...call(id, name, ''), status: 'in_progress' },
      });
      socket.deliver({ type: 'response.output_item.done', item: call(id, name, args) });
    }
    socket.deliver({ type: 'response.done', response: { id: 'r1', status: 'completed' } });
    await vi.waitFor(() => expect(socket.sent.at(-1)?.type).toBe('response.create'));
    const outputs = socket.sent.filter((e) => e.type === 'conversation.item.create').map((e) => e.item);
    expect(outputs).toEqual([
      { type: 'function_call_output', call_id: 'call_f1', output: '{"ok":true}' },
      {
        type: 'function_call_output',
        call_id: 'call_f2',
        output: '{"error":"Tool \\"add_vocabulary\\" not added"}',
      },
    ]);
    expect(socket.sent.filter((e) => e.type === 'response.create')).toHaveLength(1);
    expect(remembered).toEqual([{ key: 'name', value: 'Ana' }]);
  });

  it('cuts an interrupted reply at what was heard', async () => {
    const { client, socket } = await connected();
    socket.deliver({
      type: 'conversation.item.created',
      item: { id: 'a1', type: 'message', role: 'assistant', content: [] },
    });
    socket.deliver({ type: 'response.audio.delta', item_id: 'a1', delta: btoa('\u0000'.repeat(48_000)) });
    client.cancelResponse('a1', 12_000);
    expect(socket.sent.slice(-2)).toMatchObject([
      { type: 'response.cancel' },
      { type: 'conversation.item.truncate', item_id: 'a1', content_index: 0, audio_end_ms: 500 },
    ]);
  });

  it('does not commit or request again when voice detection already did', async () => {
    const { client, socket } = await connected();
    client.startTurn();
    socket.deliver({ type: 'input_audio_buffer.committed', item_id: 'u1' });
    socket.deliver({ type: 'response.created', response: { id: 'r1' } });
    const before = socket.sent.length;
    client.finishTurn();
    expect(socket.sent.length).toBe(before);
    client.startTurn();
    client.finishTurn();
    expect(socket.sent.slice(-2).map((e) => e.type)).toEqual([
      'input_audio_buffer.commit',
      'response.create',
    ]);
  });

  it('commits a phrase still going on at the release, after detection committed an earlier one', async () => {
    const { client, socket } = await connected();
    client.startTurn();
    socket.deliver({ type: 'input_audio_buffer.speech_started', item_id: 'u1' });
    socket.deliver({ type: 'input_audio_buffer.committed', item_id: 'u1' });
    socket.deliver({ type: 'input_audio_buffer.speech_started', item_id: 'u2' });
    client.finishTurn();
    expect(socket.sent.slice(-2).map((e) => e.type)).toEqual([
      'input_audio_buffer.commit',
      'response.create',
    ]);
  });

  it('reports error events and events it cannot apply', async () => {
    const { socket, h } = await connected();
    socket.deliver({ type: 'error', error: { message: 'Rate limit reached' } });
    socket.deliver({ type: 'response.text.delta', item_id: 'missing', delta: 'x' });
    expect(h.errors).toEqual(['Rate limit reached', 'response.text.delta: Item "missing" not found']);
  });
});
