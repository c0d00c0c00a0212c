/** CEFR-style levels used across the product (product.md#limits, product.md#limits). */
export const LEVELS = ['A0', 'A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export type Level = (typeof LEVELS)[number];

export function isLevel(value: unknown): value is Level {
  return (LEVELS as readonly unknown[]).includes(value);
}

export function levelIndex(level: Level): number {
  return LEVELS.indexOf(level);
}

/** The level `steps` away from `level`, clamped to A0..C2. */
export function shiftLevel(level: Level, steps: number): Level {
  const i = Math.min(LEVELS.length - 1, Math.max(0, levelIndex(level) + steps));
  return LEVELS[i] as Level;
}
