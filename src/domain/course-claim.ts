/**
 * The marketing claim about the size of the course ("250+ lessons and 2,500+ expressions"): made
 * only when the authored content bears it out, and never rounded up.
 */

export interface CourseSize {
  lessons: number;
  expressions: number;
}

/** The smallest course the product may make a size claim about. */
export const COURSE_CLAIM_MINIMUM: CourseSize = { lessons: 250, expressions: 2500 };

const roundDown = (value: number, step: number) => Math.floor(value / step) * step;

/**
 * The figures a screen may show as "N+ lessons and M+ expressions": lessons rounded down to tens,
 * expressions to hundreds; null while either count is below the minimum.
 */
export function courseClaim(size: CourseSize, minimum: CourseSize = COURSE_CLAIM_MINIMUM): CourseSize | null {
  if (size.lessons < minimum.lessons || size.expressions < minimum.expressions) return null;
  return { lessons: roundDown(size.lessons, 10), expressions: roundDown(size.expressions, 100) };
}
