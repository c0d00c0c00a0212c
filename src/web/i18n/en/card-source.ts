/** English texts naming where a card came from (flashcards and the word list; ADR 0032). */
export const cardSource = {
  lesson: 'From the lesson «{{title}}»',
  someLesson: 'From a lesson',
  conversation: 'From your conversation of {{date}}',
};
