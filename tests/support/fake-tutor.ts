import type { RealtimeUpstream } from '../../src/server/adapters/realtime/types';

export interface FakeAiTutor extends RealtimeUpstream {
  /** What each opened session was sent, in order: one list per session. */
  readonly sessions: Record<string, unknown>[][];
}

/**
 * An AI tutor handed to the app as its tutor adapter, with no socket and no configuration behind
 * it: a session opens as every upstream's does (session.created, then ready) and records what it
 * is sent; it never answers. For tests about who gets the AI tutor rather than what it says.
 */
export function fakeAiTutor(model: string): FakeAiTutor {
  const sessions: Record<string, unknown>[][] = [];
  return {
    kind: 'openai',
    model,
    serverListens: true,
    serverSpeaks: true,
    sessions,
    open(_profile, handlers) {
      const received: Record<string, unknown>[] = [];
      sessions.push(received);
      let closed = false;
      // Like a socket, nothing is delivered before the relay has its handlers in place.
      setImmediate(() => {
        if (closed) return;
        handlers.event({ type: 'session.created', session: { model } }, null);
        handlers.ready();
      });
      return {
        send: (event) => void received.push(event),
        close: () => (closed = true),
      };
    },
    health: async () => ({ ready: true, message: 'The AI tutor is ready.' }),
  };
}
