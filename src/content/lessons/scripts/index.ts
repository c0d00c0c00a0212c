import { A0_SCRIPTS } from './a0';
import { A1_SCRIPTS } from './a1';
import { A2_SCRIPTS } from './a2';
import { B1_SCRIPTS } from './b1';
import { B2_SCRIPTS } from './b2';
import { C1_SCRIPTS } from './c1';
import { C2_SCRIPTS } from './c2';
import type { LessonScript } from './types';

export type { LessonScript } from './types';

/** Every lesson's role-play script, by lesson id. */
export const LESSON_SCRIPTS: Readonly<Record<string, LessonScript>> = {
  ...A0_SCRIPTS,
  ...A1_SCRIPTS,
  ...A2_SCRIPTS,
  ...B1_SCRIPTS,
  ...B2_SCRIPTS,
  ...C1_SCRIPTS,
  ...C2_SCRIPTS,
};

export function scriptFor(lessonId: string): LessonScript | null {
  return LESSON_SCRIPTS[lessonId] ?? null;
}
