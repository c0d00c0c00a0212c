import { describe, expect, it } from 'vitest';
import { TEST_GLOSSARY } from '../extraction/glossary-fixtures';
import type { Turn } from '../extraction/turns';
import { dueWordsUsed, lemmasIn, usedWordKeys } from './used-words';

const lemmasOf = (text: string) => lemmasIn(TEST_GLOSSARY, text);
const cards = [
  { id: 'ir', word: 'ir' },
  { id: 'perro', word: 'perro' },
  { id: 'gustar', word: 'gustar' },
  { id: 'cafe', word: 'café con leche' },
  { id: 'playa', word: 'playa' },
];

function used(
  turns: Turn[],
  options: { corrections?: { original: string; corrected: string }[]; today?: string[] } = {},
) {
  return dueWordsUsed({
    turns,
    corrections: options.corrections ?? [],
    dueCards: cards,
    reviewedToday: new Set(options.today ?? []),
    lemmasOf,
  })
    .map((card) => card.id)
    .sort();
}

describe('dueWordsUsed', () => {
  it('finds a due word by the lemma of the form the learner wrote', () => {
    expect(used([{ role: 'user', text: 'Mañana voy a la playa con mis perros.' }])).toEqual([
      'ir',
      'perro',
      'playa',
    ]);
  });

  it('ignores the tutor’s messages', () => {
    expect(used([{ role: 'assistant', text: '¿Vas a la playa? ¿Te gustan los perros?' }])).toEqual([]);
  });

  it('leaves out a learner message the tutor corrected (note_correction)', () => {
    const turns: Turn[] = [
      { role: 'user', text: 'Me gusta los perros.' },
      { role: 'assistant', text: '¡Qué bien!' },
      { role: 'user', text: 'Fui a la playa.' },
    ];
    const corrections = [{ original: 'Me gusta los perros', corrected: 'Me gustan los perros' }];
    expect(used(turns, { corrections })).toEqual(['ir', 'playa']);
  });

  it('leaves out a learner message corrected in the tutor’s reply', () => {
    const turns: Turn[] = [
      { role: 'user', text: 'Ayer voy a la playa.' },
      { role: 'assistant', text: 'Se dice «ayer fui a la playa», no «ayer voy a la playa».' },
    ];
    expect(used(turns)).toEqual([]);
  });

  it('matches a phrase card as written, accents and case aside', () => {
    expect(used([{ role: 'user', text: 'Quiero un CAFE con leche.' }])).toEqual(['cafe']);
    expect(used([{ role: 'user', text: 'Quiero un café sin leche.' }])).toEqual([]);
  });

  it('matches a phrase card whatever the spacing and punctuation around its words', () => {
    expect(used([{ role: 'user', text: 'Quiero un café  con leche.' }])).toEqual(['cafe']);
    const provecho = { id: 'provecho', word: '¡Buen provecho!' };
    const found = dueWordsUsed({
      turns: [{ role: 'user', text: 'Gracias, ¡buen provecho!' }],
      corrections: [],
      dueCards: [provecho],
      reviewedToday: new Set(),
      lemmasOf,
    });
    expect(found).toEqual([provecho]);
  });

  it('skips a card already reviewed today, and reviews each card once', () => {
    const turns: Turn[] = [
      { role: 'user', text: 'Voy a la playa.' },
      { role: 'user', text: 'Fui a la playa ayer también.' },
    ];
    expect(used(turns, { today: ['playa'] })).toEqual(['ir']);
  });
});

describe('usedWordKeys', () => {
  it('lists lemmas and short phrases of the standing messages only', () => {
    const keys = usedWordKeys({
      turns: [
        { role: 'user', text: 'Quiero café con leche.' },
        { role: 'user', text: 'Me gusta los perros.' },
        { role: 'assistant', text: 'Vamos a la playa.' },
      ],
      corrections: [{ original: 'Me gusta los perros', corrected: 'Me gustan los perros' }],
      lemmasOf,
    });
    expect(keys).toEqual(expect.arrayContaining(['café', 'café con leche', 'con leche']));
    expect(keys).not.toContain('perro');
    expect(keys).not.toContain('playa');
  });

  it('lists every run of two to four words, each once', () => {
    const keys = usedWordKeys({
      turns: [{ role: 'user', text: 'Quiero un café con leche.' }],
      corrections: [],
      lemmasOf,
    });
    expect(keys.sort()).toEqual(
      [
        ...['quiero', 'un', 'café', 'con', 'leche'],
        ...['quiero un', 'un café', 'café con', 'con leche'],
        ...['quiero un café', 'un café con', 'café con leche'],
        ...['quiero un café con', 'un café con leche'],
      ].sort(),
    );
  });
});

describe('lemmasIn', () => {
  it('holds each word as written and, when the glossary knows it, its lemma', () => {
    expect(lemmasIn(TEST_GLOSSARY, 'Voy a la playa.')).toEqual(new Set(['voy', 'ir', 'a', 'la', 'playa']));
  });
});
