/** English texts of the chat screens (owned by that feature). */
export const chat = {};
