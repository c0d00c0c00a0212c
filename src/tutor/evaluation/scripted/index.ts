import { KIND_OF_CATEGORY } from '../../../content/tutor/correction-kinds';
import type { CorpusLevel, CorpusSentence } from '../corpus/types';
import { HELD_OUT } from '../held-out';
import { C1_TURNS } from './c1';
import { GRAMMAR_TURNS, HELP_TURNS, LESSON_TURNS } from './requests';
import type { ScriptedTurn } from './types';

export { TURN_GROUPS, type ScriptedTurn, type TurnGroup } from './types';

/** Sentences taken from each level of the held-out set: errors and correct ones, spread over its topics. */
const ERRORS_PER_LEVEL = 8;
const CORRECT_PER_LEVEL = 5;

/** `count` items spread evenly over `list` (its first, and then every len/count-th). */
function spread<T>(list: readonly T[], count: number): T[] {
  if (list.length <= count) return [...list];
  return Array.from({ length: count }, (_, i) => list[Math.floor((i * list.length) / count)] as T);
}

function toTurn(sentence: CorpusSentence): ScriptedTurn {
  const base = {
    group: sentence.level,
    level: sentence.level,
    purpose: 'sentence',
    text: sentence.text,
  } as const;
  if (sentence.error === null) return { ...base, error: null };
  return {
    ...base,
    error: sentence.error === 'other' ? 'other' : KIND_OF_CATEGORY[sentence.error],
    accepted: sentence.corrected ? [sentence.corrected] : [],
    ...(sentence.right ? { right: sentence.right } : {}),
  };
}

/** Alternates errors and correct sentences, so that any first few turns of a level hold both. */
function interleave<T>(first: readonly T[], second: readonly T[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < Math.max(first.length, second.length); i += 1) {
    if (i < first.length) out.push(first[i] as T);
    if (i < second.length) out.push(second[i] as T);
  }
  return out;
}

function heldOutTurns(level: CorpusLevel): ScriptedTurn[] {
  const sentences = HELD_OUT.filter((s) => s.level === level);
  return interleave(
    spread(
      sentences.filter((s) => s.error !== null),
      ERRORS_PER_LEVEL,
    ),
    spread(
      sentences.filter((s) => s.error === null),
      CORRECT_PER_LEVEL,
    ),
  ).map(toTurn);
}

/**
 * The scripted learner of the tutor evaluation over the realtime protocol: A0–B2 sentences from
 * the held-out set (which no tutor was tuned on), C1 sentences, help requests, grammar questions
 * and one lesson played in order. Errors carry their kind (the kinds every tutor reports) and the
 * corrections a teacher accepts.
 */
export const SCRIPTED_TURNS: readonly ScriptedTurn[] = [
  ...(['A0', 'A1', 'A2', 'B1', 'B2'] as const).flatMap(heldOutTurns),
  ...C1_TURNS,
  ...HELP_TURNS,
  ...GRAMMAR_TURNS,
  ...LESSON_TURNS,
];
