import type { chat as en } from '../en/chat';

/** Spanish texts of the chat screens: the same keys as the English file. */
export const chat: typeof en = {};
