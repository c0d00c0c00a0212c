import { describe, expect, it } from 'vitest';
import { processEvent, HANDLED_EVENTS } from './event-reducer';
import type { ConversationItem, ServerEvent } from './types';

function run(events: ServerEvent[], start: ConversationItem[] = []): ConversationItem[] {
  return events.reduce((items, event) => processEvent(items, event).items, start);
}
const assistant = (id: string, status = 'in_progress') => ({
  id,
  object: 'realtime.item',
  type: 'message',
  role: 'assistant',
  status,
  content: [],
});

describe('conversation event reducer', () => {
  it('handles every server event the spec lists', () => {
    expect([...HANDLED_EVENTS].sort()).toEqual(
      [
        'session.created',
        'conversation.item.created',
        'conversation.item.truncated',
        'conversation.item.deleted',
        'conversation.item.input_audio_transcription.completed',
        'conversation.item.input_audio_transcription.failed',
        'input_audio_buffer.speech_started',
        'input_audio_buffer.speech_stopped',
        'response.created',
        'response.output_item.added',
        'response.output_item.done',
        'response.content_part.added',
        'response.audio_transcript.delta',
        'response.audio.delta',
        'response.text.delta',
        'response.function_call_arguments.delta',
      ].sort(),
    );
  });

  it('creates user messages completed, with their text', () => {
    const [item] = run([
      {
        type: 'conversation.item.created',
        item: {
          id: 'u1',
          type: 'message',
          role: 'user',
          status: 'completed',
          content: [{ type: 'input_text', text: 'Hola' }],
        },
      },
    ]);
    expect(item).toMatchObject({
      id: 'u1',
      role: 'user',
      status: 'completed',
      formatted: { text: 'Hola', transcript: '' },
    });
  });

  it('keeps assistant messages in progress until the output item is done, then takes its status', () => {
    const events: ServerEvent[] = [
      { type: 'response.output_item.added', item: assistant('a1', 'completed') },
      { type: 'conversation.item.created', item: assistant('a1') },
      { type: 'response.content_part.added', item_id: 'a1', part: { type: 'text', text: '' } },
      { type: 'response.text.delta', item_id: 'a1', delta: '¡Hola, ' },
      { type: 'response.text.delta', item_id: 'a1', delta: 'Ana!' },
    ];
    const items = run(events);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ status: 'in_progress', formatted: { text: '¡Hola, Ana!' } });
    const done = run(
      [
        {
          type: 'response.output_item.done',
          item: { ...assistant('a1', 'incomplete'), content: [{ type: 'text', text: '¡Hola, Ana!' }] },
        },
      ],
      items,
    );
    expect(done[0]?.status).toBe('incomplete');
  });

  it('accumulates audio transcripts and counts audio samples, returning the audio as a delta', () => {
    const items = run([{ type: 'conversation.item.created', item: assistant('a2') }]);
    const result = processEvent(items, { type: 'response.audio.delta', item_id: 'a2', delta: 'AQD//wAB' });
    expect([...(result.delta?.audio ?? [])]).toEqual([1, -1, 256]);
    const after = run(
      [{ type: 'response.audio_transcript.delta', item_id: 'a2', delta: 'Buenas' }],
      result.items,
    );
    expect(after[0]?.formatted).toMatchObject({ transcript: 'Buenas', audioSamples: 3 });
  });

  it('fills a spoken user message with its transcription', () => {
    const items = run([
      {
        type: 'conversation.item.created',
        item: {
          id: 'u2',
          type: 'message',
          role: 'user',
          content: [{ type: 'input_audio', transcript: null }],
        },
      },
      {
        type: 'conversation.item.input_audio_transcription.completed',
        item_id: 'u2',
        content_index: 0,
        transcript: 'Me llamo Ana.\n',
      },
    ]);
    expect(items[0]?.formatted.transcript).toBe('Me llamo Ana.');
  });

  it.each([
    [{ type: 'transcription_error', code: 'no_speech', message: "I didn't catch that." }, 'no-speech'],
    [{ type: 'transcription_error', message: 'The voice service is unavailable.' }, 'failed'],
  ])('marks a spoken turn that gave no words (%o → %s)', (error, unheard) => {
    const items = run([
      {
        type: 'conversation.item.created',
        item: {
          id: 'u3',
          type: 'message',
          role: 'user',
          content: [{ type: 'input_audio', transcript: null }],
        },
      },
      { type: 'conversation.item.input_audio_transcription.failed', item_id: 'u3', content_index: 0, error },
    ]);
    expect(items[0]?.formatted).toMatchObject({ transcript: '', unheard });
  });

  it('builds function calls from argument deltas; their outputs are completed', () => {
    const call = {
      id: 'f1',
      type: 'function_call',
      status: 'in_progress',
      name: 'set_memory',
      call_id: 'c1',
      arguments: '',
    };
    const items = run([
      { type: 'response.output_item.added', item: call },
      { type: 'response.function_call_arguments.delta', item_id: 'f1', delta: '{"key":"name",' },
      { type: 'response.function_call_arguments.delta', item_id: 'f1', delta: '"value":"Ana"}' },
    ]);
    expect(items[0]).toMatchObject({
      status: 'in_progress',
      formatted: { tool: { name: 'set_memory', call_id: 'c1', arguments: '{"key":"name","value":"Ana"}' } },
    });
    const done = run(
      [
        {
          type: 'response.output_item.done',
          item: { ...call, status: 'completed', arguments: '{"key":"name","value":"Ana"}' },
        },
      ],
      items,
    );
    expect(done[0]?.status).toBe('completed');
    const output = run(
      [
        {
          type: 'conversation.item.created',
          item: { id: 'o1', type: 'function_call_output', call_id: 'c1', output: '{"ok":true}' },
        },
      ],
      done,
    );
    expect(output[1]).toMatchObject({ status: 'completed', formatted: { output: '{"ok":true}' } });
  });

  it('clears the transcript of a truncated item and removes a deleted one', () => {
    let items = run([
      { type: 'conversation.item.created', item: assistant('a3') },
      { type: 'response.audio_transcript.delta', item_id: 'a3', delta: 'Un texto largo' },
    ]);
    items = run(
      [{ type: 'conversation.item.truncated', item_id: 'a3', content_index: 0, audio_end_ms: 400 }],
      items,
    );
    expect(items[0]?.formatted.transcript).toBe('');
    expect(run([{ type: 'conversation.item.deleted', item_id: 'a3' }], items)).toEqual([]);
  });

  it('throws the spec errors for unknown events and items', () => {
    expect(() => processEvent([], { type: 'response.rainbow' })).toThrow(
      'Missing conversation event processor for "response.rainbow"',
    );
    expect(() => processEvent([], { type: 'response.text.delta', item_id: 'nope', delta: 'x' })).toThrow(
      'response.text.delta: Item "nope" not found',
    );
  });
});
