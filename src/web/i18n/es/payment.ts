import type { payment as en } from '../en/payment';

/** Spanish texts of the payment screens: the same keys as the English file. */
export const payment: typeof en = {};
