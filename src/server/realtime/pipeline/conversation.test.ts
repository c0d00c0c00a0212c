import { describe, expect, it } from 'vitest';
import { HISTORY_ENTRIES, heardText, toChatMessages, type ConversationEntry } from './conversation';

const user = (id: string, text: string): ConversationEntry => ({ id, type: 'message', role: 'user', text });
const tutor = (id: string, text: string): ConversationEntry => ({
  id,
  type: 'message',
  role: 'assistant',
  text,
});

describe('toChatMessages', () => {
  it('puts the instructions first, then messages, tool calls with their results', () => {
    const messages = toChatMessages('Eres Sofía.', [
      user('1', 'Me llamo Ana.'),
      {
        id: '2',
        type: 'function_call',
        text: '',
        callId: 'c1',
        name: 'set_memory',
        arguments: '{"key":"name","value":"Ana"}',
      },
      { id: '3', type: 'function_call_output', text: '', callId: 'c1', output: '{"ok":true}' },
      tutor('4', '¡Hola, Ana!'),
    ]);
    expect(messages).toEqual([
      { role: 'system', content: 'Eres Sofía.' },
      { role: 'user', content: 'Me llamo Ana.' },
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          {
            id: 'c1',
            type: 'function',
            function: { name: 'set_memory', arguments: '{"key":"name","value":"Ana"}' },
          },
        ],
      },
      { role: 'tool', tool_call_id: 'c1', content: '{"ok":true}' },
      { role: 'assistant', content: '¡Hola, Ana!' },
    ]);
  });

  it('leaves out calls without a result and results without a call, which a model would refuse', () => {
    const messages = toChatMessages('x', [
      user('1', 'Hola'),
      { id: '2', type: 'function_call', text: '', callId: 'lost', name: 'add_vocabulary', arguments: '{}' },
      { id: '3', type: 'function_call_output', text: '', callId: 'stray', output: '{}' },
      tutor('4', ''),
    ]);
    expect(messages).toEqual([
      { role: 'system', content: 'x' },
      { role: 'user', content: 'Hola' },
    ]);
  });

  it('sends only the recent conversation, starting at a learner message', () => {
    const entries = Array.from({ length: 100 }, (_, i) =>
      i % 2 === 0 ? user(`u${i}`, `pregunta ${i}`) : tutor(`t${i}`, `respuesta ${i}`),
    );
    const messages = toChatMessages('x', entries);
    expect(messages.length).toBeLessThanOrEqual(HISTORY_ENTRIES + 1);
    expect(messages[1]?.role).toBe('user');
    expect(messages.at(-1)).toEqual({ role: 'assistant', content: 'respuesta 99' });
  });

  it('bounds the characters sent however long the messages are', () => {
    const entries = Array.from({ length: 10 }, (_, i) => user(`u${i}`, 'a'.repeat(5000)));
    const total = toChatMessages('x', entries).reduce((n, m) => n + String(m.content ?? '').length, 0);
    expect(total).toBeLessThanOrEqual(16_000 + 5001);
  });
});

describe('heardText', () => {
  const sentences = [
    { text: 'Hola, Ana.', startSample: 0, samples: 24_000 },
    { text: 'Me gusta mucho tu ciudad.', startSample: 24_000, samples: 48_000 },
    { text: '¿Vives allí?', startSample: 72_000, samples: 24_000 },
  ];
  it.each([
    [0, ''],
    [400, ''],
    [999, 'Hola,'],
    [1000, 'Hola, Ana.'],
    [2000, 'Hola, Ana. Me gusta'],
    [2999, 'Hola, Ana. Me gusta mucho tu'],
    [3000, 'Hola, Ana. Me gusta mucho tu ciudad.'],
    [60_000, 'Hola, Ana. Me gusta mucho tu ciudad. ¿Vives allí?'],
  ])('cut at %i ms keeps «%s»', (ms, text) => {
    expect(heardText(sentences, ms, 24_000)).toBe(text);
  });
});
