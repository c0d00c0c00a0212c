import type { cardSource as en } from '../en/card-source';

/** Spanish texts naming where a card came from: the same keys as the English file. */
export const cardSource: typeof en = {
  lesson: 'De la lección «{{title}}»',
  someLesson: 'De una lección',
  conversation: 'De tu conversación del {{date}}',
};
