import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getGlossary } from '../../../content/glossary';
import { findLesson } from '../../../content/lessons';
import type { Level } from '../../../domain/levels';
import { MAX_REPLY_WORDS } from './phrases';
import { fold, wordCount } from './text';
import { createTutor, type TutorSetup } from './tutor';

const glossary = getGlossary();
function tutor(overrides: Partial<TutorSetup> = {}) {
  return createTutor({
    level: 'A1',
    interests: ['food'],
    lesson: null,
    memory: {},
    seed: 42,
    glossary,
    ...overrides,
  });
}
/** A tutor that already knows the learner, so the first turn is not about the name. */
const known = (overrides: Partial<TutorSetup> = {}) => tutor({ memory: { name: 'Ana' }, ...overrides });

describe('local tutor replies', () => {
  it.each([
    ['a greeting', 'Hola', 'greeting', /^¡Hola! Me llamo Sofía\. ¿Cómo te llamas\?$/],
    ['a question about the tutor', '¿De dónde eres?', 'answer', /^Soy de Madrid, en España\. /],
    ['a statement with an error', 'Soy 20 años', 'correction', /«tengo 20 años», no «Soy 20 años».*Repite/],
    [
      'an off-topic message',
      'Me encanta el fútbol',
      'redirect',
      /^¡A mí también me gusta el fútbol! Pero ahora hablamos de la comida\. ¿/,
    ],
    ['English instead of Spanish', 'I do not know what to say', 'english', /^¡En español, por favor!/],
    ['nonsense', 'xkcd blorf', 'unclear', /no te entiendo/],
    ['a farewell', 'Adiós, hasta luego', 'farewell', /^¡Hasta luego, Ana!/],
  ])('answers %s appropriately', (_label, input, kind, pattern) => {
    // The learner's interest is food; football is another topic.
    const turn = (input === 'Hola' ? tutor() : known()).reply(input);
    expect(turn.kind).toBe(kind);
    expect(turn.text).toMatch(pattern);
  });

  it('gives a different reply to each kind of input', () => {
    const replies = ['Hola', '¿Cómo estás?', 'Soy 20 años', 'Me gusta el tenis y el fútbol'].map(
      (input) => known().reply(input).text,
    );
    expect(new Set(replies).size).toBe(replies.length);
  });

  it.each([
    ['Soy 25 años', 'tengo 25 años'],
    ['Yo es estudiante', 'yo soy'],
    ['Yo tiene un perro', 'yo tengo'],
    ['Yo hablar inglés', 'yo hablo'],
    ['Yo vivir en Londres', 'yo vivo'],
    ['El casa es bonita', 'la casa'],
    ['Tengo una problema', 'un problema'],
    ['Los mesas son grandes', 'las mesas'],
    ['Soy cansado hoy', 'estoy cansado'],
    ['Estoy profesor de música', 'soy profesor'],
    ['Estoy de Canadá', 'soy de'],
    ['Soy hambre', 'tengo hambre'],
    ['Hoy es frío', 'hoy hace frio'],
    ['Yo gusta la pizza', 'me gusta'],
    ['Me llamo es Ana', 'me llamo'],
  ])('corrects "%s" with «%s» and asks for a repeat', (input, right) => {
    const turn = known().reply(input);
    expect(turn.kind).toBe('correction');
    expect(fold(turn.text)).toContain(`«${right}»`);
    expect(turn.text).toMatch(/Repite/);
  });

  it.each([
    'El agua está fría',
    'La mano derecha',
    'El problema es grande',
    'Estoy cansada',
    'Soy profesora',
    'Tengo 30 años',
    'El café es frío',
  ])('does not correct the correct sentence "%s"', (input) =>
    expect(known().reply(input).kind).not.toBe('correction'),
  );

  it('praises a correct repeat, and moves on when the learner does not repeat', () => {
    const t = known();
    t.reply('Soy 20 años');
    expect(t.reply('Tengo 20 años').kind).toBe('praise');
    t.reply('El casa es bonita');
    expect(t.reply('Me gusta cocinar').kind).toBe('follow_up');
  });

  it('remembers facts with set_memory and uses them later', () => {
    const t = tutor();
    t.reply('Hola');
    const turn = t.reply('Me llamo Ana y vivo en Sevilla');
    expect(turn.toolCalls).toEqual(
      expect.arrayContaining([
        { name: 'set_memory', arguments: { key: 'name', value: 'Ana' } },
        { name: 'set_memory', arguments: { key: 'city', value: 'Sevilla' } },
      ]),
    );
    expect(turn.text).toMatch(/^¡Mucho gusto, Ana!/);
    expect(t.reply('¿Cómo me llamo?').text).toMatch(/^Te llamas Ana\./);
    expect(t.reply('¿Dónde vivo?').text).toMatch(/^Vives en Sevilla\./);
    expect(t.memory()).toMatchObject({ name: 'Ana', city: 'Sevilla' });
  });

  it('takes a bare answer to "¿Cómo te llamas?" as the name', () => {
    const t = tutor();
    t.reply('Hola');
    expect(t.reply('Pedro').toolCalls).toContainEqual({
      name: 'set_memory',
      arguments: { key: 'name', value: 'Pedro' },
    });
  });

  it('greets a returning learner by name', () => {
    expect(known().reply('Buenas tardes').text).toMatch(/^¡Hola, Ana! ¡Qué alegría verte otra vez!/);
  });

  it('uses only lowercase_underscore memory keys', () => {
    const calls = tutor().reply(
      'Me llamo Ana, tengo 30 años, soy de México, mi comida favorita es la paella',
    ).toolCalls;
    const keys = calls.filter((c) => c.name === 'set_memory').map((c) => c.arguments.key);
    expect(keys).toEqual(['name', 'origin', 'age', 'favorite_comida']);
    for (const key of keys) expect(key).toMatch(/^[a-z][a-z0-9_]*$/);
  });

  it('introduces topic words with add_vocabulary, and only words that are in the reply', () => {
    const t = known();
    const calls = ['Me gusta cocinar', 'Sí, mucho', 'Como en casa', 'Bien'].flatMap((input) => {
      const turn = t.reply(input);
      for (const call of turn.toolCalls.filter((c) => c.name === 'add_vocabulary'))
        expect(turn.text).toContain(`«${call.arguments.word}»`);
      return turn.toolCalls;
    });
    expect(calls.filter((c) => c.name === 'add_vocabulary').length).toBeGreaterThanOrEqual(1);
  });

  it('explains a word and teaches how to say an English word', () => {
    const meaning = known().reply('¿Qué significa receta?');
    expect(meaning.text).toMatch(/^«receta» significa «recipe»\./);
    const howTo = known().reply('¿Cómo se dice dog?');
    expect(howTo.text).toMatch(/^Se dice «perro»\./);
    expect(howTo.toolCalls).toEqual([
      { name: 'add_vocabulary', arguments: { word: 'perro', definition: 'dog' } },
    ]);
  });

  it('practises the lesson words in lesson mode and praises their use', () => {
    const lesson = findLesson('lesson-a0-1') ?? null;
    const t = tutor({ level: 'A0', lesson });
    expect(t.reply('Hola').text).toContain('Hoy practicamos «hola» y «buenos días»');
    const prompt = t.reply('Me llamo Ana');
    expect(prompt.text).toMatch(/Practica «hola» \(hello\)/);
    expect(prompt.toolCalls).toContainEqual({
      name: 'add_vocabulary',
      arguments: { word: 'hola', definition: 'hello' },
    });
    expect(t.reply('Hola, buenos días a todos').kind).toBe('praise');
  });

  it('adapts to the level: English glosses and simple questions at A0, richer questions at B2', () => {
    const a0 = known({ level: 'A0' });
    a0.reply('Me gusta la pizza');
    expect(a0.reply('Sí').text).toMatch(/\(\w[\w ]*\)/);
    const b2 = known({ level: 'B2', seed: 1 });
    const texts = ['Me gusta la pizza', 'Sí', 'Bien', 'Vale'].map((input) => b2.reply(input).text);
    expect(texts.join(' ')).toMatch(/comiste|recomiendas|Prefieres|mejor restaurante|probar/);
    expect(texts.join(' ')).not.toMatch(/\((?:recipe|dessert|breakfast|dinner)/);
  });

  it('is deterministic for a seed', () => {
    const run = (seed: number) =>
      ['Hola', 'Me llamo Ana', 'Me gusta leer', 'Sí'].map((input) => known({ seed }).reply(input).text);
    expect(run(3)).toEqual(run(3));
  });

  it('never replies with more than 20 words', () => {
    const levels: Level[] = ['A0', 'A1', 'B1', 'C2'];
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom(
            'Hola',
            'Soy 20 años',
            'Me llamo Ana María',
            'Vivo en San Sebastián de los Reyes',
            '¿Y tú?',
            'No entiendo',
            'Sí',
            'El casa',
            'What?',
            '¿Qué significa aprovechar?',
            'Me gusta mucho la comida mexicana con mis amigos',
          ),
          { minLength: 1, maxLength: 12 },
        ),
        fc.constantFrom(...levels),
        fc.integer(),
        (inputs, level, seed) => {
          const t = tutor({ level, seed, interests: ['travel', 'family'] });
          for (const input of inputs)
            expect(wordCount(t.reply(input).text)).toBeLessThanOrEqual(MAX_REPLY_WORDS);
        },
      ),
      { numRuns: 200 },
    );
  });
});
