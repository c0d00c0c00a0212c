/** English texts of the lessons screens (owned by that feature). */
export const lessons = {};
