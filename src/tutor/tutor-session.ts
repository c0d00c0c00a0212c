/**
 * One conversation's tutor: the tools it builds once from the setup (planner, lesson coach, replies…)
 * and the state that changes turn by turn. The turn parts (tutor-*.ts) read and update this one object.
 */
import type { CorrectionCategory } from '../content/tutor/correction-categories';
import type { GrammarNote } from '../content/tutor/grammar-notes/types';
import type { TopicQuestion } from '../content/tutor/types';
import { scriptFor } from '../content/lessons/scripts';
import { levelIndex } from '../domain/levels';
import { Voice } from './compose';
import { createDifficulty } from './difficulty';
import { createExplanationVariety } from './explanation-variety';
import { lessonNoteIds } from './grammar-questions';
import { createLessonCoach } from './lesson';
import { lessonFocus } from './lesson-focus';
import { createPlanner } from './planner';
import { createPracticePlan } from './practice';
import { createReplies } from './replies';
import { createRng } from './rng';
import { toolsFor } from './tools';
import type { TutorSetup } from './tutor';

/** What changes from one turn to the next. */
interface TutorState {
  greeted: boolean;
  /** The turn that last brought a new topic word. */
  lastWordTurn: number;
  /** Follow-up questions asked in a row. */
  followStreak: number;
  turns: number;
  /** The last reply, said again when the learner asks for a repeat. */
  last: { text: string; translation: string } | null;
  /** The topic question the learner is answering, if any. */
  question: TopicQuestion | null;
  /** The corrected sentence the learner was asked to repeat, and how many tries so far. */
  pending: { target: string; sentence: string; tries: number } | null;
  /** The correction to remember in a lesson's summary: the first in the lesson's point, else the first. */
  toRemember: { sentence: string; focus: boolean } | null;
  /** This reply carries a part of the lesson's script. */
  lessonPart: boolean;
  /** The grammar note being explained and how far: 1 = rule given, 2 = example given. */
  explaining: { note: GrammarNote; step: 1 | 2 } | null;
}

export type TutorSession = ReturnType<typeof createSession>;

export function createSession(setup: TutorSetup) {
  const { glossary } = setup;
  const rng = createRng(setup.seed);
  const basic = levelIndex(setup.level) <= levelIndex('A1');
  const difficulty = createDifficulty(setup.difficulty ?? 'normal', setup.level);
  const withGloss = () => difficulty.style().gloss;
  const memory: Record<string, string> = { ...setup.memory };
  const returning = Boolean(memory.name);
  const voice = new Voice();
  const { checker, verbs, english } = toolsFor(glossary);
  const planner = createPlanner({
    tier: basic ? 'basic' : 'richer',
    interests: setup.interests,
    lesson: setup.lesson,
    rng,
  });
  const coach = setup.lesson
    ? createLessonCoach(setup.lesson, scriptFor(setup.lesson.id), glossary, withGloss)
    : null;
  const practice = createPracticePlan({
    focus: setup.focusKind ?? null,
    recurring: setup.recurringKinds ?? [],
  });
  const replies = createReplies({ voice, glossary, english, planner, memory, withGloss, basic, verbs });
  const state: TutorState = {
    greeted: false,
    lastWordTurn: 0,
    followStreak: 0,
    turns: 0,
    last: null,
    question: null,
    pending: null,
    toRemember: null,
    lessonPart: false,
    explaining: null,
  };
  return {
    setup,
    glossary,
    basic,
    difficulty,
    memory,
    returning,
    voice,
    checker,
    verbs,
    planner,
    coach,
    practice,
    replies,
    state,
    /** Words taught this session (folded), each added to the learner's vocabulary once. */
    taughtWords: new Set<string>(),
    /** Correction categories already corrected this session: a minor slip is corrected once on «normal». */
    usedOnce: new Set<CorrectionCategory>(),
    explanations: createExplanationVariety(),
    followUpsUsed: new Set<string>(),
    /** What the learner said this session but the tutor keeps no memory of: not to be asked again. */
    saidThisSession: {} as Record<string, string>,
    /** Everything the learner said (plain): never asked back as a question. */
    learnerSaid: new Set<string>(),
    lessonNotes: lessonNoteIds(setup.lesson?.grammarPoints ?? []),
    focus: setup.lesson ? lessonFocus(setup.lesson.grammarPoints) : undefined,
    /** Turns between new topic words: every third for a learner whose plan asks for vocabulary. */
    wordEvery: setup.goals?.includes('vocabulary') ? 3 : 4,
  };
}
