/** Time constants shared by every rule that counts days (one copy). */

/** One day in milliseconds: rolling windows ("the last 7 days") count in these, not calendar days. */
export const DAY_MS = 24 * 60 * 60 * 1000;
