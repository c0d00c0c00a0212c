/**
 * OpenAI Realtime (or any compatible server) over WebSocket. The API key stays here, on the
 * server. The dialect (beta or GA event names) is read from the first session.created event.
 */
import WebSocket from 'ws';
import { betaToGa, detectDialect, gaToBeta, type Dialect } from './ga-translation';
import type { RealtimeEvent, RealtimeUpstream, UpstreamHealth } from './types';

export const DEFAULT_REALTIME_URL = 'wss://api.openai.com/v1/realtime';
/** How long to wait for the upstream's session.created. */
const OPEN_TIMEOUT_MS = 10_000;
const HEALTH_TIMEOUT_MS = 5_000;
const HEALTH_CACHE_MS = 30_000;

export interface OpenAiUpstreamOptions {
  apiKey: string | undefined;
  url: string;
  model: string;
}

function endpoint(options: OpenAiUpstreamOptions): string {
  const url = new URL(options.url);
  url.searchParams.set('model', options.model);
  return url.toString();
}

function connect(options: OpenAiUpstreamOptions): WebSocket {
  const headers: Record<string, string> = {};
  if (options.apiKey) headers.Authorization = `Bearer ${options.apiKey}`;
  return new WebSocket(endpoint(options), {
    headers,
    handshakeTimeout: OPEN_TIMEOUT_MS,
    perMessageDeflate: false,
  });
}

/** The OpenAI Realtime upstream. */
export function createOpenAiUpstream(options: OpenAiUpstreamOptions): RealtimeUpstream {
  let cached: { at: number; health: UpstreamHealth } | undefined;

  async function probe(): Promise<UpstreamHealth> {
    return new Promise((resolve) => {
      const socket = connect(options);
      const done = (health: UpstreamHealth) => {
        clearTimeout(timer);
        socket.removeAllListeners();
        socket.on('error', () => undefined);
        socket.terminate();
        resolve(health);
      };
      const timer = setTimeout(
        () => done({ ready: false, message: 'The voice service did not answer in time.' }),
        HEALTH_TIMEOUT_MS,
      );
      socket.on('message', (data) => {
        let type: string | undefined;
        try {
          type = (JSON.parse(String(data)) as { type?: string }).type;
        } catch {
          return;
        }
        if (type === 'session.created') done({ ready: true, message: 'Voice service is ready' });
        else if (type === 'error')
          done({ ready: false, message: 'The voice service refused the connection.' });
      });
      socket.on('unexpected-response', (_request, response) =>
        done({ ready: false, message: `The voice service answered with status ${response.statusCode}.` }),
      );
      socket.on('error', () => done({ ready: false, message: 'The voice service could not be reached.' }));
    });
  }

  return {
    kind: 'openai',
    model: options.model,
    serverListens: true,
    serverSpeaks: true,
    open(_profile, handlers) {
      const socket = connect(options);
      let dialect: Dialect | null = null;
      let closed = false;
      const pending: Record<string, unknown>[] = [];
      const timer = setTimeout(() => socket.terminate(), OPEN_TIMEOUT_MS);

      const write = (event: Record<string, unknown>) => {
        socket.send(JSON.stringify(dialect === 'ga' ? betaToGa(event) : event));
      };
      socket.on('message', (data) => {
        const raw = String(data);
        let event: RealtimeEvent;
        try {
          event = JSON.parse(raw) as RealtimeEvent;
        } catch {
          return; // not an event; nothing to forward
        }
        if (dialect === null && event.type === 'session.created') {
          clearTimeout(timer);
          dialect = detectDialect(event);
          handlers.event(dialect === 'ga' ? gaToBeta(event) : event, dialect === 'ga' ? null : raw);
          handlers.ready();
          for (const queued of pending.splice(0)) write(queued);
          return;
        }
        if (dialect === 'ga') handlers.event(gaToBeta(event), null);
        else handlers.event(event, raw);
      });
      socket.on('close', (code, reason) => {
        clearTimeout(timer);
        if (closed) return;
        closed = true;
        handlers.closed({ code, reason: String(reason), opened: dialect !== null });
      });
      socket.on('error', () => undefined); // a 'close' always follows
      return {
        send(event) {
          if (dialect === null) pending.push(event);
          else if (socket.readyState === WebSocket.OPEN) write(event);
        },
        close() {
          if (socket.readyState === WebSocket.CONNECTING) socket.terminate();
          else socket.close(1000);
        },
      };
    },
    async health() {
      const now = Date.now();
      if (cached && now - cached.at < HEALTH_CACHE_MS) return cached.health;
      const health = await probe();
      cached = { at: Date.now(), health };
      return health;
    },
  };
}
