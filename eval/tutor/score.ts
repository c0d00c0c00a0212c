import type { TurnGroup } from '../../src/tutor/evaluation/scripted';
import { answered, correctionAccepted, correctionOf, inSpanish, praises, wordCount } from './heuristics';
import type { TutorStatus } from './learner';
import type { TurnResult } from './session';

/** Replies longer than this are counted (the tutors are asked for at most 20 words). */
export const MAX_REPLY_WORDS = 20;

export interface GroupRow {
  group: TurnGroup;
  errors: number;
  /** Erroneous turns that got a note_correction. */
  caught: number;
  /** …whose correction is one a teacher accepts. */
  accepted: number;
  /** …whose kind is the expected one. */
  rightKind: number;
  correct: number;
  /** Correct sentences that got a note_correction. */
  falseAlarms: number;
}

export interface Stats {
  count: number;
  median: number | null;
  p95: number | null;
}

export interface EvaluationReport {
  url: string;
  tutor: TutorStatus;
  turns: number;
  failures: { text: string; failure: string }[];
  corrections: GroupRow[];
  total: Omit<GroupRow, 'group'>;
  /** Erroneous turns answered with praise and no correction. */
  praisedErrors: { count: number; texts: string[] };
  longReplies: { count: number; replies: number; examples: string[] };
  notSpanish: { count: number; replies: number; examples: string[] };
  help: { answered: number; total: number; unanswered: string[] };
  grammar: { answered: number; total: number; unanswered: string[] };
  toolCalls: Record<string, number>;
  correctionKinds: Record<string, number>;
  latency: { turnMs: Stats; firstTextMs: Stats };
  results: TurnResult[];
}

function stats(values: number[]): Stats {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => {
    const value = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)];
    return value === undefined ? null : Math.round(value);
  };
  return { count: sorted.length, median: at(0.5), p95: at(0.95) };
}

const count = <T>(list: readonly T[], test: (item: T) => boolean) => list.filter(test).length;

/** Scores the turns the tutor answered (failed turns are listed, not scored). */
export function scoreTurns(
  url: string,
  tutor: TutorStatus,
  results: readonly TurnResult[],
): EvaluationReport {
  const answeredTurns = results.filter((r) => !r.failure);
  const sentences = answeredTurns.filter((r) => r.turn.purpose === 'sentence');
  const groups = [...new Set(sentences.map((r) => r.turn.group))];
  const corrections = groups.map((group): GroupRow => {
    const inGroup = sentences.filter((r) => r.turn.group === group);
    const wrong = inGroup.filter((r) => r.turn.error !== null);
    const right = inGroup.filter((r) => r.turn.error === null);
    const caught = wrong.filter((r) => correctionOf(r.toolCalls));
    return {
      group,
      errors: wrong.length,
      caught: caught.length,
      accepted: count(caught, (r) => correctionAccepted(r.turn, correctionOf(r.toolCalls)!)),
      rightKind: count(caught, (r) => correctionOf(r.toolCalls)!.arguments.category === r.turn.error),
      correct: right.length,
      falseAlarms: count(right, (r) => Boolean(correctionOf(r.toolCalls))),
    };
  });
  const sum = (key: keyof Omit<GroupRow, 'group'>) => corrections.reduce((n, row) => n + row[key], 0);
  const praised = sentences.filter(
    (r) => r.turn.error !== null && !correctionOf(r.toolCalls) && praises(r.reply),
  );
  const replies = answeredTurns.filter((r) => r.reply.length > 0);
  const long = replies.filter((r) => wordCount(r.reply) > MAX_REPLY_WORDS);
  const foreign = replies.filter((r) => !inSpanish(r.reply));
  const requests = (purpose: 'help' | 'grammar') => {
    const asked = answeredTurns.filter((r) => r.turn.purpose === purpose);
    const missed = asked.filter((r) => !answered(r.turn, r.reply));
    return {
      answered: asked.length - missed.length,
      total: asked.length,
      unanswered: missed.map((r) => `${r.turn.text} → ${r.reply}`),
    };
  };
  const tally = (keys: string[]) =>
    keys.reduce<Record<string, number>>((out, key) => ({ ...out, [key]: (out[key] ?? 0) + 1 }), {});
  const calls = answeredTurns.flatMap((r) => r.toolCalls);
  return {
    url,
    tutor,
    turns: results.length,
    failures: results.filter((r) => r.failure).map((r) => ({ text: r.turn.text, failure: r.failure! })),
    corrections,
    total: {
      errors: sum('errors'),
      caught: sum('caught'),
      accepted: sum('accepted'),
      rightKind: sum('rightKind'),
      correct: sum('correct'),
      falseAlarms: sum('falseAlarms'),
    },
    praisedErrors: { count: praised.length, texts: praised.map((r) => `${r.turn.text} → ${r.reply}`) },
    longReplies: {
      count: long.length,
      replies: replies.length,
      examples: long.slice(0, 5).map((r) => r.reply),
    },
    notSpanish: {
      count: foreign.length,
      replies: replies.length,
      examples: foreign.slice(0, 5).map((r) => r.reply),
    },
    help: requests('help'),
    grammar: requests('grammar'),
    toolCalls: tally(calls.map((call) => call.name)),
    correctionKinds: tally(
      calls.filter((call) => call.name === 'note_correction').map((call) => String(call.arguments.category)),
    ),
    latency: {
      turnMs: stats(answeredTurns.map((r) => r.turnMs)),
      firstTextMs: stats(answeredTurns.flatMap((r) => (r.firstTextMs === null ? [] : [r.firstTextMs]))),
    },
    results: [...results],
  };
}
