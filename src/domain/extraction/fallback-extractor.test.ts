import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Level } from '../levels';
import {
  fallbackExtract,
  type FallbackInput,
  type GlossaryHit,
  type GlossaryLookup,
} from './fallback-extractor';
import { TEST_GLOSSARY, TEST_STOP_WORDS } from './glossary-fixtures';

// A tiny glossary: surface forms map to their lemma entry.
const entries: Record<string, GlossaryHit> = {
  perro: { lemma: 'perro', gloss: 'dog; hound', pos: 'noun', level: 'A0' },
  perros: { lemma: 'perro', gloss: 'dog; hound', pos: 'noun', level: 'A0' },
  comer: { lemma: 'comer', gloss: 'to eat', pos: 'verb', level: 'A0' },
  comemos: { lemma: 'comer', gloss: 'to eat', pos: 'verb', level: 'A0' },
  paella: { lemma: 'paella', gloss: 'paella (rice dish)', pos: 'noun', level: 'A2' },
  mañana: { lemma: 'mañana', gloss: 'tomorrow; morning', pos: 'adv', level: 'A1' },
  rápido: { lemma: 'rápido', gloss: 'fast; quick', pos: 'adj', level: 'A1' },
  aprovechar: { lemma: 'aprovechar', gloss: 'to make the most of', pos: 'verb', level: 'B2' },
  casa: { lemma: 'casa', gloss: 'house; home', pos: 'noun', level: 'A0' },
  sin: { lemma: 'sin', gloss: 'without', pos: 'prep', level: 'A1' },
  con: { lemma: 'con', gloss: 'with', pos: 'prep', level: 'A0' },
  sol: { lemma: 'sol', gloss: 'sun', pos: 'noun', level: 'A0' },
  vaya: { lemma: 'vaya', gloss: 'wow', pos: 'interj', level: 'A2' },
};
const glossary: GlossaryLookup = { lookup: (word) => entries[word] };
const stopWords: ReadonlySet<string> = new Set(['con', 'los', 'una', 'que']);

const transcript = [
  'assistant: ¡Hola! ¿Qué comemos mañana?',
  'user: Mañana comemos paella con los perros.',
  'assistant: ¡Vaya! Los perros no comen paella.',
  'user: Sí, un perro rápido come sin parar.',
].join('\n');

function run(level: Level, knownWords: string[] = [], text = transcript) {
  return fallbackExtract({ transcript: text, level, knownWords, glossary, stopWords });
}

describe('fallbackExtract', () => {
  it("finds the learner's glossary words, most frequent first, never the tutor's", () => {
    const result = run('A1');
    // Learner lines only: nouns, verbs and adjectives first (perro ×2, then comer, paella, rápido in
    // order of appearance), then the adverb and the preposition (mañana, sin);
    // "vaya" is only the tutor's; "con" is a stop word, "sí" and "un" are too short.
    expect(result.extractedWords.map((w) => w.word)).toEqual([
      'perro',
      'comer',
      'paella',
      'rápido',
      'mañana',
      'sin',
    ]);
    expect(result.conversationLevel).toBe(2);
  });

  it("fills each word from the glossary and a correct sentence: the tutor's before the learner's", () => {
    const perro = run('A1').extractedWords[0];
    expect(perro).toEqual({
      word: 'perro',
      translation: 'dog',
      context: 'Los perros no comen paella.',
      difficulty: 1,
      category: 'noun',
      definition: 'dog; hound',
    });
    expect(run('A1').extractedWords.find((w) => w.word === 'rápido')?.category).toBe('adjective');
    // Only the learner said «rápido»: their sentence, which the tutor let stand.
    expect(run('A1').extractedWords.find((w) => w.word === 'rápido')?.context).toBe(
      'Sí, un perro rápido come sin parar.',
    );
  });

  it.each([
    ['A0', 'A0', 1],
    ['A1', 'A2', 2], // paella: base 1 + one level above
    ['B1', 'A2', 2], // base 3 - one level below
    ['B2', 'B2', 4],
    ['C2', 'A0', 1], // 5 - 6 clamped to 1
    ['A0', 'B2', 5], // 1 + 4
  ] as const)('a %s learner meeting a %s word gets difficulty %d', (learner, wordLevel, expected) => {
    const hit: GlossaryHit = { lemma: 'palabra', gloss: 'word', pos: 'noun', level: wordLevel };
    const result = fallbackExtract({
      transcript: 'user: una palabra',
      level: learner,
      knownWords: [],
      glossary: { lookup: (w) => (w === 'palabra' ? hit : undefined) },
      stopWords,
    });
    expect(result.extractedWords[0]?.difficulty).toBe(expected);
  });

  it('skips known words by surface form and by lemma, ignoring case', () => {
    const words = run('A1', ['PERRO', 'Comemos']).extractedWords.map((w) => w.word);
    expect(words).not.toContain('perro');
    expect(words).not.toContain('comer');
    expect(words).toContain('paella');
  });

  it('returns no more than the level allows: 5 for A0', () => {
    expect(run('A0').extractedWords).toHaveLength(5);
  });

  it('puts words far below the learner last', () => {
    const text = 'user: casa casa casa sol sol aprovechar';
    expect(run('B2', [], text).extractedWords.map((w) => w.word)).toEqual(['aprovechar', 'casa', 'sol']);
    expect(run('A1', [], text).extractedWords.map((w) => w.word)).toEqual(['casa', 'sol', 'aprovechar']);
  });

  it('only considers the 15 top candidates', () => {
    const easy = Array.from({ length: 15 }, (_, i) => `facil${String.fromCharCode(97 + i)}`);
    const lookup: GlossaryLookup = {
      lookup: (w) =>
        w === 'aprovechar'
          ? entries.aprovechar
          : w.startsWith('facil')
            ? { lemma: w, gloss: w, pos: 'noun', level: 'A0' }
            : undefined,
    };
    const extract = (words: string[]) =>
      fallbackExtract({
        transcript: `user: ${words.join(' ')} ${words.join(' ')} aprovechar`,
        level: 'B2',
        knownWords: [],
        glossary: lookup,
        stopWords,
      }).extractedWords.map((w) => w.word);
    // With 14 frequent easy words the rarer B2 word is in the pool and goes first; with 15 it is out.
    expect(extract(easy.slice(0, 14))[0]).toBe('aprovechar');
    expect(extract(easy)).not.toContain('aprovechar');
    // Words far below a B2 learner only fill up to the level's minimum (8), not to 10.
    expect(extract(easy)).toHaveLength(8);
  });

  it('recommends at most 3 focus words, hardest first, then most frequent', () => {
    // paella is A2 (difficulty 2); of the difficulty-1 words perro is the most frequent, then mañana.
    expect(run('A1').recommendedFocus).toEqual(['paella', 'perro', 'mañana']);
  });

  it('returns nothing for a transcript without glossary words', () => {
    expect(run('A1', [], 'user: hello there, I do not speak Spanish')).toEqual({
      extractedWords: [],
      conversationLevel: 2,
      recommendedFocus: [],
    });
  });

  it('keeps context within 120 characters', () => {
    const long = `user: ${'bla '.repeat(60)}perro ${'bla '.repeat(60)}`;
    const context = run('A1', [], long).extractedWords[0]?.context ?? '';
    expect(context.length).toBeLessThanOrEqual(120);
    expect(context).toContain('perro');
  });

  it('never exceeds 10 words or 3 focus words, nor returns stop words or known words', () => {
    const letter = (n: number) => String.fromCharCode(97 + n);
    const vocabulary = Array.from(
      { length: 30 },
      (_, i) => `palabra${letter(i % 26)}${letter(Math.floor(i / 26))}`,
    );
    const big: GlossaryLookup = {
      lookup: (w) =>
        w.startsWith('palabra') ? { lemma: w, gloss: `g ${w}`, pos: 'noun', level: 'B1' } : undefined,
    };
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...vocabulary, 'con', 'que', 'de'), { maxLength: 200 }),
        fc.subarray(vocabulary),
        (tokens, known) => {
          const result = fallbackExtract({
            transcript: `user: ${tokens.join(' ')}.`,
            level: 'C1',
            knownWords: known,
            glossary: big,
            stopWords,
          });
          expect(result.extractedWords.length).toBeLessThanOrEqual(10);
          expect(result.recommendedFocus.length).toBeLessThanOrEqual(3);
          for (const w of result.extractedWords) expect(known).not.toContain(w.word);
        },
      ),
    );
  });
});

describe('fallbackExtract: what comes first', () => {
  const extract = (lines: string[], more: Partial<FallbackInput> = {}) =>
    fallbackExtract({
      transcript: lines.join('\n'),
      level: 'A1',
      knownWords: [],
      glossary: TEST_GLOSSARY,
      stopWords: TEST_STOP_WORDS,
      ...more,
    });

  it("puts the learner's own words before a word the tutor introduced, however often it was used", () => {
    const result = extract(
      [
        'assistant: Una palabra nueva: «madrugar» (to get up early).',
        'user: No me gusta madrugar. Madrugar es difícil.',
        'user: Tengo un perro pequeño.',
      ],
      { introducedWords: ['madrugar'] },
    );
    expect(result.extractedWords.map((w) => w.word)).toEqual([
      'gustar',
      'tener',
      'perro',
      'pequeño',
      'madrugar',
    ]);
  });

  it('recommends a lesson item met before a harder word of the learner’s own', () => {
    const result = extract(['user: ¿Me trae la cuenta, por favor?', 'user: Mi horario es muy largo.'], {
      lessonTargets: [{ spanish: 'la cuenta', english: 'the bill' }],
    });
    expect(result.recommendedFocus).toEqual(['cuenta', 'horario', 'traer']);
  });

  it('neither keeps nor recommends a lesson item without its English', () => {
    const result = extract(['user: Quiero una tostada con tomate.'], {
      lessonTargets: [{ spanish: 'la tostada', english: '' }],
    });
    expect(result.extractedWords.map((w) => w.word)).toEqual(['tomate']);
    expect(result.recommendedFocus).toEqual(['tomate']);
  });
});
