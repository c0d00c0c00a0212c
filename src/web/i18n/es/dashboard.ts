import type { dashboard as en } from '../en/dashboard';

/** Spanish texts of the dashboard screens: the same keys as the English file. */
export const dashboard: typeof en = {};
