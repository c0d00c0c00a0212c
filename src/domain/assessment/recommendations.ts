import type { Level } from '../levels';
import { SKILLS, type AssessmentResult, type Skill } from './types';

const LEVEL_ADVICE: Record<Level, string> = {
  A0: 'Start with greetings, numbers and everyday words, and say each one out loud as you learn it.',
  A1: 'Build short sentences about yourself, your day and your plans to turn single words into speech.',
  A2: 'Practise describing past events and making simple requests, such as ordering food or asking for directions.',
  B1: 'Hold longer conversations on familiar topics and push yourself to explain your opinions and reasons.',
  B2: 'Discuss abstract topics and try to keep talking fluently when you meet a word you do not know.',
  C1: 'Refine your style with idioms, precise connectors and a register that fits formal and informal situations.',
  C2: 'Keep your Spanish sharp with native-speed media and conversations on specialised subjects.',
};

const SKILL_ADVICE: Record<Skill, string> = {
  vocabulary: 'Vocabulary was your weakest area, so review your flashcards every day to grow your word bank.',
  grammar: 'Grammar was your weakest area, so focus on verb forms and sentence patterns in your lessons.',
  comprehension:
    'Comprehension was your weakest area, so read and listen to short Spanish texts and check what you understood.',
};

/** From this skill score on, the weakest skill is still strong and is not called out as a weakness. */
const STRONG_SKILL_SCORE = 80;
const BALANCED_ADVICE =
  'Your skills are strong across the board, so keep them balanced with conversation, reading and review.';

const RETAKE_ADVICE = 'Retake the assessment after a week of practice to see how far you have come.';

/** The tested skill with the lowest score (ties by SKILLS order); vocabulary when nothing was tested. */
export function weakestSkill(scoring: AssessmentResult['scoring']): Skill {
  let weakest: Skill | undefined;
  for (const skill of SKILLS) {
    if (scoring[skill].total === 0) continue;
    if (weakest === undefined || scoring[skill].score < scoring[weakest].score) weakest = skill;
  }
  return weakest ?? 'vocabulary';
}

/** Two to four study tips from the level and the weakest skill (product.md#assessment-scoring). */
export function recommendationsFor(level: Level, scoring: AssessmentResult['scoring']): string[] {
  const untested = SKILLS.filter((s) => scoring[s].total === 0);
  const weakest = weakestSkill(scoring);
  // An untested skill scores 0 (scoring.ts), so only a tested weakest skill can be strong.
  const tips = [
    LEVEL_ADVICE[level],
    scoring[weakest].score >= STRONG_SKILL_SCORE ? BALANCED_ADVICE : SKILL_ADVICE[weakest],
  ];
  if (untested.length > 0 && untested.length < SKILLS.length) {
    const pronoun = untested.length === 1 ? 'it' : 'them';
    tips.push(
      `This assessment did not test your ${untested.join(' or ')}, so try a lesson on ${pronoun} soon.`,
    );
  }
  tips.push(RETAKE_ADVICE);
  return tips;
}
