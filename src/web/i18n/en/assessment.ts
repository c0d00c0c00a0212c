/** English texts of the assessment screens (owned by that feature). */
export const assessment = {};
