import type { settings as en } from '../en/settings';

/** Spanish texts of the settings screens: the same keys as the English file. */
export const settings: typeof en = {};
