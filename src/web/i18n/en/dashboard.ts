/** English texts of the dashboard screens (owned by that feature). */
export const dashboard = {};
