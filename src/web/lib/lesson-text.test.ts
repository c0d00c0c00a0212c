import { describe, expect, it } from 'vitest';
import { lessonText, lessonTitle } from './lesson-text';

const lesson = {
  title: 'Greetings and Introductions',
  description: 'Say hello.',
  objectives: ['Greet people', 'Introduce yourself'],
  es: {
    title: 'Saludos y presentaciones',
    description: 'Saluda.',
    objectives: ['Saludar a la gente', 'Presentarte'],
  },
};

describe('lessonText', () => {
  it('gives the Spanish title, description and objectives in the Spanish UI', () => {
    expect(lessonText(lesson, 'es')).toEqual(lesson.es);
    expect(lessonText(lesson, 'es-ES').title).toBe('Saludos y presentaciones');
  });

  it('keeps the English text in the English UI and when no language is known', () => {
    const english = { title: lesson.title, description: lesson.description, objectives: lesson.objectives };
    expect(lessonText(lesson, 'en')).toEqual(english);
    expect(lessonText(lesson, undefined)).toEqual(english);
  });

  it('falls back to English for a lesson without Spanish text (stored or cached before it existed)', () => {
    expect(lessonText({ ...lesson, es: null }, 'es').title).toBe('Greetings and Introductions');
    const { es: _es, ...older } = lesson;
    expect(lessonText(older, 'es').objectives).toEqual(lesson.objectives);
  });
});

describe('lessonTitle', () => {
  it('gives the Spanish title in the Spanish UI and the English one otherwise', () => {
    const next = { title: 'Ordering at a Café', es: { title: 'Pedir en una cafetería' } };
    expect(lessonTitle(next, 'es')).toBe('Pedir en una cafetería');
    expect(lessonTitle(next, 'en')).toBe('Ordering at a Café');
    expect(lessonTitle({ title: 'Ordering at a Café', es: null }, 'es')).toBe('Ordering at a Café');
  });
});
