/** Full-assessment retake cooldown (product.md#retake, product.md#limits). */
import { DAY_MS } from './time';

/** Days between full assessments (product.md#limits). */
export const RETAKE_COOLDOWN_DAYS = 7;

export interface RetakeEligibility {
  canRetake: boolean;
  /** Set only while the cooldown runs: the instant the next assessment opens. */
  nextAvailableDate: Date | null;
  /** Whole 24-hour days since the latest assessment; null when there is none. */
  daysSinceLastAssessment: number | null;
}

/**
 * Retake allowed with no prior assessment or once at least 7 full days (7 × 24 h) have passed;
 * otherwise the next available date is 7 days after the last one (product.md#retake).
 */
export function retakeEligibility(lastCompletedAt: Date | null, now: Date): RetakeEligibility {
  if (lastCompletedAt === null) {
    return { canRetake: true, nextAvailableDate: null, daysSinceLastAssessment: null };
  }
  const elapsed = now.getTime() - lastCompletedAt.getTime();
  const cooldown = RETAKE_COOLDOWN_DAYS * DAY_MS;
  const canRetake = elapsed >= cooldown;
  return {
    canRetake,
    // Null once open: the dashboard shows "Next assessment available: {date}" only during cooldown.
    nextAvailableDate: canRetake ? null : new Date(lastCompletedAt.getTime() + cooldown),
    // A completion time slightly ahead of the server clock counts as 0 days, not -1.
    daysSinceLastAssessment: Math.max(0, Math.floor(elapsed / DAY_MS)),
  };
}
