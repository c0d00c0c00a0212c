import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONTEXT_LIMIT,
  buildConversationRecord,
  canSaveConversation,
  conversationDifficulty,
  formatTranscript,
  shouldExtract,
  type TranscriptItem,
} from './conversation-record';

const items: TranscriptItem[] = [
  { role: 'assistant', transcript: '¡Hola! ¿Cómo estás hoy?' },
  { role: 'user', transcript: 'Estoy bien, gracias.' },
  { role: 'assistant', text: '' }, // a function call or an empty audio item
  { role: 'user', text: 'Me gusta el café.', transcript: 'me gusta el cafe' },
  { role: 'assistant', transcript: '   ' },
  { role: 'assistant', text: '¿Con leche?' },
];

describe('formatTranscript', () => {
  it('writes role: text lines, skipping items without text or transcript, text before transcript', () => {
    expect(formatTranscript(items)).toBe(
      [
        'assistant: ¡Hola! ¿Cómo estás hoy?',
        'user: Estoy bien, gracias.',
        'user: Me gusta el café.',
        'assistant: ¿Con leche?',
      ].join('\n'),
    );
  });
  it('is empty without items', () => {
    expect(formatTranscript([])).toBe('');
  });
});

describe('buildConversationRecord', () => {
  it('counts responses and exchanges', () => {
    const record = buildConversationRecord({ items, vocabularyUsed: ['café'], durationSeconds: 185 });
    expect(record).toEqual({
      context: formatTranscript(items),
      vocabularyUsed: ['café'],
      difficulty: 2,
      duration: 185,
      aiResponses: 2,
      userResponses: 2,
      errorsCorrected: 0,
      successfulExchanges: 2,
      startedAt: null,
    });
  });

  it('takes the smaller side for successful exchanges', () => {
    const record = buildConversationRecord({
      items: [
        { role: 'assistant', text: 'Hola' },
        { role: 'assistant', text: '¿Qué tal?' },
        { role: 'assistant', text: '¿Sigues ahí?' },
        { role: 'user', text: 'Sí' },
      ],
      vocabularyUsed: [],
      durationSeconds: 30,
      startedAt: new Date('2024-01-01T10:00:00Z'),
    });
    expect(record).toMatchObject({ aiResponses: 3, userResponses: 1, successfulExchanges: 1 });
    expect(record.startedAt?.toISOString()).toBe('2024-01-01T10:00:00.000Z');
  });

  it('cuts the context at 1000 characters', () => {
    const long = [{ role: 'user' as const, text: 'a'.repeat(1500) }];
    const record = buildConversationRecord({ items: long, vocabularyUsed: [], durationSeconds: 1 });
    expect(record.context).toHaveLength(CONTEXT_LIMIT);
    expect(record.context.startsWith('user: aaa')).toBe(true);
  });

  it('does not split an emoji at the cut', () => {
    const text = 'x'.repeat(CONTEXT_LIMIT - 7) + '😀 fin'; // "user: " is 6, so the emoji starts at 999
    const record = buildConversationRecord({
      items: [{ role: 'user', text }],
      vocabularyUsed: [],
      durationSeconds: 1,
    });
    expect(record.context).toHaveLength(CONTEXT_LIMIT - 1);
    expect(record.context.endsWith('x')).toBe(true);
  });

  const contextOf = (text: string) =>
    buildConversationRecord({ items: [{ role: 'user', text }], vocabularyUsed: [], durationSeconds: 1 })
      .context;

  it('keeps an emoji that ends exactly at the cut', () => {
    const context = contextOf('x'.repeat(CONTEXT_LIMIT - 8) + '😀 fin'); // the emoji takes 998 and 999
    expect(context).toHaveLength(CONTEXT_LIMIT);
    expect(context.endsWith('😀')).toBe(true);
  });

  it.each([
    ['the first character past the basic plane', '\u{10000}'],
    ['the last character of the last plane', '\u{10FFFD}'],
  ])('does not split %s at the cut', (_name, char) => {
    const context = contextOf('x'.repeat(CONTEXT_LIMIT - 7) + char + ' fin');
    expect(context).toHaveLength(CONTEXT_LIMIT - 1);
    expect(context.endsWith('x')).toBe(true);
  });

  it('never makes a context longer than the limit', () => {
    const item = fc.record({
      role: fc.constantFrom('user' as const, 'assistant' as const),
      text: fc.string(),
    });
    fc.assert(
      fc.property(fc.array(item), (list) => {
        const record = buildConversationRecord({ items: list, vocabularyUsed: [], durationSeconds: 0 });
        expect(record.context.length).toBeLessThanOrEqual(CONTEXT_LIMIT);
        expect(record.successfulExchanges).toBe(Math.min(record.aiResponses, record.userResponses));
      }),
    );
  });
});

describe('conversationDifficulty', () => {
  it.each([
    [0, 2],
    [2, 2],
    [3, 3],
    [5, 3],
    [6, 4],
    [40, 4],
  ])('%d words used -> %d', (used, expected) => {
    expect(conversationDifficulty(used)).toBe(expected);
    const vocabularyUsed = Array.from({ length: used }, (_, i) => `w${i}`);
    expect(buildConversationRecord({ items: [], vocabularyUsed, durationSeconds: 0 }).difficulty).toBe(
      expected,
    );
  });
});

describe('shouldExtract and canSaveConversation', () => {
  it('extracts only from transcripts longer than 50 characters', () => {
    expect(shouldExtract('x'.repeat(50))).toBe(false);
    expect(shouldExtract('x'.repeat(51))).toBe(true);
  });
  it.each([
    [true, true, 1, true],
    [false, true, 1, false],
    [true, false, 1, false],
    [true, true, 0, false],
  ])('user %s, started %s, %d items -> %s', (hasUser, sessionStarted, itemCount, expected) => {
    expect(canSaveConversation({ hasUser, sessionStarted, itemCount })).toBe(expected);
  });
});
