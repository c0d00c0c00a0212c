import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COURSE_CLAIM_MINIMUM, courseClaim } from './course-claim';

describe('courseClaim', () => {
  it.each([
    [{ lessons: 70, expressions: 700 }, null],
    [{ lessons: 249, expressions: 3000 }, null],
    [{ lessons: 300, expressions: 2499 }, null],
    [
      { lessons: 250, expressions: 2500 },
      { lessons: 250, expressions: 2500 },
    ],
    [
      { lessons: 268, expressions: 2741 },
      { lessons: 260, expressions: 2700 },
    ],
    [
      { lessons: 1009, expressions: 10099 },
      { lessons: 1000, expressions: 10000 },
    ],
  ])('%j claims %j', (size, claim) => {
    expect(courseClaim(size)).toEqual(claim);
  });

  it('never claims more than the content has, nor less than the minimum', () => {
    fc.assert(
      fc.property(fc.nat(5000), fc.nat(50000), (lessons, expressions) => {
        const claim = courseClaim({ lessons, expressions });
        if (claim === null) return;
        expect(claim.lessons).toBeLessThanOrEqual(lessons);
        expect(claim.expressions).toBeLessThanOrEqual(expressions);
        expect(lessons - claim.lessons).toBeLessThan(10);
        expect(expressions - claim.expressions).toBeLessThan(100);
        expect(claim.lessons).toBeGreaterThanOrEqual(COURSE_CLAIM_MINIMUM.lessons);
        expect(claim.expressions).toBeGreaterThanOrEqual(COURSE_CLAIM_MINIMUM.expressions);
      }),
    );
  });
});
