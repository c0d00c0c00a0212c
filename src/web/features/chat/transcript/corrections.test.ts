import { describe, expect, it } from 'vitest';
import type { ConversationItem } from '../../../lib/realtime/types';
import { collectCorrections, correctionsByMessage, correctionsToSave } from './corrections';

let n = 0;
function message(role: 'user' | 'assistant', text: string): ConversationItem {
  n += 1;
  return {
    id: `msg_${n}`,
    type: 'message',
    role,
    status: 'completed',
    content: [],
    formatted: { text, transcript: '', audioSamples: 0 },
  };
}
function call(
  name: string,
  args: unknown,
  status: ConversationItem['status'] = 'completed',
): ConversationItem {
  n += 1;
  return {
    id: `call_${n}`,
    type: 'function_call',
    status,
    content: [],
    formatted: {
      text: '',
      transcript: '',
      audioSamples: 0,
      tool: {
        type: 'function',
        name,
        call_id: `c${n}`,
        arguments: typeof args === 'string' ? args : JSON.stringify(args),
      },
    },
  };
}

const SOY = { original: 'Yo soy 20 años', corrected: 'Tengo 20 años', explanation: 'Age uses tener.' };

describe('collectCorrections', () => {
  it('places each finished, valid note_correction under the latest learner message before it', () => {
    const hello = message('user', 'Hola');
    const age = message('user', 'Yo soy 20 años');
    const items = [
      message('assistant', '¿Cuántos años tienes?'),
      hello,
      message('assistant', '¡Hola!'),
      age,
      message('assistant', 'Se dice «tengo 20 años».'),
      call('note_correction', SOY),
      call('add_vocabulary', { word: 'tener', definition: 'to have' }),
      call('note_correction', { original: 'x' }), // not valid: no card, like the tool's refusal
      call('note_correction', '{not json'),
      call('note_correction', { original: 'a', corrected: 'b' }, 'in_progress'), // arguments still arriving
    ];
    const placed = collectCorrections(items);
    // A correction without a kind counts as "other"; the saved conversation keeps the kind too.
    expect(placed).toEqual([{ ...SOY, category: 'other', messageId: age.id }]);
    expect(correctionsByMessage(placed).get(age.id)).toEqual([
      { ...SOY, category: 'other', messageId: age.id },
    ]);
    expect(correctionsByMessage(placed).has(hello.id)).toBe(false);
    expect(correctionsToSave(placed)).toEqual([{ ...SOY, category: 'other' }]);
  });

  it('saves the kind each tutor reported, for the learner’s mistakes', () => {
    const items = [
      message('user', 'Ayer voy al cine'),
      call('note_correction', { original: 'Ayer voy', corrected: 'Ayer fui', category: 'past-tenses' }),
      call('note_correction', { original: 'a', corrected: 'b', category: 'not-a-kind' }),
    ];
    expect(correctionsToSave(collectCorrections(items)).map((c) => c.category)).toEqual([
      'past-tenses',
      'other',
    ]);
  });

  it('keeps the newest 100 for the save', () => {
    const items = [message('user', 'Hola')];
    for (let i = 0; i < 120; i += 1)
      items.push(call('note_correction', { original: `o${i}`, corrected: `c${i}` }));
    const saved = correctionsToSave(collectCorrections(items));
    expect(saved).toHaveLength(100);
    expect(saved[0]?.original).toBe('o20');
  });
});
