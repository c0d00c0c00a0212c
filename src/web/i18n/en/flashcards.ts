/** English texts of the flashcards screens (owned by that feature). */
export const flashcards = {};
