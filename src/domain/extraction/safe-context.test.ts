import { describe, expect, it } from 'vitest';
import type { Turn } from './turns';
import type { ExtractedWord } from './types';
import { withCorrectContexts } from './safe-context';

const word = (w: string, context: string): ExtractedWord => ({
  word: w,
  translation: w,
  context,
  difficulty: 1,
  category: 'general',
  definition: '',
});
const contextOf = (
  w: string,
  context: string,
  turns: Turn[],
  notes: { original: string; corrected: string }[] = [],
) => withCorrectContexts([word(w, context)], turns, notes)[0]?.context;

describe('withCorrectContexts', () => {
  const turns: Turn[] = [
    { role: 'user', text: 'Hola. Me gusta los perros pequeños.' },
    { role: 'assistant', text: 'Me encantan los perros. ¿Tienes un perro?' },
    { role: 'user', text: 'Ayer voy al cine con mi hermana.' },
    { role: 'assistant', text: '¡Qué bien! ¿Qué película viste?' },
  ];
  const notes = [
    { original: 'Me gusta los perros', corrected: 'Me gustan los perros pequeños.' },
    { original: 'Ayer voy al cine', corrected: 'Ayer fui al cine con mi hermana.' },
  ];

  it('puts the corrected sentence in place of the learner’s corrected one', () => {
    const out = withCorrectContexts([word('perro', 'Me gusta los perros pequeños.')], turns, notes);
    expect(out[0]?.context).toBe('Me gustan los perros pequeños.');
  });

  it('uses a tutor sentence when the corrected sentence lacks the word', () => {
    const notesWithout = [{ original: 'Ayer voy al cine', corrected: 'Ayer fui.' }];
    const out = withCorrectContexts([word('cine', 'Ayer voy al cine con mi hermana.')], turns, notesWithout);
    expect(out[0]?.context).not.toMatch(/voy al cine/);
    expect(out[0]?.context).toBe('Ayer fui.');
    const tutorTurns: Turn[] = [...turns, { role: 'assistant', text: 'Me gusta mucho el cine.' }];
    expect(
      withCorrectContexts([word('cine', 'Ayer voy al cine con mi hermana.')], tutorTurns, notesWithout)[0]
        ?.context,
    ).toBe('Me gusta mucho el cine.');
  });

  it('catches a correction made in the tutor’s reply, not only by note_correction', () => {
    const replyTurns: Turn[] = [
      { role: 'user', text: 'Yo soy cansado hoy.' },
      { role: 'assistant', text: 'Se dice «yo estoy cansado», no «yo soy cansado».' },
    ];
    const out = withCorrectContexts([word('cansado', 'Yo soy cansado hoy.')], replyTurns, []);
    expect(out[0]?.context).not.toBe('Yo soy cansado hoy.');
    expect(out[0]?.context.toLowerCase()).toContain('estoy cansado');
  });

  it('keeps a learner sentence the tutor let stand, and the tutor’s own sentences', () => {
    const kept = [word('hermana', 'Tengo una hermana.'), word('película', '¿Qué película viste?')];
    expect(withCorrectContexts(kept, turns, notes)).toEqual(kept);
  });
});

describe('withCorrectContexts, which learner sentences were corrected', () => {
  it('replaces a sentence from a correction whose learner turn is not in the transcript', () => {
    const turns: Turn[] = [{ role: 'assistant', text: '¿Qué tal estás hoy?' }];
    const notes = [{ original: 'Yo soy cansado', corrected: 'Yo estoy cansado.' }];
    expect(contextOf('cansado', 'Yo soy cansado hoy.', turns, notes)).toBe('Yo estoy cansado.');
  });

  it('replaces the whole learner sentence when only one word of it was corrected', () => {
    const turns: Turn[] = [
      { role: 'user', text: 'Yo soy cansado hoy.' },
      { role: 'assistant', text: 'Se dice «estoy», no «soy». ¿Por qué estás cansado?' },
    ];
    expect(contextOf('cansado', 'Yo soy cansado hoy.', turns)).toBe('Yo estoy cansado hoy.');
  });

  it('keeps the other sentences of the corrected turn', () => {
    const turns: Turn[] = [
      { role: 'user', text: 'Tengo una hermana. Ayer voy al cine con ella.' },
      { role: 'assistant', text: '¡Qué bien!' },
    ];
    const notes = [{ original: 'Ayer voy al cine', corrected: 'Ayer fui al cine con ella.' }];
    expect(contextOf('hermana', 'Tengo una hermana.', turns, notes)).toBe('Tengo una hermana.');
  });

  it('does not condemn every sentence that holds a single wrong word', () => {
    const turns: Turn[] = [
      { role: 'assistant', text: 'Recuerda: se dice «estoy», no «soy».' },
      { role: 'user', text: 'Soy de Madrid.' },
    ];
    expect(contextOf('Madrid', 'Soy de Madrid.', turns)).toBe('Soy de Madrid.');
  });

  it('finds the corrected words across punctuation and a final full stop', () => {
    const turns: Turn[] = [
      { role: 'user', text: 'Ayer, voy al cine con mi hermana.' },
      { role: 'assistant', text: '¿Qué película viste?' },
    ];
    const corrected = 'Ayer fui al cine con mi hermana.';
    expect(
      contextOf('hermana', 'Ayer, voy al cine con mi hermana.', turns, [
        { original: 'Ayer voy al cine', corrected },
      ]),
    ).toBe(corrected);
    expect(
      contextOf('hermana', 'Ayer, voy al cine con mi hermana.', turns, [
        { original: 'voy al cine.', corrected },
      ]),
    ).toBe(corrected);
  });
});

describe('withCorrectContexts, which sentence uses the word', () => {
  const turns: Turn[] = [
    { role: 'user', text: 'El sábado voy en la playa para tomar el sol.' },
    { role: 'assistant', text: '¿Te gusta el sol? Me gusta ir al cine. ¿Te va a gustar?' },
  ];
  const learner = 'El sábado voy en la playa para tomar el sol.';
  const note = (corrected: string) => [{ original: 'voy en la playa', corrected }];

  it('finds a phrase in a tutor sentence when the corrected one lacks it', () => {
    const t: Turn[] = [
      { role: 'user', text: 'Ayer voy al cine.' },
      { role: 'assistant', text: 'Me gusta ir al cine.' },
    ];
    expect(
      contextOf('al cine', 'Ayer voy al cine.', t, [
        { original: 'Ayer voy al cine', corrected: 'Ayer fui.' },
      ]),
    ).toBe('Me gusta ir al cine.');
  });

  it('takes a form of a longer word that keeps its stem («gustan» for gustar)', () => {
    const t: Turn[] = [
      { role: 'user', text: 'Me gusta los perros pequeños.' },
      { role: 'assistant', text: '¿Te va a gustar?' },
    ];
    const notes = [{ original: 'Me gusta los perros', corrected: 'Me gustan los perros pequeños.' }];
    expect(contextOf('gustar', 'Me gusta los perros pequeños.', t, notes)).toBe(
      'Me gustan los perros pequeños.',
    );
  });

  it('matches a short word whole: «sol» is not in «sola»', () => {
    expect(contextOf('sol', learner, turns, note('El sábado voy sola a la playa.'))).toBe(
      '¿Te gusta el sol?',
    );
    expect(contextOf('sol', learner, turns, note('El sábado voy a la playa para tomar el sol.'))).toBe(
      'El sábado voy a la playa para tomar el sol.',
    );
  });
});
