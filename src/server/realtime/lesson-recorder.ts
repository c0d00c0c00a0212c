/**
 * Counts a lesson conversation while it runs: every learner turn (typed, or a transcript of what
 * was said) is assessed against the lesson as it arrives, and the totals are saved, so the score
 * at the end is the server's and no client can post one. A correction the AI tutor notes for a
 * turn takes that turn's credit away, as the built-in checker's own finding does.
 */
import { getGlossary } from '../../content/glossary';
import type { LessonContent } from '../../content/lessons';
import { scriptFor } from '../../content/lessons/scripts';
import { studySeconds } from '../../domain/lesson-completion';
import { fold } from '../../domain/text';
import { createLessonAssessor, type TurnAssessment } from '../../tutor/lesson-assessor';
import { lessonFocus } from '../../tutor/lesson-focus';
import type { AttemptRow, AttemptState } from '../modules/lessons/attempts-repository';

/** Turns kept per attempt; a lesson is far shorter. */
const MAX_TURNS = 400;

interface Turn extends TurnAssessment {
  text: string;
  at: Date;
}

interface Store {
  save(id: string, userId: string, state: AttemptState): Promise<void>;
}

/** Attempts being recorded in this process, so the end of a lesson can wait for the last save. */
const active = new Map<string, { settled(): Promise<void> }>();

/** Waits until every turn of the attempt seen so far is saved (nothing to wait for if not running here). */
export async function settleAttempt(id: string): Promise<void> {
  await active.get(id)?.settled();
}

export function recordLessonAttempt(
  attempt: AttemptRow,
  lesson: LessonContent,
  store: Store,
  onError: (error: unknown) => void,
) {
  const assessor = createLessonAssessor(lesson, scriptFor(lesson.id), getGlossary());
  const focus = new Set(lessonFocus(lesson.grammarPoints));
  // A resumed attempt (after a dropped connection) carries on from what was counted before.
  const before = attempt;
  const turns: Turn[] = [];
  let noted: { original: string; corrected: string; focus: boolean } | null = null;
  let chain = Promise.resolve();

  function state(): AttemptState {
    const counted = turns.filter((turn) => turn.text.trim() !== '');
    const used = new Set(before.itemsUsed);
    for (const turn of counted) if (turn.accepted) for (const item of turn.items) used.add(item);
    const tried = new Set(before.itemsTried);
    for (const turn of counted) for (const item of turn.items) if (!used.has(item)) tried.add(item);
    for (const item of used) tried.delete(item);
    const times = counted.map((turn) => turn.at);
    const resumedAt = before.lastTurnAt ?? before.startedAt;
    return {
      lastTurnAt: times.at(-1) ?? before.lastTurnAt,
      learnerTurns: before.learnerTurns + counted.length,
      studySeconds: before.studySeconds + studySeconds(resumedAt, times),
      itemsUsed: [...used],
      itemsTried: [...tried],
      grammarUsed: before.grammarUsed || counted.some((turn) => turn.accepted && turn.grammar),
      keyCorrection: noted ? { original: noted.original, corrected: noted.corrected } : before.keyCorrection,
    };
  }

  function persist(): void {
    const snapshot = state();
    chain = chain.then(() => store.save(attempt.id, attempt.userId, snapshot)).catch(onError);
  }

  /** The first correction in the lesson's own grammar point matters most; else the first one. */
  function note(original: string, corrected: string, inFocus: boolean): void {
    if (!noted || (inFocus && !noted.focus)) noted = { original, corrected, focus: inFocus };
  }

  const recorder = {
    learnerTurn(text: string, at: Date): void {
      if (turns.length >= MAX_TURNS || text.trim() === '') return;
      const assessed = assessor.assess(text);
      turns.push({ ...assessed, text, at });
      if (assessed.correction)
        note(
          assessed.correction.original,
          assessed.correction.corrected,
          focus.has(assessed.correction.category),
        );
      persist();
    },
    /** The tutor noted a correction (note_correction): the turn it is about earns no credit. */
    correctionNoted(original: string, corrected: string): void {
      const wanted = fold(original).trim();
      if (wanted === '') return;
      const turn =
        [...turns]
          .reverse()
          .find((t) => fold(t.text).includes(wanted) || wanted.includes(fold(t.text).trim())) ?? turns.at(-1);
      if (!turn) return;
      turn.accepted = false;
      note(original, corrected, false);
      persist();
    },
    settled: () => chain,
    close(): void {
      void chain.finally(() => {
        if (active.get(attempt.id) === recorder) active.delete(attempt.id);
      });
    },
  };
  active.set(attempt.id, recorder);
  return recorder;
}
