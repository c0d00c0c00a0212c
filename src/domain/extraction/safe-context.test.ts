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
