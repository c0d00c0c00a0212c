/** English texts of the settings screens (owned by that feature). */
export const settings = {};
