import { describe, expect, it } from 'vitest';
import { getGlossary } from '../content/glossary';
import { createTutor, type TutorSetup } from './tutor';

const make = (over: Partial<TutorSetup> = {}) =>
  createTutor({
    level: 'A1',
    interests: ['food'],
    lesson: null,
    memory: {},
    seed: 1,
    glossary: getGlossary(),
    ...over,
  });

describe('local tutor', () => {
  it('greets, learns the name, corrects and accepts a good repeat', () => {
    const tutor = make();
    expect(tutor.reply('Hola').text).toBe('¡Hola! Me llamo Sofía. ¿Cómo te llamas?');
    const named = tutor.reply('Me llamo Ana');
    expect(named.text).toContain('¡Mucho gusto, Ana!');
    expect(named.toolCalls).toContainEqual({ name: 'set_memory', arguments: { key: 'name', value: 'Ana' } });
    // No canned "new word" before the learner talks about something.
    expect(named.toolCalls.some((call) => call.name === 'add_vocabulary')).toBe(false);
    const corrected = tutor.reply('Soy 20 años');
    expect(corrected.text).toContain('Se dice «tengo 20 años», no «Soy 20 años».');
    expect(corrected.text).toContain('Repite, por favor: «Tengo 20 años».');
    expect(tutor.reply('Tengo 20 años').text).toMatch(/^¡(Perfecto|Excelente|Muy bien)!/);
    expect(tutor.reply('¿Cómo me llamo?').text).toContain('Te llamas Ana.');
  });

  it('never echoes learner words unchecked', () => {
    const tutor = make({ memory: { name: 'Ana' } });
    tutor.reply('Hola');
    expect(tutor.reply('Me gusta leer libros en la biblioteca.').text).toMatch(
      /^¡A mí también me gusta leer!/,
    );
    expect(tutor.reply('Me encantan los gatos').text).toMatch(/me gustan los gatos/);
  });

  it('moves on kindly after two failed repeats', () => {
    const tutor = make({ memory: { name: 'Ana' } });
    tutor.reply('Hola');
    expect(tutor.reply('Soy 20 años').kind).toBe('correction');
    expect(tutor.reply('Soy 20 años').kind).toBe('correction');
    const third = tutor.reply('Soy 20 años');
    expect(third.kind).toBe('follow_up');
    expect(third.text).toMatch(/No pasa nada|poco a poco|seguimos/i);
  });

  it('reports each correction with note_correction, explained in the UI language', () => {
    const spanish = make({ uiLanguage: 'es', memory: { name: 'Ana' } }).reply('Mi hermana es en casa.');
    expect(spanish.toolCalls).toContainEqual({
      name: 'note_correction',
      arguments: {
        original: 'Mi hermana es en casa.',
        corrected: 'Mi hermana está en casa.',
        explanation: 'Para decir dónde está alguien o algo, usamos «estar».',
        category: 'ser-estar',
      },
    });
    const english = make({ uiLanguage: 'en', memory: { name: 'Ana' } }).reply('Mi hermana es en casa.');
    expect(english.toolCalls.find((c) => c.name === 'note_correction')?.arguments.explanation).toBe(
      'Where someone or something is located takes «estar».',
    );
  });

  it('answers questions in persona, consistently, and reacts before asking', () => {
    const tutor = make({ memory: { name: 'Ana' } });
    tutor.reply('Hola');
    expect(tutor.reply('¿Cuál es tu comida favorita?').text).toContain('tortilla de patatas');
    expect(tutor.reply('¿Dónde vives?').text).toContain('Madrid');
    expect(tutor.reply('¿De dónde eres?').text).toContain('Sevilla');
    expect(tutor.reply('¿Cómo estás?').text).toMatch(/bien/);
    expect(tutor.reply('Estoy muy cansada hoy').text).toMatch(/descansar|Pobre/);
  });

  it('greets a returning learner by name', () => {
    expect(make({ memory: { name: 'Marta' } }).reply('Buenos días').text).toMatch(
      /^¡Hola, Marta! ¡Qué alegría verte otra vez!/,
    );
  });

  it('gives every reply a translation', () => {
    const tutor = make();
    for (const line of ['Hola', 'Me llamo Ana', 'Me gusta el café', '¿Y tú?'])
      expect(tutor.reply(line).translation).not.toBe('');
  });
});
