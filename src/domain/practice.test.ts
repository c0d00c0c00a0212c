import { describe, expect, it } from 'vitest';
import {
  conversationPracticeSeconds,
  dailyGoalPercent,
  practiceMinutes,
  reviewAnswerSeconds,
  reviewPracticeSeconds,
} from './practice';

const at = (seconds: number) => new Date(Date.UTC(2024, 4, 1, 10) + seconds * 1000);

describe('reviewAnswerSeconds', () => {
  it.each([
    ['no earlier answer', null, 0],
    ['a quick answer', 8, 8],
    ['exactly the 60 s cap', 60, 60],
    ['a slow answer counts the cap', 200, 60],
    ['a 5-minute pause still counts the cap', 300, 60],
    ['over 5 minutes is a new sitting', 301, 0],
    ['yesterday', 86_400, 0],
    ['an answer dated before the previous one', -5, 0],
    ['an unreadable gap', Number.NaN, 0],
    ['an endless gap', Number.POSITIVE_INFINITY, 0],
  ] as const)('%s', (_name, gap, expected) => {
    expect(reviewAnswerSeconds(gap)).toBe(expected);
  });
});

describe('reviewPracticeSeconds', () => {
  it('sums capped gaps of a sitting; the first answer of each sitting counts nothing', () => {
    // Sitting 1: 0, 20, 50, 190 (140 s gap → 60). Sitting 2 after an hour: 3790, 3800.
    const times = [0, 20, 50, 190, 3790, 3800].map(at);
    expect(reviewPracticeSeconds(times)).toBe(20 + 30 + 60 + 0 + 10);
  });
  it('does not depend on the order the answers arrive in (offline sync)', () => {
    expect(reviewPracticeSeconds([at(50), at(0), at(20)])).toBe(50);
  });
  it('one answer alone is no measured time', () => {
    expect(reviewPracticeSeconds([at(0)])).toBe(0);
  });
});

describe('conversationPracticeSeconds', () => {
  it.each([
    ['no learner turn: nothing', 900, 0, 0],
    ['a 2-minute chat with 4 turns counts its length', 120, 4, 120],
    ['one «hola» in a chat left open 30 minutes counts 3 minutes', 1800, 1, 180],
    ['600 s with 3 turns counts 540 s', 600, 3, 540],
    ['no duration', 0, 5, 0],
    ['a chat that ends before it starts (clock skew) counts nothing', -120, 4, 0],
    ['a chat of under half a second counts nothing', 0.4, 2, 0],
  ] as const)('%s', (_name, duration, turns, expected) => {
    expect(conversationPracticeSeconds(duration, turns)).toBe(expected);
  });
});

describe('daily goal', () => {
  it('shows whole minutes practised, rounded down', () => {
    expect(practiceMinutes(299)).toBe(4);
    expect(practiceMinutes(300)).toBe(5);
    expect(practiceMinutes(0)).toBe(0);
  });
  it.each([
    ['nothing yet', 0, 5, 0],
    ['3 of the onboarding 5 minutes', 180, 5, 60],
    ['just short of 5 minutes', 299, 5, 99],
    ['met', 300, 5, 100],
    ['more than the goal stays full', 1800, 20, 100],
    ['no goal', 300, 0, 0],
  ] as const)('%s', (_name, seconds, goal, expected) => {
    expect(dailyGoalPercent(seconds, goal)).toBe(expected);
  });
});
