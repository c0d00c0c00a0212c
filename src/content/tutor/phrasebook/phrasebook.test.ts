import { describe, expect, it } from 'vitest';
import { isLevel } from '../../../domain/levels';
import { EXPRESSIONS } from './expressions';
import { PHRASEBOOK, meaningOf, phraseFor } from './index';
import { createPhraseIndex } from './lookup';
import { englishKey, spanishKey } from './normalise';

/** Words as a listener counts them (punctuation and «» are not words). */
const words = (text: string) => text.split(/\s+/).filter((part) => /[\p{L}\p{N}]/u.test(part)).length;

describe('phraseFor: English → Spanish', () => {
  it.each([
    ['I am tired', 'Estoy cansado.'],
    ["I'm tired", 'Estoy cansado.'],
    ['im tired', 'Estoy cansado.'],
    ['I’m tired.', 'Estoy cansado.'],
    ["'I am tired'", 'Estoy cansado.'],
    ['"i\'m tired" in Spanish', 'Estoy cansado.'],
    ['I would like a coffee', 'Me gustaría un café.'],
    ["I'd like a coffee, please", 'Me gustaría un café.'],
    ['id like a coffee', 'Me gustaría un café.'],
    ['I would like a coffee in Spanish please', 'Me gustaría un café.'],
    ['How much is it?', '¿Cuánto es?'],
    ['HOW MUCH DOES IT COST', '¿Cuánto cuesta?'],
    ["What's your name?", '¿Cómo te llamas?'],
    ['whats your name', '¿Cómo te llamas?'],
    ['what is your name', '¿Cómo te llamas?'],
    ["I don't understand", 'No entiendo.'],
    ['i dont understand', 'No entiendo.'],
    ['I do not understand', 'No entiendo.'],
    ['Can you repeat that?', '¿Puedes repetirlo?'],
    ['can you repeat please', '¿Puedes repetir, por favor?'],
    ['How do you spell it?', '¿Cómo se escribe?'],
    ["What's the difference?", '¿Cuál es la diferencia?'],
    ['The bill, please', 'La cuenta, por favor.'],
    ['Could I have the bill?', '¿Me trae la cuenta, por favor?'],
    ['the bill', 'la cuenta'],
    ["I'll have a coffee", 'Para mí, un café.'],
    ['ill have a coffee', 'Para mí, un café.'],
    ["we're ready to order", 'Ya podemos pedir.'],
    ['were ready to order', 'Ya podemos pedir.'],
    ["Where's the toilet?", '¿Dónde está el baño?'],
    ['where is the bathroom', '¿Dónde está el baño?'],
    ["It's raining", 'Está lloviendo.'],
    ['its cold', 'Hace frío.'],
    ["I'm cold", 'Tengo frío.'],
    ['I have a headache', 'Me duele la cabeza.'],
    ["Let's go", '¡Vamos!'],
    ['lets go', '¡Vamos!'],
    ["I can't sleep", 'No puedo dormir.'],
    ['i cannot sleep', 'No puedo dormir.'],
    ['cant sleep', null],
    ['to miss someone', 'echar de menos'],
    ['miss someone', 'echar de menos'],
    ['to realise', 'darse cuenta'],
    ['to be hungry', 'tener hambre'],
    ['be hungry', 'tener hambre'],
    ['hurry up', '¡Date prisa!'],
    ['to hurry up', 'darse prisa'],
    ['have a good time', '¡Que lo pases bien!'],
    ['to have a good time', 'pasarlo bien'],
    ['how do you say this in spanish', '¿Cómo se dice esto en español?'],
    ['how do you say this', '¿Cómo se dice esto en español?'],
    ['so-so', 'Más o menos.'],
    ['so so', 'Más o menos.'],
    ["I don't mind", 'Me da igual.'],
    ['nice to meet you', 'Encantado.'],
    ["it's gonna rain", 'Va a llover.'],
    ["it's going to rain", 'Va a llover.'],
  ])('%s → %s', (english, spanish) => {
    expect(phraseFor(english)?.es ?? null).toBe(spanish);
  });

  it.each([
    'i am tired of you',
    "i'm tired of waiting",
    'i am very very tired',
    'i would like a coffee and a cake',
    'how much is it in euros',
    'tired',
    'coffee',
    'the',
    '',
    '   ',
    '?!',
    'please',
    'in spanish',
    'to',
    'to go',
    'go',
    'wake up',
    'repeat',
    'the bill is wrong',
    'i am tired i am tired',
    'i love you so much',
    'miss',
    'right',
    'to be tired',
  ])('%j → null, or only the one exact phrase', (english) => {
    const found = phraseFor(english);
    if (english === 'please') expect(found?.es).toBe('Por favor.');
    else expect(found).toBeNull();
  });

  it('gives the feminine form alongside the masculine where the speaker’s gender changes it', () => {
    expect(phraseFor("i'm tired")).toMatchObject({ es: 'Estoy cansado.', esFeminine: 'Estoy cansada.' });
    expect(phraseFor('i am hungry')?.esFeminine).toBeUndefined();
  });
});

describe('meaningOf: Spanish → meaning', () => {
  it.each([
    ['la cuenta', 'la cuenta'],
    ['La Cuenta', 'la cuenta'],
    ['«la cuenta»', 'la cuenta'],
    ['me da igual', 'Me da igual.'],
    ['Me da igual.', 'Me da igual.'],
    ['Qué tal', '¿Qué tal?'],
    ['que tal', '¿Qué tal?'],
    ['¿Qué tal?', '¿Qué tal?'],
    ['vale', 'Vale.'],
    ['¡qué va!', '¡Qué va!'],
    ['que va', '¡Qué va!'],
    ['ni idea', 'Ni idea.'],
    ['tener ganas de', 'tener ganas de'],
    ['echar de menos', 'echar de menos'],
    ['buen provecho', '¡Buen provecho!'],
    ['¿Me pone…?', '¿Me pone…?'],
    ['me pone', '¿Me pone…?'],
    ['me pone un café', '¿Me pone un café?'],
    ['Me pone un café, por favor', '¿Me pone un café?'],
    ['qué pena', '¡Qué pena!'],
    ['de nada', 'De nada.'],
    ['no pasa nada', 'No pasa nada.'],
    ['hace falta', 'Hace falta.'],
    ['estar harto', 'estar harto'],
    ['estar harta', 'estar harto'],
    ['quedar con alguien', 'quedar con alguien'],
    ['darse cuenta', 'darse cuenta'],
    ['a lo mejor', 'A lo mejor.'],
    ['por cierto', 'Por cierto.'],
    ['en cambio', 'En cambio.'],
    ['sin embargo', 'Sin embargo.'],
    ['estoy cansada', 'Estoy cansado.'],
    ['ESTOY CANSADO', 'Estoy cansado.'],
    ['la cuenta por favor', 'La cuenta, por favor.'],
    ['el mundo es un pañuelo', 'el mundo es un pañuelo'],
    ['cuanto cuesta', '¿Cuánto cuesta?'],
  ])('%s → %s', (spanish, es) => {
    expect(meaningOf(spanish)?.es ?? null).toBe(es);
  });

  it.each([
    'la cuenta de la luz',
    'me da igual lo que digas',
    'cuenta',
    'qué',
    'tal',
    'el mundo es un panuelo grande',
    'estoy cansadísimo',
    '',
    '¿?',
    'me da igualmente',
  ])('%j → null', (spanish) => {
    expect(meaningOf(spanish)).toBeNull();
  });

  it('tells phrases apart by their accents only when folding makes them alike', () => {
    const index = createPhraseIndex([
      { en: [], es: '¿Sí?', meaning: 'Yes?', level: 'A0' },
      { en: [], es: 'si', meaning: 'if', level: 'A0' },
    ]);
    expect(index.meaningOf('Sí')?.meaning).toBe('Yes?');
    expect(index.meaningOf('si')?.meaning).toBe('if');
    expect(index.meaningOf('SÍ')?.meaning).toBe('Yes?');
  });
});

describe('the phrasebook data', () => {
  it('has at least 350 entries, 120 of them everyday Spanish expressions', () => {
    expect(PHRASEBOOK.length).toBeGreaterThanOrEqual(350);
    expect(EXPRESSIONS.length).toBeGreaterThanOrEqual(120);
    expect(PHRASEBOOK.length - EXPRESSIONS.length).toBeGreaterThanOrEqual(350);
  });

  it('no English key leads to two different Spanish phrases, no Spanish to two entries', () => {
    expect(createPhraseIndex(PHRASEBOOK).conflicts).toEqual([]);
    const byKey = new Map<string, string>();
    for (const entry of PHRASEBOOK)
      for (const en of entry.en) {
        const key = englishKey(en);
        const held = byKey.get(key);
        expect(held === undefined || held === entry.es, `"${en}": ${held} / ${entry.es}`).toBe(true);
        byKey.set(key, entry.es);
      }
  });

  it('every English key finds its own entry, and every Spanish phrase its own meaning', () => {
    for (const entry of PHRASEBOOK) {
      for (const en of entry.en) expect(phraseFor(en), en).toBe(entry);
      expect(meaningOf(entry.es), entry.es).toBe(entry);
      if (entry.esFeminine) expect(meaningOf(entry.esFeminine), entry.esFeminine).toBe(entry);
    }
  });

  it('English keys are lowercase, without final punctuation; only expressions may have none', () => {
    for (const entry of PHRASEBOOK) {
      if (!EXPRESSIONS.includes(entry)) expect(entry.en.length, entry.es).toBeGreaterThan(0);
      for (const en of entry.en) {
        expect(en, entry.es).toBe(en.toLowerCase());
        expect(en, entry.es).toBe(en.trim());
        expect(en, entry.es).not.toMatch(/[.?!,;:]$/);
        expect(en, entry.es).toMatch(/^[a-z0-9' -]+$/);
      }
    }
  });

  it('every Spanish phrase is short, well punctuated, levelled and glossed', () => {
    for (const entry of PHRASEBOOK) {
      for (const es of [entry.es, entry.esFeminine].filter((es): es is string => es !== undefined)) {
        expect(words(es), es).toBeLessThanOrEqual(12);
        expect(es, es).toBe(es.trim());
        // Opening marks are paired with closing ones.
        expect(es.includes('¿'), es).toBe(es.includes('?'));
        expect(es.includes('¡'), es).toBe(es.includes('!'));
        expect(es, es).not.toMatch(/\s[.,?!]/);
      }
      if (entry.esFeminine) expect(entry.esFeminine).not.toBe(entry.es);
      expect(isLevel(entry.level), entry.es).toBe(true);
      expect(entry.meaning.trim(), entry.es).not.toBe('');
    }
  });

  it('a sentence starts with a capital; an expression quoted as a dictionary phrase may not', () => {
    for (const entry of PHRASEBOOK) {
      if (/[.?!…]$/.test(entry.es)) expect(entry.es, entry.es).toMatch(/^[¿¡«]*[A-ZÁÉÍÓÚÑ]/);
      else expect(EXPRESSIONS.includes(entry), entry.es).toBe(true);
    }
  });

  it('keys are normalised the same way the learner’s question is', () => {
    expect(englishKey("I'm TIRED!")).toBe('i am tired');
    expect(englishKey('“What’s the time?”')).toBe('what is the time');
    expect(englishKey("don't")).toBe('do not');
    expect(englishKey("can't")).toBe('can not');
    expect(spanishKey('¿Qué TAL?')).toBe('que tal');
    expect(spanishKey('«Mañana»')).toBe('mañana');
  });
});
