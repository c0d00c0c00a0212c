import { describe, expect, it } from 'vitest';
import type { ConversationItem } from '../../../lib/realtime/types';
import { transcriptItems } from './save-body';

function item(
  fields: Partial<ConversationItem> & Pick<ConversationItem, 'type'>,
  text = '',
  transcript = '',
): ConversationItem {
  return {
    id: Math.random().toString(36),
    status: 'completed',
    content: [],
    formatted: { text, transcript, audioSamples: 0 },
    ...fields,
  };
}

describe('transcriptItems', () => {
  it('keeps messages with text or a transcript, role and words only (product.md#validation)', () => {
    const items = [
      item({ type: 'message', role: 'user' }, 'Hola'),
      item({ type: 'message', role: 'assistant' }, '', '¡Hola! ¿Qué tal?'),
      item({ type: 'function_call' }),
      item({ type: 'function_call_output' }),
      item({ type: 'message', role: 'user' }, '', '   '),
      item({ type: 'message', role: 'system' }, 'instructions'),
    ];
    expect(transcriptItems(items)).toEqual([
      { role: 'user', text: 'Hola' },
      { role: 'assistant', transcript: '¡Hola! ¿Qué tal?' },
    ]);
  });
});
