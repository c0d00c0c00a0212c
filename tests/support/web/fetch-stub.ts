import { vi } from 'vitest';

/**
 * The network edge of a web test: `fetch` answers from a route table, and
 * everything above it (api client, hooks, screens) is the real code. An unmatched call fails the
 * test, so a screen that calls a wrong URL cannot pass by accident.
 */
export interface StubRequest {
  method: string;
  path: string;
  body: unknown;
}

export type StubReply = { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;
type Handler = (request: StubRequest) => StubReply;

export interface FetchStub {
  calls: StubRequest[];
  /** Replaces (or adds) the handler of `"METHOD /path"`. */
  on(route: string, handler: Handler): void;
  /** The calls to one route, in order. */
  callsTo(route: string): StubRequest[];
  /** Makes every call fail as a browser does without a network. */
  offline(on: boolean): void;
}

export function stubFetch(routes: Record<string, Handler> = {}): FetchStub {
  const table = new Map(Object.entries(routes));
  const calls: StubRequest[] = [];
  let down = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const method = (init.method ?? 'GET').toUpperCase();
      const text = typeof init.body === 'string' ? init.body : undefined;
      const request = { method, path: url.pathname + url.search, body: text ? JSON.parse(text) : undefined };
      calls.push(request);
      if (down) throw new TypeError('Failed to fetch');
      const handler =
        table.get(`${method} ${url.pathname + url.search}`) ?? table.get(`${method} ${url.pathname}`);
      if (!handler) throw new Error(`unexpected request ${method} ${request.path}`);
      const reply = await handler(request);
      const status = reply.status ?? 200;
      const body = reply.body === undefined ? '' : JSON.stringify(reply.body);
      return new Response(status === 204 ? null : body, {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return {
    calls,
    on: (route, handler) => void table.set(route, handler),
    callsTo: (route) => calls.filter((call) => `${call.method} ${call.path.split('?')[0]}` === route),
    offline: (on) => {
      down = on;
    },
  };
}

/** A reply that waits until the test lets it go, to see the screen while a request is under way. */
export function deferred<T = { status?: number; body?: unknown }>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
