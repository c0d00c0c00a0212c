import {
  QUICK_START_KEYS,
  completeStep,
  isQuickStartFinished,
  nextQuickStartStep,
  type QuickStartStepId,
} from '../../domain/quick-start';

/**
 * Fired on window after this tab changes the flags: the browser's `storage` event only reaches
 * other tabs, so the floating bar stayed at 1/3 after "Your First Chat".
 */
export const QUICK_START_CHANGED = 'charla:quick-start-changed';

function announce(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(QUICK_START_CHANGED));
}

export interface QuickStartFlags {
  mode: boolean;
  currentStep: QuickStartStepId | null;
  progress: string[];
}

function readProgress(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(QUICK_START_KEYS.progress) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** The quick-start flags kept in browser storage under the spec's keys (product.md#entities, product.md#limits). */
export function readQuickStart(): QuickStartFlags {
  return {
    mode: localStorage.getItem(QUICK_START_KEYS.mode) === 'true',
    currentStep: (localStorage.getItem(QUICK_START_KEYS.currentStep) as QuickStartStepId | null) ?? null,
    progress: readProgress(),
  };
}

/** Starts quick-start mode with an empty progress list, on the first step. */
export function startQuickStart(): QuickStartFlags {
  localStorage.setItem(QUICK_START_KEYS.mode, 'true');
  localStorage.setItem(QUICK_START_KEYS.progress, '[]');
  localStorage.setItem(QUICK_START_KEYS.currentStep, 'mini-assessment');
  announce();
  return readQuickStart();
}

/**
 * Records a finished step (product.md#quick-start-progress, product.md#quick-start-progress). Once 3 or more steps are done the mode and step
 * flags are removed; the progress list stays so the journey page can show it completed.
 */
export function markQuickStartStep(id: QuickStartStepId): QuickStartFlags {
  const progress = completeStep(readProgress(), id);
  localStorage.setItem(QUICK_START_KEYS.progress, JSON.stringify(progress));
  if (isQuickStartFinished(progress)) {
    localStorage.removeItem(QUICK_START_KEYS.mode);
    localStorage.removeItem(QUICK_START_KEYS.currentStep);
  } else {
    const next = nextQuickStartStep(progress);
    if (next) localStorage.setItem(QUICK_START_KEYS.currentStep, next);
  }
  announce();
  return readQuickStart();
}

/** Is the learner on this step of an active quick start? */
export function isOnQuickStartStep(id: QuickStartStepId): boolean {
  const flags = readQuickStart();
  return flags.mode && flags.currentStep === id;
}
