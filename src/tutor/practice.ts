/**
 * Practising the learner's recurring mistakes: now and then the next question is one whose answer
 * needs a structure the learner often gets wrong. In a session focused on one kind it comes first
 * and every third question; otherwise the recurring kinds take turns, from the second question on
 * and every fourth. Each question is asked once a session.
 */
import type { CorrectionKind } from '../content/tutor/correction-kinds';
import { PRACTICE_QUESTIONS } from '../content/tutor/practice-questions';
import type { TopicQuestion } from '../content/tutor/types';

export interface PracticePlan {
  /** The practice question for this prompt, or null when a topic question comes instead. */
  next(
    memory: Readonly<Record<string, string>>,
    usable: (question: TopicQuestion) => boolean,
  ): TopicQuestion | null;
}

const questionsOf = (kind: CorrectionKind): readonly TopicQuestion[] =>
  kind === 'other' ? [] : PRACTICE_QUESTIONS[kind];

export function createPracticePlan(input: {
  focus: CorrectionKind | null;
  recurring: readonly CorrectionKind[];
}): PracticePlan {
  const kinds = input.focus ? [input.focus] : input.recurring.filter((kind) => questionsOf(kind).length > 0);
  const asked = new Set<string>();
  let prompts = 0;
  let turn = 0;
  const due = (n: number) => (input.focus ? n % 3 === 1 : n >= 2 && n % 4 === 2);

  return {
    next(memory, usable) {
      prompts += 1;
      if (kinds.length === 0 || !due(prompts)) return null;
      const kind = kinds[turn % kinds.length] as CorrectionKind;
      turn += 1;
      const question = questionsOf(kind).find(
        (q) => !asked.has(q.id) && !(q.expects && memory[q.expects]) && usable(q),
      );
      if (question) asked.add(question.id);
      return question ?? null;
    },
  };
}
