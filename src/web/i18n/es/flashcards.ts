import type { flashcards as en } from '../en/flashcards';

/** Spanish texts of the flashcards screens: the same keys as the English file. */
export const flashcards: typeof en = {};
