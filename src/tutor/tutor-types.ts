import type { Glossary } from '../content/glossary';
import type { LessonContent } from '../content/lessons';
import type { CorrectionKind } from '../content/tutor/correction-kinds';
import type { TUTOR_TOOLS } from '../contracts/realtime';
import type { Level } from '../domain/levels';
import type { Difficulty } from '../domain/settings';
import type { Correction } from './grammar/engine';
import type { TurnKind } from './replies';

export interface ToolCall {
  name: (typeof TUTOR_TOOLS)[keyof typeof TUTOR_TOOLS];
  arguments: Record<string, string>;
}

export interface TutorTurn {
  kind: TurnKind;
  /** What the tutor says (Spanish, at most 20 words). */
  text: string;
  /** Its English translation, written with the same template. */
  translation: string;
  toolCalls: ToolCall[];
  /** The correction made this turn, if any (also sent as note_correction). */
  correction?: Correction;
}

export interface TutorSetup {
  level: Level;
  interests: readonly string[];
  lesson: LessonContent | null;
  memory: Readonly<Record<string, string>>;
  seed: number;
  glossary: Glossary;
  uiLanguage?: 'en' | 'es';
  /** The learner's difficulty setting: reply length, English glosses and how strictly it corrects. */
  difficulty?: Difficulty;
  /** The study plan's goals: a learner who wants vocabulary meets new words more often. */
  goals?: readonly string[];
  /** A session to practise one kind of mistake: its questions come first and often. */
  focusKind?: CorrectionKind | null;
  /** The kinds of mistake the learner makes most: their questions come now and then. */
  recurringKinds?: readonly CorrectionKind[];
}

export interface Tutor {
  reply(userText: string): TutorTurn;
  memory(): Record<string, string>;
}
