/** Defaults of a new user document (product.md#account). */
export const USER_DOCUMENT_DEFAULTS = {
  onboardingCompleted: false,
  assessmentCompleted: false,
  learningStreak: 0,
  vocabularyReviewsDue: 0,
} as const;

type DefaultField = keyof typeof USER_DOCUMENT_DEFAULTS;
export interface UserDocumentDefaults {
  onboardingCompleted: boolean;
  assessmentCompleted: boolean;
  learningStreak: number;
  vocabularyReviewsDue: number;
}
const DEFAULT_FIELDS = Object.keys(USER_DOCUMENT_DEFAULTS) as DefaultField[];

export interface RepairableDocument {
  onboardingCompleted?: boolean | null;
  assessmentCompleted?: boolean | null;
  learningStreak?: number | null;
  vocabularyReviewsDue?: number | null;
  lastActiveDate?: Date | null;
}

/** product.md#account: the fields an existing document lacks, with the values that fill them. */
export function missingDefaults(doc: RepairableDocument): Partial<UserDocumentDefaults> {
  const patch: Record<string, boolean | number> = {};
  for (const field of DEFAULT_FIELDS) {
    if (doc[field] === undefined || doc[field] === null) patch[field] = USER_DOCUMENT_DEFAULTS[field];
  }
  return patch as Partial<UserDocumentDefaults>;
}

/** product.md#limits: account document creation retries — at most 3, from 1000 ms, doubled each time. */
export const ACCOUNT_RETRY = { maxRetries: 3, baseDelayMs: 1000 } as const;

/** The waits before each retry: 1000, 2000, 4000 ms with the spec's numbers. */
export function backoffDelays(
  maxRetries: number = ACCOUNT_RETRY.maxRetries,
  baseDelayMs: number = ACCOUNT_RETRY.baseDelayMs,
): number[] {
  return Array.from({ length: maxRetries }, (_, attempt) => baseDelayMs * 2 ** attempt);
}
