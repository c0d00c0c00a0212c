import { describe, expect, it } from 'vitest';
import { ContextIndex, indexContexts, isMeta, quotedModels } from './contexts';
import type { Correction } from './corrections';
import { TEST_GLOSSARY } from './glossary-fixtures';
import type { Turn } from './turns';

const index = (): ContextIndex => new ContextIndex(TEST_GLOSSARY);

describe('isMeta: the tutor teaching or correcting rather than using the language', () => {
  it.each([
    'Una palabra nueva: «madrugar» (to get up early).',
    '¿Qué significa «plazo»?',
    'Se dice «me gustan los gatos».',
    'Repite, por favor.',
  ])('«%s» is a teaching line', (sentence) => {
    expect(isMeta(sentence)).toBe(true);
  });

  it.each(['¿Tienes perros en casa?', 'Me gusta mucho el café con leche.'])(
    '«%s» uses the language',
    (sentence) => {
      expect(isMeta(sentence)).toBe(false);
    },
  );
});

describe('quotedModels: the sentences the tutor quotes as models', () => {
  it('keeps a quoted sentence of three words or more, trimmed', () => {
    expect(quotedModels('Muy bien. Repite: «Tengo veinte años».')).toEqual(['Tengo veinte años']);
    expect(quotedModels('Dilo así: « Tengo un perro ».')).toEqual(['Tengo un perro']);
  });

  it('never keeps the wrong form a correction quotes after «no»', () => {
    expect(quotedModels('Se dice «me gustan los gatos», no «me gusta los gatos».')).toEqual([
      'me gustan los gatos',
    ]);
  });

  it('leaves out a quoted word or pair of words, however spaced', () => {
    expect(quotedModels('Una palabra nueva: «madrugar».')).toEqual([]);
    expect(quotedModels('Se dice «tengo frío».')).toEqual([]);
    expect(quotedModels('Se dice «tengo  frío».')).toEqual([]);
  });
});

describe('ContextIndex.find: the best sentence for a word', () => {
  it('prefers a corrected sentence, then the tutor, then the learner', () => {
    const contexts = index();
    contexts.add('learner', 'Yo tengo un perro pequeño.');
    contexts.add('tutor', '¿Cómo se llama tu perro?');
    contexts.add('corrected', 'Mis perros son pequeños.');
    expect(contexts.find('perro')).toBe('Mis perros son pequeños.');
    expect(contexts.find('pequeño')).toBe('Mis perros son pequeños.');
    const noCorrection = index();
    noCorrection.add('learner', 'Yo tengo un perro pequeño.');
    noCorrection.add('tutor', '¿Cómo se llama tu perro?');
    expect(noCorrection.find('perro')).toBe('¿Cómo se llama tu perro?');
    expect(noCorrection.find('pequeño')).toBe('Yo tengo un perro pequeño.');
  });

  it('finds a word by its lemma or as written, in the first sentence of a source that holds it', () => {
    const contexts = index();
    contexts.add('tutor', 'Los perros no comen pan. Mi perro come pan.');
    expect(contexts.find('perro')).toBe('Los perros no comen pan.');
    expect(contexts.find('perros')).toBe('Los perros no comen pan.');
    expect(contexts.find('pan')).toBe('Los perros no comen pan.');
    expect(contexts.find('gato')).toBeUndefined();
  });

  it("keeps the tutor's teaching lines as a last resort, after the learner's own sentence", () => {
    const contexts = index();
    contexts.add('tutor', 'Una palabra nueva: «madrugar» (to get up early).');
    contexts.add('learner', 'No me gusta madrugar.');
    expect(contexts.find('madrugar')).toBe('No me gusta madrugar.');
    const onlyTaught = index();
    onlyTaught.add('tutor', 'Una palabra nueva: «madrugar» (to get up early).');
    expect(onlyTaught.find('madrugar')).toBe('Una palabra nueva: «madrugar» (to get up early).');
  });

  it("keeps the learner's sentence a learner sentence even when it quotes", () => {
    const contexts = index();
    contexts.add('tutor', 'Una palabra nueva: «perro» (dog).');
    contexts.add('learner', 'Mi perro se llama «Toby».');
    expect(contexts.find('perro')).toBe('Mi perro se llama «Toby».');
  });

  it('finds a word the glossary does not know as written', () => {
    const contexts = index();
    contexts.add('learner', 'Vivo en Triana.');
    expect(contexts.find('triana')).toBe('Vivo en Triana.');
  });
});

describe('ContextIndex.findText: a phrase as written', () => {
  it('finds a phrase accents, case and punctuation aside, across a comma', () => {
    const contexts = index();
    contexts.add('learner', 'Un cafe con leche, por favor.');
    expect(contexts.findText('Café con leche')).toBe('Un cafe con leche, por favor.');
    expect(contexts.findText('¿café con leche?')).toBe('Un cafe con leche, por favor.');
    expect(contexts.findText('leche por favor')).toBe('Un cafe con leche, por favor.');
    expect(contexts.findText('  por favor  ')).toBe('Un cafe con leche, por favor.');
    expect(contexts.findText('té con leche')).toBeUndefined();
  });

  it('prefers the tutor, then falls back to the learner', () => {
    const contexts = index();
    contexts.add('tutor', '¿Quieres un café con leche?');
    contexts.add('learner', 'Sí, un café con leche.');
    expect(contexts.findText('café con leche')).toBe('¿Quieres un café con leche?');
    const learnerOnly = index();
    learnerOnly.add('tutor', '¿Y tú?');
    learnerOnly.add('learner', 'Tengo el as de copas.');
    expect(learnerOnly.findText('as')).toBe('Tengo el as de copas.');
  });

  it('matches whole words only', () => {
    const contexts = index();
    contexts.add('tutor', '¿Qué tomas? El soldado descansa.');
    contexts.add('learner', 'Tengo el as de copas. Hace sol.');
    expect(contexts.findText('as')).toBe('Tengo el as de copas.');
    expect(contexts.findText('sol')).toBe('Hace sol.');
    expect(contexts.findText('solda')).toBeUndefined();
  });

  it('finds nothing for a text without letters', () => {
    const contexts = index();
    contexts.add('learner', 'Tengo 20 años.');
    expect(contexts.findText('20')).toBeUndefined();
    expect(contexts.findText('¿?')).toBeUndefined();
  });
});

describe('indexContexts: which lines may be a card sentence', () => {
  const tutor: Turn = { role: 'assistant', text: '¿Tienes perros en casa?' };

  it('a learner sentence the tutor corrected counts as corrected, ahead of the tutor', () => {
    const turns: Turn[] = [tutor, { role: 'user', text: 'Sí, yo tiene un perro.' }];
    const fixed: Turn[] = [tutor, { role: 'user', text: 'Sí, yo tengo un perro.' }];
    const contexts = index();
    indexContexts(contexts, turns, fixed, [], new Map());
    expect(contexts.find('perro')).toBe('Sí, yo tengo un perro.');
  });

  it("an unchanged learner sentence comes after the tutor's, and an unsafe turn is left out", () => {
    const turns: Turn[] = [
      tutor,
      { role: 'user', text: 'Sí, tengo un perro pequeño.' },
      { role: 'user', text: 'Y un gato.' },
    ];
    const contexts = index();
    indexContexts(contexts, turns, turns, [], new Map([[2, new Set(['gato'])]]));
    expect(contexts.find('perro')).toBe('¿Tienes perros en casa?');
    expect(contexts.find('pequeño')).toBe('Sí, tengo un perro pequeño.');
    expect(contexts.find('gato')).toBeUndefined();
  });

  it('indexes the sentences of the corrections and the models the tutor quotes', () => {
    const found: Correction[] = [
      {
        wrong: 'me gusta los gatos',
        right: 'me gustan los gatos',
        sentence: 'Me gustan los gatos.',
        learnerTurn: 1,
      },
    ];
    const said: Turn[] = [{ role: 'assistant', text: 'Muy bien. Repite: «Tengo veinte años».' }];
    const contexts = index();
    indexContexts(contexts, said, said, found, new Map());
    expect(contexts.find('gato')).toBe('Me gustan los gatos.');
    expect(contexts.find('tener')).toBe('Tengo veinte años');
  });

  it("never takes the learner's help requests, and joins a message written over two lines", () => {
    const turns: Turn[] = [{ role: 'user', text: '¿Qué significa «madrugar»? Tengo un perro\ny un gato.' }];
    const contexts = index();
    indexContexts(contexts, turns, turns, [], new Map());
    expect(contexts.find('madrugar')).toBeUndefined();
    expect(contexts.find('perro')).toBe('Tengo un perro y un gato.');
  });
});
