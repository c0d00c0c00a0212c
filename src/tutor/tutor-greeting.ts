import { LESSON_READY } from '../content/tutor/lesson-teaching';
import { GREETINGS, NICE_TO_MEET } from '../content/tutor/reactions';
import type { Line } from '../content/tutor/types';
import { fill, fit, join } from './compose';
import type { Prompts } from './tutor-prompts';
import type { TutorSession } from './tutor-session';
import type { ToolCall } from './tutor';

/**
 * The tutor's first reply: hello by name when it knows one (a returning learner is welcomed
 * back), then a lesson's goal or the first question.
 */
export function greetingLine(
  fresh: readonly { key: string; value: string }[],
  calls: ToolCall[],
  session: TutorSession,
  prompts: Prompts,
): Line {
  const { voice, memory, coach } = session;
  const named = fresh.find((fact) => fact.key === 'name');
  const hello = named
    ? voice.pick([fill(GREETINGS.named, { name: named.value })])
    : memory.name
      ? fill(session.returning ? GREETINGS.returning : GREETINGS.again[0], { name: memory.name })
      : GREETINGS.first;
  const welcome = named ? voice.pick(NICE_TO_MEET, { name: named.value }) : null;
  if (coach) {
    session.state.lessonPart = true;
    return join([hello, coach.opening(), LESSON_READY]);
  }
  return fit([hello, welcome && !named ? welcome : null, prompts.nextPrompt(calls)], [1]);
}
