import { describe, expect, it } from 'vitest';
import { CURRICULUM } from '../../content/lessons';
import { IMPROVEMENT_GOAL_IDS } from '../../domain/onboarding/options';
import type { SessionProfile } from '../adapters/realtime/types';
import { lessonInstructions } from './lesson-instructions';
import { buildInstructions, estimateTokens, INSTRUCTION_BUDGET_TOKENS } from './session-config';

/** A learner with everything a prompt can carry: 50 long remembered facts, five due words, kinds. */
const full: SessionProfile = {
  userId: 'u1',
  level: 'B1',
  interests: ['food', 'travel', 'music'],
  memory: Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`fact_${i}`, `valor ${i} `.repeat(40)])),
  lesson: null,
  voiceSpeed: 'normal',
  uiLanguage: 'en',
  difficulty: 'adaptive',
  goals: [...IMPROVEMENT_GOAL_IDS],
  dueWords: Array.from({ length: 5 }, (_, i) => ({
    word: `palabra${i} `.repeat(8),
    translation: 'word '.repeat(12),
  })),
  voiceInput: 'hold',
  recurringKinds: ['past-tenses', 'ser-estar', 'subjunctive'],
  focusKind: 'agreement',
};

describe('the instructions’ token budget', () => {
  it.each(CURRICULUM.map((lesson) => [lesson.id, lesson] as const))(
    '%s: the whole lesson and every bounded part fit, the memory gets what is left',
    (_id, lesson) => {
      const text = buildInstructions({ ...full, lesson });
      expect(estimateTokens(text)).toBeLessThanOrEqual(INSTRUCTION_BUDGET_TOKENS);
      for (const line of lessonInstructions(lesson)) expect(text).toContain(line);
      expect(text).toContain('Words the learner is due to review');
      expect(text).toContain('"agreement"');
      expect(text).toContain('fact_0=');
      expect(text).not.toContain('fact_49=');
    },
  );

  it('keeps every fact of a short memory, each quoted', () => {
    const text = buildInstructions({ ...full, memory: { name: 'Ana', home_city: 'Sevilla "la bella"' } });
    expect(text).toContain(
      'What you remember about the learner: name="Ana"; home_city="Sevilla \\"la bella\\"".',
    );
  });

  it('says nothing about memory when there is none', () => {
    expect(buildInstructions({ ...full, memory: {} })).not.toContain('What you remember');
  });
});
