import type { assessment as en } from '../en/assessment';

/** Spanish texts of the assessment screens: the same keys as the English file. */
export const assessment: typeof en = {};
