import type { Level } from './levels';

/** The three quick-start steps (product.md#quick-start, product.md#limits). */
export const QUICK_START_STEPS = [
  {
    id: 'mini-assessment',
    title: 'Quick Spanish Check',
    seconds: 30,
    route: '/assessment',
    startRoute: '/quick-assessment',
  },
  { id: 'first-conversation', title: 'Your First Chat', seconds: 180, route: '/chat' },
  { id: 'vocabulary-review', title: 'Review New Words', seconds: 120, route: '/flashcards' },
] as const satisfies readonly {
  id: string;
  title: string;
  seconds: number;
  route: string;
  startRoute?: string;
}[];

export type QuickStartStepId = (typeof QUICK_START_STEPS)[number]['id'];
export type QuickStartStepState = 'completed' | 'current' | 'locked';
export type QuickStartChoice = 'beginner' | 'some-experience';

/** Local storage keys (product.md#storage-keys). */
export const QUICK_START_KEYS = {
  mode: 'quickStartMode',
  currentStep: 'quickStartCurrentStep',
  progress: 'quickStartProgress',
} as const;

/** Daily target set by the level choice (product.md#limits). */
export const QUICK_START_DAILY_TARGET_MINUTES = 15;

const STEP_IDS: readonly string[] = QUICK_START_STEPS.map((s) => s.id);

/** Distinct known step ids among the completed list; stored data may hold repeats or stale ids. */
function doneSteps(completed: readonly string[]): Set<string> {
  return new Set(completed.filter((id) => STEP_IDS.includes(id)));
}

/** The header's "about N minutes", with the total rounded up (product.md#quick-start, product.md#limits). */
export function totalMinutesHeader(): number {
  return Math.ceil(QUICK_START_STEPS.reduce((sum, step) => sum + step.seconds, 0) / 60);
}

/** Completed, current (the first uncompleted step), or locked (product.md#quick-start). */
export function stepState(stepId: QuickStartStepId, completed: readonly string[]): QuickStartStepState {
  const done = doneSteps(completed);
  if (done.has(stepId)) return 'completed';
  const firstOpen = QUICK_START_STEPS.find((s) => !done.has(s.id));
  return firstOpen?.id === stepId ? 'current' : 'locked';
}

/** Progress fraction and percent of the journey (product.md#quick-start). */
export function progressFraction(completed: readonly string[]): {
  done: number;
  total: number;
  percent: number;
} {
  const done = doneSteps(completed).size;
  const total = QUICK_START_STEPS.length;
  return { done, total, percent: Math.round((done / total) * 100) };
}

/** Adds a step to the progress list without duplicates (product.md#quick-start-progress). */
export function completeStep(completed: readonly string[], id: QuickStartStepId): string[] {
  return completed.includes(id) ? [...completed] : [...completed, id];
}

/** 3 or more steps done: the mode and step flags are removed (product.md#quick-start-progress, product.md#quick-start-progress). */
export function isQuickStartFinished(completed: readonly string[]): boolean {
  return doneSteps(completed).size >= QUICK_START_STEPS.length;
}

/** The first uncompleted step, or null when the journey is done. */
export function nextQuickStartStep(completed: readonly string[]): QuickStartStepId | null {
  const done = doneSteps(completed);
  return QUICK_START_STEPS.find((s) => !done.has(s.id))?.id ?? null;
}

export interface FirstConversationCheck {
  mode: boolean;
  currentStep: string | null;
  vocabularyCount: number;
  itemCount: number;
}

/** Whether ending a chat completes 'first-conversation' (product.md#quick-start-progress). */
export function shouldCompleteFirstConversation(check: FirstConversationCheck): boolean {
  return (
    check.mode &&
    check.currentStep === 'first-conversation' &&
    (check.vocabularyCount > 0 || check.itemCount > 3)
  );
}

/** A0 for Complete Beginner, else A1 (product.md#quick-start-progress). */
export function levelForQuickStartChoice(choice: QuickStartChoice): Level {
  return choice === 'beginner' ? 'A0' : 'A1';
}

/** Everything the level choice sets (product.md#quick-start-progress): level, 15-minute target, mode on, empty progress. */
export function chooseQuickStartLevel(choice: QuickStartChoice): {
  proficiencyLevel: Level;
  dailyTargets: { type: 'daily_minutes'; target: number; current: number }[];
  mode: true;
  progress: string[];
  currentStep: QuickStartStepId;
} {
  return {
    proficiencyLevel: levelForQuickStartChoice(choice),
    dailyTargets: [{ type: 'daily_minutes', target: QUICK_START_DAILY_TARGET_MINUTES, current: 0 }],
    mode: true,
    progress: [],
    currentStep: QUICK_START_STEPS[0].id,
  };
}

/** Skip: level A1 and onboarding completed, then the dashboard (product.md#quick-start-progress). */
export function skipQuickStart(): { proficiencyLevel: Level; onboardingCompleted: true } {
  return { proficiencyLevel: 'A1', onboardingCompleted: true };
}
