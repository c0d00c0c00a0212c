/** English texts of the quickStart screens (owned by that feature). */
export const quickStart = {};
