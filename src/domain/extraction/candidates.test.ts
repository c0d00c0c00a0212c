import { describe, expect, it } from 'vitest';
import { askedCandidates, correctionCandidates, type WordFilter } from './candidates';
import { ContextIndex } from './contexts';
import type { GlossaryHit, GlossaryLookup } from './fallback-extractor';
import { TEST_GLOSSARY, TEST_STOP_WORDS } from './glossary-fixtures';
import type { AskedWord } from './requests';

// The test glossary, with a few more entries: a phrase, adverbs, an interjection, «nada».
const MORE: Record<string, GlossaryHit> = {
  'café con leche': { lemma: 'café con leche', gloss: 'white coffee', pos: 'noun', level: 'A1' },
  'de nada': { lemma: 'de nada', gloss: "you're welcome", pos: 'interj', level: 'A0' },
  nada: { lemma: 'nada', gloss: 'nothing', pos: 'pron', level: 'A0' },
  cerca: { lemma: 'cerca', gloss: 'near; close', pos: 'adv', level: 'A1' },
  siempre: { lemma: 'siempre', gloss: 'always', pos: 'adv', level: 'A0' },
  llego: { lemma: 'llegar', gloss: 'to arrive', pos: 'verb', level: 'A0' },
  tarde: { lemma: 'tarde', gloss: 'late', pos: 'adv', level: 'A0' },
  bastante: { lemma: 'bastante', gloss: 'quite; fairly', pos: 'adv', level: 'A1' },
  caro: { lemma: 'caro', gloss: 'expensive', pos: 'adj', level: 'A1' },
  patio: { lemma: 'patio', gloss: 'courtyard; playground', pos: 'noun', level: 'A2' },
  lunes: { lemma: 'lunes', gloss: 'Monday', pos: 'noun', level: 'A0' },
};
// «nada» is also «he swims»: the verb index reads it as nadar wherever a verb may stand.
const nadar: GlossaryHit = { lemma: 'nadar', gloss: 'to swim', pos: 'verb', level: 'A0' };
const glossary: GlossaryLookup = {
  lookup: (word) => MORE[word] ?? TEST_GLOSSARY.lookup(word),
  verbOf: (form) => (form === 'nada' ? nadar : TEST_GLOSSARY.verbOf?.(form)),
};

function filterOf(known: string[] = []): WordFilter {
  return { skips: (key) => TEST_STOP_WORDS.has(key) || known.includes(key), names: new Set() };
}

function ask(spanish: string, english: string | null = null, fromTutor = false): AskedWord {
  return { spanish, english, fromTutor, question: `¿Qué significa «${spanish}»?` };
}

function asked(asks: AskedWord[], lines: { tutor?: string; learner?: string } = {}) {
  const contexts = new ContextIndex(glossary);
  if (lines.tutor) contexts.add('tutor', lines.tutor);
  if (lines.learner) contexts.add('learner', lines.learner);
  return askedCandidates(asks, glossary, filterOf(), contexts, 'A2');
}
const words = (asks: AskedWord[]): string[] => asked(asks).map((c) => c.word);

describe('the words the learner asked about', () => {
  it('reads a short phrase as its dictionary entry: «me acuerdo» is acordarse', () => {
    expect(asked([ask('me acuerdo')])).toEqual([
      {
        key: 'acordarse',
        word: 'acordarse',
        gloss: 'to remember',
        translation: undefined,
        pos: 'verb',
        level: 'A2',
        tier: 0,
        count: 1,
        first: 0,
        context: 'me acuerdo',
      },
    ]);
  });

  it('keeps a phrase the glossary lists as one entry, and never an interjection', () => {
    expect(words([ask('un café con leche')])).toEqual(['café con leche']);
    expect(words([ask('de nada')])).toEqual([]);
  });

  it('reads a single word as the entry it is: «nada» is the pronoun, no card, not a form of nadar', () => {
    expect(words([ask('nada')])).toEqual([]);
    expect(words([ask('el plazo ')])).toEqual(['plazo']);
  });

  it('prefers the noun, verb or adjective of a phrase over an adverb before it', () => {
    expect(words([ask('cerca de la playa')])).toEqual(['playa']);
    expect(words([ask('siempre llego tarde')])).toEqual(['llegar']);
    expect(words([ask('bastante caro')])).toEqual(['caro']);
    // Without one, the first word that makes a card at all.
    expect(words([ask('aquí cerca')])).toEqual(['cerca']);
  });

  it('shows the glossary sense the chat named, in the glossary’s spelling', () => {
    const translation = (a: AskedWord) => asked([a])[0]?.translation;
    expect(translation(ask('el patio', 'Playground'))).toBe('playground');
    expect(translation(ask('el lunes', 'monday'))).toBe('Monday');
    // The learner's own guess that the glossary does not have is not shown.
    expect(translation(ask('el patio', 'garden'))).toBeUndefined();
  });

  it("shows the tutor's own short explanation when the glossary has no such sense", () => {
    const translation = (english: string, fromTutor: boolean) =>
      asked([ask('madrugar', english, fromTutor)])[0]?.translation;
    expect(translation('to get up early, before the sun comes up', true)).toBe(
      'to get up early, before the sun comes up',
    );
    expect(translation('to get up early, before the sun comes up', false)).toBeUndefined();
    // Over 40 characters it is an explanation, not a translation: the glossary's sense stands.
    expect(translation('to get up early, before the sun comes out', true)).toBeUndefined();
  });

  it("shows the best sentence of the word's dictionary form, the tutor's before the learner's", () => {
    const lines = { tutor: 'El perro de Ana es muy grande.', learner: 'Tengo dos perros.' };
    expect(asked([ask('perros')], lines)[0]?.context).toBe('El perro de Ana es muy grande.');
  });

  it('makes a card of a short phrase outside the glossary when the chat gave its meaning', () => {
    const tutor = 'Después de comer hacemos una larga sobremesa.';
    expect(asked([ask('perro'), ask('La Sobremesa ', 'after-lunch chat', true)], { tutor })).toEqual([
      expect.objectContaining({ word: 'perro' }),
      {
        key: 'sobremesa',
        word: 'sobremesa',
        gloss: 'after-lunch chat',
        translation: 'after-lunch chat',
        pos: 'general',
        level: 'A2',
        tier: 0,
        count: 1,
        first: 1,
        context: tutor,
      },
    ]);
    expect(words([ask('tomar el pelo', 'to pull someone’s leg', true)])).toEqual(['tomar el pelo']);
  });

  it('makes no card outside the glossary without a meaning, of a long phrase or of a stock word', () => {
    expect(words([ask('sobremesa')])).toEqual([]);
    expect(words([ask('tomar el pelo a alguien', 'to pull someone’s leg', true)])).toEqual([]);
    expect(words([ask('vale', 'OK', true)])).toEqual([]);
  });
});

describe('the words a correction changed', () => {
  const corrected = (wrong: string, right: string) =>
    correctionCandidates([{ wrong, right, sentence: right, learnerTurn: 0 }], glossary, filterOf()).map(
      (c) => c.word,
    );

  it('reads the corrected word by its role, and never a word under three letters', () => {
    expect(corrected('Yo va a la playa.', 'Yo voy a la playa.')).toEqual(['ir']);
    expect(corrected('Ella ves la tele.', 'Ella ve la tele.')).toEqual([]);
  });
});
