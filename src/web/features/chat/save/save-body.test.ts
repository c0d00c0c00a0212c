import { describe, expect, it } from 'vitest';
import type { ConversationItem } from '../../../lib/realtime/types';
import { buildSaveBody, byteLength, trimToBytes, type ConversationSnapshot } from './save-body';

let n = 0;
function message(role: 'user' | 'assistant', text: string): ConversationItem {
  n += 1;
  return {
    id: `m${n}`,
    type: 'message',
    role,
    status: 'completed',
    content: [],
    formatted: { text, transcript: '', audioSamples: 0 },
  };
}
const correction: ConversationItem = {
  id: 'call',
  type: 'function_call',
  status: 'completed',
  content: [],
  formatted: {
    text: '',
    transcript: '',
    audioSamples: 0,
    tool: {
      type: 'function',
      name: 'note_correction',
      call_id: 'c1',
      arguments: '{"original":"Soy 20 años","corrected":"Tengo 20 años","category":"ser-estar"}',
    },
  },
};

const startedAt = new Date('2030-01-01T10:00:00Z');
const now = new Date('2030-01-01T10:03:00Z');
const snapshot: ConversationSnapshot = {
  clientId: '6f1c3d52-9a0b-4c1e-8f7a-2b3c4d5e6f70',
  attemptId: null,
  items: [message('assistant', '¿Cuántos años tienes?'), message('user', 'Soy 20 años'), correction],
  vocabulary: [{ word: 'tener', definition: 'to have' }],
  startedAt,
};

describe('buildSaveBody', () => {
  it('is the End chat save: client id, lines, words, timing, corrections and the lesson', () => {
    expect(buildSaveBody(snapshot, { hasUser: true, lessonId: 'lesson-a0-1', now })).toEqual({
      clientId: snapshot.clientId,
      items: [
        { role: 'assistant', text: '¿Cuántos años tienes?' },
        { role: 'user', text: 'Soy 20 años' },
      ],
      vocabularyUsed: ['tener'],
      startedAt: startedAt.toISOString(),
      durationSeconds: 180,
      corrections: [
        { original: 'Soy 20 años', corrected: 'Tengo 20 años', explanation: '', category: 'ser-estar' },
      ],
      lessonId: 'lesson-a0-1',
    });
  });

  it('is null with nothing to save: no user, no session, no messages (product.md#ending-a-conversation)', () => {
    expect(buildSaveBody(snapshot, { hasUser: false, lessonId: null, now })).toBeNull();
    expect(
      buildSaveBody({ ...snapshot, startedAt: null }, { hasUser: true, lessonId: null, now }),
    ).toBeNull();
    expect(buildSaveBody({ ...snapshot, clientId: null }, { hasUser: true, lessonId: null, now })).toBeNull();
    expect(
      buildSaveBody({ ...snapshot, items: [correction] }, { hasUser: true, lessonId: null, now }),
    ).toBeNull();
  });
});

describe('trimToBytes', () => {
  it('drops the oldest messages until the keep-alive body fits, keeping the newest', () => {
    const items = Array.from({ length: 300 }, (_, i) =>
      message(i % 2 ? 'user' : 'assistant', `Frase ${i} `.repeat(30)),
    );
    const body = buildSaveBody({ ...snapshot, items }, { hasUser: true, lessonId: null, now });
    if (!body) throw new Error('expected a body');
    expect(byteLength(body)).toBeGreaterThan(64 * 1024);
    const trimmed = trimToBytes(body, 44 * 1024);
    expect(byteLength(trimmed)).toBeLessThanOrEqual(44 * 1024);
    expect(trimmed.items.at(-1)).toEqual(body.items.at(-1));
    expect(trimmed.clientId).toBe(body.clientId);
    expect(body.items).toHaveLength(300); // the original is untouched
  });
});
