import type { lessons as en } from '../en/lessons';

/** Spanish texts of the lessons screens: the same keys as the English file. */
export const lessons: typeof en = {};
