import type { quickStart as en } from '../en/quick-start';

/** Spanish texts of the quickStart screens: the same keys as the English file. */
export const quickStart: typeof en = {};
