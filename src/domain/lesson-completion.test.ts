import { describe, expect, it } from 'vitest';
import {
  LESSON_PASS_SCORE,
  MIN_LESSON_TURNS,
  lessonScore,
  lessonVerdict,
  studySeconds,
} from './lesson-completion';

describe('lesson score', () => {
  it.each([
    [10, 0, false, 0],
    [10, 1, false, 9],
    [10, 6, false, 55],
    [10, 6, true, 64],
    [10, 7, false, 64],
    [10, 10, true, 100],
    [11, 7, false, 58],
    [11, 7, true, 67],
    // More reported than the lesson has cannot pass 100.
    [10, 12, true, 100],
  ])('%i expressions, %i used, grammar %s → %i %%', (itemsTotal, itemsUsed, grammarUsed, score) => {
    expect(lessonScore({ itemsTotal, itemsUsed, grammarUsed })).toBe(score);
  });
});

describe('lesson verdict', () => {
  it('one «hola» is not a lesson', () => {
    const verdict = lessonVerdict({ itemsTotal: 11, itemsUsed: 1, grammarUsed: false, learnerTurns: 1 });
    expect(verdict).toEqual({ score: 8, completed: false, short: { turns: 3, score: 52 } });
  });

  it('7 of 10 in enough turns completes', () => {
    const verdict = lessonVerdict({ itemsTotal: 10, itemsUsed: 7, grammarUsed: false, learnerTurns: 6 });
    expect(verdict).toEqual({ score: 64, completed: true, short: null });
  });

  it('a full score in too few turns does not', () => {
    const verdict = lessonVerdict({
      itemsTotal: 10,
      itemsUsed: 10,
      grammarUsed: true,
      learnerTurns: MIN_LESSON_TURNS - 1,
    });
    expect(verdict.completed).toBe(false);
    expect(verdict.short).toEqual({ turns: 1, score: 0 });
  });

  it('the pass mark is the spec of this rule: 60 %', () => {
    expect(LESSON_PASS_SCORE).toBe(60);
    // 6 of 9 expressions with the grammar point: 7/10 = 70; 5 of 9 with it: 60 — exactly the mark.
    expect(lessonVerdict({ itemsTotal: 9, itemsUsed: 5, grammarUsed: true, learnerTurns: 4 }).completed).toBe(
      true,
    );
    expect(
      lessonVerdict({ itemsTotal: 9, itemsUsed: 5, grammarUsed: false, learnerTurns: 4 }).completed,
    ).toBe(false);
  });
});

describe('study seconds', () => {
  const start = new Date('2026-11-25T10:00:00Z');
  const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

  it('counts from the start to the last turn', () => {
    expect(studySeconds(start, [at(30), at(90), at(200)])).toBe(200);
  });

  it('a long pause counts as five minutes', () => {
    expect(studySeconds(start, [at(60), at(60 + 3600), at(60 + 3600 + 40)])).toBe(60 + 300 + 40);
  });

  it('no turns, no time; turns out of order are sorted', () => {
    expect(studySeconds(start, [])).toBe(0);
    expect(studySeconds(start, [at(50), at(20)])).toBe(50);
  });

  it('sorts the turns before capping pauses: two four-minute gaps given last turn first count eight minutes', () => {
    expect(studySeconds(start, [at(480), at(240)])).toBe(480);
    expect(studySeconds(start, [at(720), at(480), at(240)])).toBe(720);
  });

  it('a turn stamped before the lesson started counts no time', () => {
    expect(studySeconds(start, [at(-60)])).toBe(0);
    expect(studySeconds(start, [at(-60), at(30)])).toBe(30);
  });
});
