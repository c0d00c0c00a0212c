import { z } from 'zod';
import { LEVELS } from '../../../domain/levels';
import { LESSON_ID_PATTERN } from '../schema';

/** Unit ids have the form unit-{level lowercase}-{order}, like lesson ids. */
export const UNIT_ID_PATTERN = /^unit-(a0|a1|a2|b1|b2|c1|c2)-(\d+)$/;

const nonEmpty = z.string().trim().min(1);
const text = z.object({ title: nonEmpty, goal: nonEmpty });

/**
 * A unit: lessons of one level that belong together, played in the order listed. The English
 * text is the default; `es` is what the Spanish UI shows.
 */
export const unitSchema = z
  .object({
    id: z.string().regex(UNIT_ID_PATTERN),
    level: z.enum(LEVELS),
    order: z.number().int().positive(),
    // The reference alignment (docs/course.md's table is generated from these): what a learner
    // can do after the unit, and the grammar it teaches, in English.
    functions: nonEmpty,
    grammar: nonEmpty,
    en: text,
    es: text,
    lessonIds: z.array(z.string().regex(LESSON_ID_PATTERN)).min(1),
  })
  .superRefine((unit, ctx) => {
    if (unit.id !== `unit-${unit.level.toLowerCase()}-${unit.order}`) {
      ctx.addIssue({ code: 'custom', path: ['id'], message: `id ${unit.id} does not match level and order` });
    }
    const prefix = `lesson-${unit.level.toLowerCase()}-`;
    const stray = unit.lessonIds.filter((id) => !id.startsWith(prefix));
    if (stray.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['lessonIds'],
        message: `lessons of another level: ${stray.join(', ')}`,
      });
    }
    if (unit.en.title === unit.es.title || unit.en.goal === unit.es.goal) {
      ctx.addIssue({ code: 'custom', path: ['es'], message: 'the Spanish text copies the English one' });
    }
  });

export type UnitContent = z.infer<typeof unitSchema>;
