/**
 * The learner's choice of review scheduler (ADR 0030), apart from the FSRS rule itself so that
 * settings screens can name the options without loading the scheduler.
 */
export const SCHEDULERS = ['classic', 'fsrs'] as const;
export type Scheduler = (typeof SCHEDULERS)[number];

/** Recall probability FSRS aims for at each due date (FSRS's own default). */
export const DEFAULT_RETENTION = 0.9;
/** Below 0.70 a learner forgets most words between reviews; above 0.97 reviews pile up for little gain. */
export const MIN_RETENTION = 0.7;
export const MAX_RETENTION = 0.97;

/** The retentions the settings screen offers (any value in range is accepted). */
export const RETENTION_OPTIONS = [0.7, 0.75, 0.8, 0.85, 0.9, 0.93, 0.95, 0.97] as const;

/** A retention inside the allowed range; anything unreadable is the default. */
export function clampRetention(value: unknown): number {
  // Stryker disable next-line ConditionalExpression: Number.isFinite is false for anything not a number, so the typeof test only narrows the type
  if (typeof value !== 'number' || !Number.isFinite(value)) return DEFAULT_RETENTION;
  return Math.min(MAX_RETENTION, Math.max(MIN_RETENTION, value));
}
