import type { CorrectionKind } from '../../../content/tutor/correction-kinds';
import type { Level } from '../../../domain/levels';

/** Where a turn belongs in the report: a CEFR level's sentences, help requests, grammar questions or a lesson. */
export type TurnGroup = 'A0' | 'A1' | 'A2' | 'B1' | 'B2' | 'C1' | 'help' | 'grammar' | 'lesson';

export const TURN_GROUPS: readonly TurnGroup[] = [
  'A0',
  'A1',
  'A2',
  'B1',
  'B2',
  'C1',
  'help',
  'grammar',
  'lesson',
];

/** One message a scripted learner types to the tutor. */
export interface ScriptedTurn {
  group: TurnGroup;
  level: Level;
  /** What the learner types. */
  text: string;
  /** 'sentence' is scored for corrections; 'help' and 'grammar' for being answered. */
  purpose: 'sentence' | 'help' | 'grammar';
  /** The kind of the sentence's main error; null for a correct sentence. */
  error: CorrectionKind | null;
  /** For an error: the corrected sentences a teacher accepts (the minimal correction first). */
  accepted?: readonly string[];
  /** For an error: the corrected words; a correction containing them also counts as right. */
  right?: string;
  /** For help and grammar: words (accents and case ignored) of which an answer names at least one. */
  answeredBy?: readonly string[];
  /** Turns sharing a lesson id are played in order in one session of that lesson. */
  lesson?: string;
}
