import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { LEVELS } from '../../domain/levels';
import { lessonIdFor, lessonSchema, type LessonContent } from './schema';

const valid: LessonContent = {
  id: 'lesson-a1-3',
  title: 'T',
  description: 'D',
  order: 3,
  level: 'A1',
  category: 'Grammar',
  duration: 30,
  objectives: ['a', 'b', 'c'],
  es: { title: 'T es', description: 'D es', objectives: ['a es', 'b es', 'c es'] },
  vocabulary: ['uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis'].map((spanish) => ({
    spanish,
    english: 'x',
    partOfSpeech: 'num' as const,
  })),
  grammarPoints: ['g'],
  conversationTopics: ['t1', 't2'],
  prerequisites: ['lesson-a1-2'],
  exercises: [
    { type: 'grammar', content: 'c', instructions: 'i' },
    { type: 'roleplay', content: 'c', instructions: 'i' },
  ],
  isActive: true,
};

describe('lessonSchema', () => {
  it('accepts a minimal valid lesson', () => {
    expect(lessonSchema.safeParse(valid).success).toBe(true);
  });

  it.each<[string, Partial<LessonContent>]>([
    ['id with wrong level', { id: 'lesson-a2-3' }],
    ['id with wrong order', { id: 'lesson-a1-4' }],
    ['malformed id', { id: 'lesson-x9-3' }],
    ['order zero', { order: 0, id: 'lesson-a1-0' }],
    ['duration 14', { duration: 14 }],
    ['duration 41', { duration: 41 }],
    ['fractional duration', { duration: 20.5 }],
    ['two objectives', { objectives: ['a', 'b'] }],
    ['five vocabulary items', { vocabulary: valid.vocabulary.slice(0, 5) }],
    ['no grammar points', { grammarPoints: [] }],
    ['one conversation topic', { conversationTopics: ['t1'] }],
    ['one exercise', { exercises: valid.exercises.slice(0, 1) }],
    ['self prerequisite', { prerequisites: ['lesson-a1-3'] }],
    ['malformed prerequisite', { prerequisites: ['a1-2'] }],
    ['blank title', { title: '  ' }],
    ['no Spanish version', { es: undefined }],
    ['blank Spanish title', { es: { ...valid.es, title: ' ' } }],
    ['blank Spanish description', { es: { ...valid.es, description: '' } }],
    [
      'fewer Spanish objectives than English ones',
      { es: { ...valid.es, objectives: ['a es', 'b es', 'c es'] }, objectives: ['a', 'b', 'c', 'd'] },
    ],
    ['more Spanish objectives than English ones', { es: { ...valid.es, objectives: ['a', 'b', 'c', 'd'] } }],
  ])('rejects %s', (_label, change) => {
    expect(lessonSchema.safeParse({ ...valid, ...change }).success).toBe(false);
  });

  it('rejects an unknown category and exercise type', () => {
    expect(lessonSchema.safeParse({ ...valid, category: 'Reading' }).success).toBe(false);
    const exercises = [{ type: 'essay', content: 'c', instructions: 'i' }, valid.exercises[1]];
    expect(lessonSchema.safeParse({ ...valid, exercises }).success).toBe(false);
  });

  it('rejects an expression without a part of speech, or with one the glossary does not use', () => {
    const [first, ...rest] = valid.vocabulary;
    const without = [{ spanish: first!.spanish, english: first!.english }, ...rest];
    expect(lessonSchema.safeParse({ ...valid, vocabulary: without }).success).toBe(false);
    const unknown = [{ ...first!, partOfSpeech: 'gerund' }, ...rest];
    expect(lessonSchema.safeParse({ ...valid, vocabulary: unknown }).success).toBe(false);
  });

  it('accepts exactly the ids derived from level and order', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LEVELS),
        fc.integer({ min: 1, max: 500 }),
        fc.constantFrom(...LEVELS),
        fc.integer({ min: 1, max: 500 }),
        (level, order, idLevel, idOrder) => {
          const lesson = { ...valid, level, order, id: lessonIdFor(idLevel, idOrder), prerequisites: [] };
          const matches = idLevel === level && idOrder === order;
          expect(lessonSchema.safeParse(lesson).success).toBe(matches);
        },
      ),
    );
  });
});
