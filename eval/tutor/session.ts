import WebSocket from 'ws';
import type { ScriptedTurn } from '../../src/tutor/evaluation/scripted';
import type { Target } from './learner';

export interface ToolCall {
  name: string;
  arguments: Record<string, unknown>;
}

/** What one learner turn got back: the tutor's words, its tool calls, and how long it took. */
export interface TurnResult {
  turn: ScriptedTurn;
  reply: string;
  toolCalls: ToolCall[];
  /** From sending the message to the last response of the turn (tool rounds included). */
  turnMs: number;
  /** From sending the message to the first word of the reply; null when no words came. */
  firstTextMs: number | null;
  /** Why the turn has no answer (timeout, error event, closed session). */
  failure?: string;
}

type Event = Record<string, unknown>;

const TEXT_DELTAS = new Set([
  'response.text.delta',
  'response.audio_transcript.delta',
  'response.output_text.delta',
  'response.output_audio_transcript.delta',
]);
/** Rounds of tool results answered before a turn is taken as finished. */
const MAX_TOOL_ROUNDS = 3;
/** Closed with «too many sessions» while the previous session is still being released: retry. */
const TOO_MANY_SESSIONS = 4429;

class Session {
  private events: { event: Event; at: number }[] = [];
  private waiters: (() => void)[] = [];
  closedWith: { code: number; text: string } | null = null;
  private sent = 0;

  constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.events.push({ event: JSON.parse(String(data)) as Event, at: performance.now() });
      this.wake();
    });
    socket.on('close', (code, reason) => {
      this.closedWith = {
        code,
        text: `session closed (${code}${String(reason) ? `: ${String(reason)}` : ''})`,
      };
      this.wake();
    });
  }

  private wake(): void {
    for (const wake of this.waiters.splice(0)) wake();
  }

  send(event: Event): void {
    this.socket.send(JSON.stringify({ event_id: `evt_eval_${++this.sent}`, ...event }));
  }

  get length(): number {
    return this.events.length;
  }

  since(mark: number): Event[] {
    return this.events.slice(mark).map((entry) => entry.event);
  }

  /** When the first event after `mark` matching `predicate` arrived, if one has. */
  firstAt(mark: number, predicate: (event: Event) => boolean): number | null {
    return this.events.slice(mark).find((entry) => predicate(entry.event))?.at ?? null;
  }

  /** Waits until `count` events of `type` (or an error) arrived after `mark`; throws on close or timeout. */
  async waitFor(type: string, mark: number, count: number, timeoutMs: number): Promise<void> {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const events = this.since(mark);
      if (events.filter((e) => e.type === type).length >= count || events.some((e) => e.type === 'error'))
        return;
      if (this.closedWith) throw new Error(this.closedWith.text);
      const left = deadline - performance.now();
      if (left <= 0) throw new Error(`no ${type} within ${Math.round(timeoutMs)} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => (clearTimeout(timer), resolve()));
      });
    }
  }

  async close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return;
    const closed = new Promise((resolve) => this.socket.once('close', resolve));
    this.socket.close();
    await closed;
  }
}

/** Opens `/api/realtime`; resolves with the session once the first event (session.created) or a close arrives. */
function connect(target: Target, query: string): Promise<Session> {
  const url = `${target.url.replace(/^http/, 'ws')}/api/realtime${query}`;
  const socket = new WebSocket(url, {
    headers: { cookie: target.cookie, origin: new URL(target.url).origin },
  });
  const session = new Session(socket);
  return new Promise((resolve, reject) => {
    socket.once('message', () => resolve(session));
    socket.once('close', () => resolve(session));
    socket.once('unexpected-response', (request, response) => {
      request.destroy();
      reject(new Error(`the realtime endpoint answered ${response.statusCode}`));
    });
    socket.once('error', reject);
  });
}

async function openSession(target: Target, query: string): Promise<Session> {
  for (let attempt = 0; ; attempt += 1) {
    const session = await connect(target, query);
    if (!session.closedWith) {
      session.send({ type: 'session.update', session: { modalities: ['text'] } });
      return session;
    }
    if (session.closedWith.code !== TOO_MANY_SESSIONS || attempt >= 20)
      throw new Error(`the realtime ${session.closedWith.text}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function toolCallsIn(events: Event[]): (ToolCall & { callId: string })[] {
  const calls = new Map<string, ToolCall & { callId: string }>();
  for (const event of events) {
    const item = event.item as
      { type?: string; name?: string; call_id?: string; arguments?: string } | undefined;
    if (event.type !== 'response.output_item.done' || item?.type !== 'function_call' || !item.call_id)
      continue;
    let args: Record<string, unknown> = {};
    try {
      args = JSON.parse(item.arguments ?? '{}') as Record<string, unknown>;
    } catch {
      args = { unreadable: item.arguments };
    }
    calls.set(item.call_id, { name: String(item.name), arguments: args, callId: item.call_id });
  }
  return [...calls.values()];
}

/** One learner message: sent, answered, tool calls answered with `ok` as the app does, until the tutor has spoken. */
async function playTurn(session: Session, turn: ScriptedTurn, timeoutMs: number): Promise<TurnResult> {
  const mark = session.length;
  const started = performance.now();
  const toolCalls: ToolCall[] = [];
  const result = (failure?: string): TurnResult => {
    const events = session.since(mark);
    const reply = events
      .filter((e) => TEXT_DELTAS.has(String(e.type)))
      .map((e) => String(e.delta ?? ''))
      .join('')
      .replace(/\s+/g, ' ')
      .trim();
    const firstText = session.firstAt(mark, (e) => TEXT_DELTAS.has(String(e.type)) && Boolean(e.delta));
    const ended = session.firstAt(mark + events.length - 1, () => true) ?? performance.now();
    return {
      turn,
      reply,
      toolCalls,
      turnMs: (failure ? performance.now() : ended) - started,
      firstTextMs: firstText === null ? null : firstText - started,
      ...(failure ? { failure } : {}),
    };
  };
  try {
    session.send({
      type: 'conversation.item.create',
      item: { type: 'message', role: 'user', content: [{ type: 'input_text', text: turn.text }] },
    });
    session.send({ type: 'response.create' });
    let roundMark = mark;
    for (let round = 1; round <= MAX_TOOL_ROUNDS; round += 1) {
      await session.waitFor('response.done', mark, round, timeoutMs - (performance.now() - started));
      const events = session.since(roundMark);
      roundMark = session.length;
      const calls = toolCallsIn(events);
      toolCalls.push(...calls.map(({ name, arguments: args }) => ({ name, arguments: args })));
      const failed = events.find((e) => e.type === 'error');
      if (failed) return result(`error: ${(failed.error as { message?: string })?.message ?? 'unknown'}`);
      if (calls.length === 0) break;
      for (const call of calls)
        session.send({
          type: 'conversation.item.create',
          item: { type: 'function_call_output', call_id: call.callId, output: JSON.stringify({ ok: true }) },
        });
      session.send({ type: 'response.create' });
    }
    return result();
  } catch (error) {
    return result((error as Error).message);
  }
}

/**
 * Plays turns in one realtime session (`lesson` opens it as that lesson), in order, and closes
 * it. Text only: the learner types and the tutor answers in text.
 */
export async function playSession(
  target: Target,
  turns: readonly ScriptedTurn[],
  options: { lesson?: string; timeoutMs: number },
): Promise<TurnResult[]> {
  const query = options.lesson ? `?lesson=${encodeURIComponent(options.lesson)}` : '';
  const session = await openSession(target, query);
  const results: TurnResult[] = [];
  try {
    for (const turn of turns) {
      const result = await playTurn(session, turn, options.timeoutMs);
      results.push(result);
      if (result.failure && /session closed/.test(result.failure)) break;
    }
  } finally {
    await session.close();
  }
  return results;
}
