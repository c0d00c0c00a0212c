import { SCRIPTED_TURNS, type ScriptedTurn, type TurnGroup } from '../../src/tutor/evaluation/scripted';
import { startApp, type StartedApp } from './app';
import { signIn, tutorStatus, type Target } from './learner';
import { scoreTurns, type EvaluationReport } from './score';
import { playSession, type TurnResult } from './session';

export interface EvaluationOptions {
  /** A running app; without it the app is started here with the environment's tutor. */
  url?: string;
  /** An existing learner on `url`; without it a fresh learner signs up. */
  credentials?: { email: string; password: string };
  /** Added to the started app's environment (the tests' fake services). */
  env?: Record<string, string>;
  /** Only these groups (levels, help, grammar, lesson). */
  groups?: readonly TurnGroup[];
  /** At most this many turns of each group. */
  limit?: number;
  /** Longest wait for one turn's reply. */
  turnTimeoutMs?: number;
}

/** The corpus turns the options choose, in corpus order. */
export function selectTurns(options: Pick<EvaluationOptions, 'groups' | 'limit'>): ScriptedTurn[] {
  const taken = new Map<TurnGroup, number>();
  return SCRIPTED_TURNS.filter((turn) => {
    if (options.groups && !options.groups.includes(turn.group)) return false;
    const n = taken.get(turn.group) ?? 0;
    if (options.limit !== undefined && n >= options.limit) return false;
    taken.set(turn.group, n + 1);
    return true;
  });
}

/**
 * Every sentence in a session of its own (so one turn's correction or follow-up never colours
 * the next, and no tutor holds back a second correction of a kind), a lesson's turns in order in
 * one session of that lesson.
 */
function sessionsOf(turns: readonly ScriptedTurn[]): { lesson?: string; turns: ScriptedTurn[] }[] {
  const sessions: { lesson?: string; turns: ScriptedTurn[] }[] = [];
  for (const turn of turns) {
    const last = sessions.at(-1);
    if (turn.lesson && last?.lesson === turn.lesson) last.turns.push(turn);
    else sessions.push({ ...(turn.lesson ? { lesson: turn.lesson } : {}), turns: [turn] });
  }
  return sessions;
}

/** Error thrown when the tutor cannot be reached at all (the command then exits non-zero). */
export class TutorUnreachable extends Error {}

/** Runs the scripted learner against the tutor over `/api/realtime` and scores what came back. */
export async function evaluateTutor(options: EvaluationOptions = {}): Promise<EvaluationReport> {
  let app: StartedApp | null = null;
  try {
    let target: Target;
    try {
      if (!options.url) app = await startApp(options.env);
      target = await signIn(options.url ?? app!.url, options.credentials);
    } catch (error) {
      throw new TutorUnreachable((error as Error).message);
    }
    const status = await tutorStatus(target);
    const results: TurnResult[] = [];
    for (const session of sessionsOf(selectTurns(options))) {
      const timeoutMs = options.turnTimeoutMs ?? 60_000;
      try {
        results.push(...(await playSession(target, session.turns, { lesson: session.lesson, timeoutMs })));
      } catch (error) {
        const failure = (error as Error).message;
        if (results.length === 0) throw new TutorUnreachable(failure);
        results.push(
          ...session.turns.map((turn) => ({
            turn,
            reply: '',
            toolCalls: [],
            turnMs: 0,
            firstTextMs: null,
            failure,
          })),
        );
      }
    }
    if (results.length > 0 && results.every((r) => r.failure))
      throw new TutorUnreachable(`no turn was answered: ${results[0]?.failure}`);
    return scoreTurns(target.url, status, results);
  } finally {
    await app?.stop();
  }
}
