import { describe, expect, it } from 'vitest';
import { getGlossary } from '../../content/glossary';
import type { Level } from '../../domain/levels';
import { createTutor } from '../tutor';
import { checkReplies } from './check-reply';

const LEVELS: Level[] = ['A0', 'A1', 'A2', 'B1', 'B2'];
const start = (level: Level) => {
  const tutor = createTutor({
    level,
    interests: ['food'],
    lesson: null,
    memory: { name: 'Ana' },
    seed: 3,
    glossary: getGlossary(),
  });
  const first = tutor.reply('Hola');
  return { tutor, first };
};

describe.each(LEVELS)('help requests at %s', (level) => {
  const basic = level === 'A0' || level === 'A1';

  it.each(['No entiendo', 'Más despacio, por favor', 'otra vez más fácil', 'no comprendo'])(
    '«%s» → the same idea said more simply',
    (request) => {
      const { tutor } = start(level);
      tutor.reply('Me gusta el café');
      const help = tutor.reply(request);
      expect(help.kind).toBe('help');
      expect(help.text).toMatch(/\?/);
      // An English gloss at A0–A1 only.
      expect(/\([A-Z][^)]*\)/.test(help.text)).toBe(basic);
      checkReplies([help], request);
    },
  );

  it.each([
    'Pienso que el español es más fácil que el francés',
    'Quiero viajar otra vez a México con mi familia',
    'Camino despacio por el parque los domingos',
    'Voy a repetir el examen de inglés en junio',
  ])('«%s» is a sentence to answer, not a help request', (sentence) => {
    const { tutor } = start(level);
    tutor.reply('Me gusta el café');
    const reply = tutor.reply(sentence);
    expect(reply.kind).not.toBe('help');
    expect(reply.text).not.toMatch(/^Perdon|Más fácil/);
  });

  it('«No sé qué decir» gets an example answer', () => {
    const { tutor } = start(level);
    tutor.reply('Me gusta el café');
    const reply = tutor.reply('No sé qué decir');
    expect(reply.kind).toBe('help');
    checkReplies([reply], 'No sé qué decir');
  });

  it.each(['repite', '¿Puedes repetir?', 'otra vez'])('«%s» → the last reply again, exactly', (request) => {
    const { tutor } = start(level);
    const said = tutor.reply('Me gusta el café');
    const again = tutor.reply(request);
    expect(again.text).toBe(said.text);
    expect(again.translation).toBe(said.translation);
  });

  it.each([
    ['¿Qué significa biblioteca?', 'library'],
    ['¿Qué quiere decir perro?', 'dog'],
    ['¿Qué significa «levantarse»?', 'to get up'],
  ])('«%s» → the meaning from the glossary', (request, meaning) => {
    const help = start(level).tutor.reply(request);
    expect(help.text).toContain(meaning);
    checkReplies([help], request);
  });

  it.each([
    ['¿Cómo se dice dog?', 'el perro'],
    ['¿Cómo se dice "house" en español?', 'la casa'],
    ['¿Cómo se dice to eat?', 'comer'],
  ])('«%s» → the Spanish', (request, spanish) => {
    const help = start(level).tutor.reply(request);
    expect(help.text).toContain(`«${spanish}»`);
  });

  it.each([
    ['I like dogs', 'Me gustan los perros'],
    ['I like coffee', 'Me gusta el café'],
    ['I have a cat', 'Tengo un gato'],
    ['I am hungry', 'Tengo hambre'],
    ['My name is Tom', 'Me llamo Tom'],
    ['I live in London', 'Vivo en Londres'],
  ])('English «%s» → a model sentence «%s»', (english, model) => {
    const reply = start(level).tutor.reply(english);
    expect(reply.kind).toBe('english');
    expect(reply.text).toContain(`«${model}»`);
    checkReplies([reply], english);
  });

  it('English it cannot translate exactly → encouragement, not a guess', () => {
    const reply = start(level).tutor.reply(
      'Yesterday my neighbour told me a very strange story about his car',
    );
    expect(reply.kind).toBe('english');
    expect(reply.text).toMatch(/español/);
    expect(reply.text).not.toMatch(/«/);
  });
});
