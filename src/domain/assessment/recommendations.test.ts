import { describe, expect, it } from 'vitest';
import { recommendationsFor, weakestSkill } from './recommendations';
import type { AssessmentResult, SkillScore } from './types';

type Scoring = AssessmentResult['scoring'];

/** A skill's score; `undefined` is a skill no question tested. */
const skill = (score: number | undefined): SkillScore =>
  score === undefined
    ? { correct: 0, total: 0, score: 0, suggestedLevel: 'A1' }
    : { correct: 2, total: 4, score, suggestedLevel: 'A1' };

const scoringOf = (
  vocabulary: number | undefined,
  grammar: number | undefined,
  comprehension: number | undefined,
): Scoring => ({
  totalQuestions: 12,
  correctAnswers: 6,
  overallScore: 50,
  vocabulary: skill(vocabulary),
  grammar: skill(grammar),
  comprehension: skill(comprehension),
});

const LEVEL_A2 =
  'Practise describing past events and making simple requests, such as ordering food or asking for directions.';
const VOCABULARY_WEAKEST =
  'Vocabulary was your weakest area, so review your flashcards every day to grow your word bank.';
const GRAMMAR_WEAKEST =
  'Grammar was your weakest area, so focus on verb forms and sentence patterns in your lessons.';
const BALANCED =
  'Your skills are strong across the board, so keep them balanced with conversation, reading and review.';
const RETAKE = 'Retake the assessment after a week of practice to see how far you have come.';

describe('weakestSkill', () => {
  it('passes over a skill that was never tested, even though it scores 0', () => {
    expect(weakestSkill(scoringOf(undefined, 55, 70))).toBe('grammar');
  });

  it('breaks a tie by the order vocabulary, grammar, comprehension', () => {
    expect(weakestSkill(scoringOf(40, 40, 60))).toBe('vocabulary');
    expect(weakestSkill(scoringOf(90, 40, 40))).toBe('grammar');
  });

  it('falls back on vocabulary when nothing was tested', () => {
    expect(weakestSkill(scoringOf(undefined, undefined, undefined))).toBe('vocabulary');
  });
});

describe('recommendationsFor', () => {
  it('gives the level tip, the weakest skill, and the retake tip when every skill was tested', () => {
    expect(recommendationsFor('A2', scoringOf(70, 45, 60))).toEqual([LEVEL_A2, GRAMMAR_WEAKEST, RETAKE]);
  });

  it('calls a weakest skill of exactly 80 strong', () => {
    expect(recommendationsFor('A2', scoringOf(80, 85, 90))).toEqual([LEVEL_A2, BALANCED, RETAKE]);
  });

  it('still calls a weakest skill of 79 a weakness', () => {
    expect(recommendationsFor('A2', scoringOf(79, 85, 90))[1]).toBe(VOCABULARY_WEAKEST);
  });

  it('names one untested skill as "it"', () => {
    expect(recommendationsFor('A2', scoringOf(70, 45, undefined))).toEqual([
      LEVEL_A2,
      GRAMMAR_WEAKEST,
      'This assessment did not test your comprehension, so try a lesson on it soon.',
      RETAKE,
    ]);
  });

  it('names two untested skills as "them"', () => {
    expect(recommendationsFor('A2', scoringOf(undefined, 45, undefined))[2]).toBe(
      'This assessment did not test your vocabulary or comprehension, so try a lesson on them soon.',
    );
  });

  it('does not list every skill as untested when nothing was answered', () => {
    expect(recommendationsFor('A0', scoringOf(undefined, undefined, undefined))).toEqual([
      'Start with greetings, numbers and everyday words, and say each one out loud as you learn it.',
      VOCABULARY_WEAKEST,
      RETAKE,
    ]);
  });
});
