import { describe, it, expect } from 'vitest';
import { LEVELS } from '../../domain/levels';
import { SKILLS, type AssessmentQuestion, type Skill } from '../../domain/assessment/types';
import { assessmentQuestionSchema } from './schema';
import { QUESTION_BANK } from './index';
import { A0_QUESTIONS } from './bank/a0';
import { A1_QUESTIONS } from './bank/a1';
import { A2_QUESTIONS } from './bank/a2';
import { B1_QUESTIONS } from './bank/b1';
import { B2_QUESTIONS } from './bank/b2';
import { C1_QUESTIONS } from './bank/c1';
import { C2_QUESTIONS } from './bank/c2';

// The raw data files, checked directly so a problem is reported here even before index.ts validates.
const FILES: Record<string, AssessmentQuestion[]> = {
  A0: A0_QUESTIONS,
  A1: A1_QUESTIONS,
  A2: A2_QUESTIONS,
  B1: B1_QUESTIONS,
  B2: B2_QUESTIONS,
  C1: C1_QUESTIONS,
  C2: C2_QUESTIONS,
};
const ALL = Object.values(FILES).flat();
const TYPE_CODES: Record<Skill, string> = { vocabulary: 'voc', grammar: 'gra', comprehension: 'com' };
// Enough per level and skill that a retake, which draws from the same levels, rarely meets the same questions.
const MIN_PER_LEVEL = 30;
const MIN_PER_LEVEL_AND_TYPE = 10;
const MAX_SHARE_OF_ONE_POSITION = 0.4;

/** Ids of the questions failing `ok`, so a failure names the culprits. */
const failing = (ok: (q: AssessmentQuestion) => boolean) => ALL.filter((q) => !ok(q)).map((q) => q.id);

describe('assessment question bank content', () => {
  it('has every data file in the validated bank', () => {
    expect(QUESTION_BANK.map((q) => q.id)).toEqual(ALL.map((q) => q.id));
  });

  it('passes the schema for every entry', () => {
    expect(failing((q) => assessmentQuestionSchema.safeParse(q).success)).toEqual([]);
  });

  it('has unique ids', () => {
    const ids = ALL.map((q) => q.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('files each question under its own level, with an id naming level and type (e.g. b2-gra-05)', () => {
    for (const [level, questions] of Object.entries(FILES)) {
      const wrong = questions.filter(
        (q) =>
          q.level !== level ||
          !new RegExp(`^${level.toLowerCase()}-${TYPE_CODES[q.type]}-\\d{2}$`).test(q.id),
      );
      expect(wrong.map((q) => q.id)).toEqual([]);
    }
  });

  it('never asks the same question twice (wording compared case-insensitive, trimmed)', () => {
    const wording = (q: AssessmentQuestion) => q.question.trim().toLowerCase();
    const wordings = ALL.map(wording);
    expect(ALL.filter((q, i) => wordings.indexOf(wording(q)) !== i).map((q) => q.id)).toEqual([]);
  });

  it('gives every question exactly 4 options (A–D) and an answer index within them', () => {
    expect(failing((q) => q.options.length === 4)).toEqual([]);
    expect(
      failing(
        (q) =>
          Number.isInteger(q.correctAnswer) && q.correctAnswer >= 0 && q.correctAnswer < q.options.length,
      ),
    ).toEqual([]);
  });

  it('never repeats an option within a question (case-insensitive, trimmed)', () => {
    const distinct = (q: AssessmentQuestion) =>
      new Set(q.options.map((o) => o.trim().toLowerCase())).size === q.options.length;
    expect(failing(distinct)).toEqual([]);
  });

  it('explains every answer', () => {
    expect(failing((q) => (q.explanation ?? '').trim().length > 0)).toEqual([]);
  });

  it('gives every explanation a Spanish version for the Spanish UI, not a copy of the English one', () => {
    expect(
      failing((q) => (q.explanationEs ?? '').trim().length > 0 && q.explanationEs !== q.explanation),
    ).toEqual([]);
  });

  it('tags every question and scores 1 point, or 2 for a comprehension passage', () => {
    expect(failing((q) => q.tags.length > 0 && q.tags.every((t) => t.trim().length > 0))).toEqual([]);
    expect(failing((q) => q.points === 1 || (q.points === 2 && q.type === 'comprehension'))).toEqual([]);
  });

  it.each(LEVELS)('level %s has at least 30 questions and at least 10 of each type', (level) => {
    const atLevel = ALL.filter((q) => q.level === level);
    expect(atLevel.length).toBeGreaterThanOrEqual(MIN_PER_LEVEL);
    for (const type of SKILLS) {
      expect(atLevel.filter((q) => q.type === type).length, `${level} ${type}`).toBeGreaterThanOrEqual(
        MIN_PER_LEVEL_AND_TYPE,
      );
    }
  });

  it.each(LEVELS)('spreads the correct answers of %s over the positions, none above 40 percent', (level) => {
    const atLevel = ALL.filter((q) => q.level === level);
    const counts = new Map<number, number>();
    for (const q of atLevel) counts.set(q.correctAnswer, (counts.get(q.correctAnswer) ?? 0) + 1);
    for (const [position, count] of counts) {
      expect(count / atLevel.length, `${level} position ${position}`).toBeLessThanOrEqual(
        MAX_SHARE_OF_ONE_POSITION,
      );
    }
  });

  it('asks the questions in Spanish from B1 on (no English instruction words)', () => {
    const upper = ALL.filter((q) => ['B1', 'B2', 'C1', 'C2'].includes(q.level));
    const englishLooking = upper.filter((q) => /\b(What|Which|How|Why|Read|Complete)\b/.test(q.question));
    expect(englishLooking.map((q) => q.id)).toEqual([]);
  });
});
