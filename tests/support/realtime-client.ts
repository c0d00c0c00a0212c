import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import type { Server } from '../../src/server/compose';
import type { TestLearner } from './test-server';

/** A browser-like client of `WS /api/realtime` for integration tests: it records every event. */
export const ORIGIN = 'http://127.0.0.1:3000';

export interface Client {
  socket: WebSocket;
  events: Record<string, unknown>[];
  raw: string[];
  closed: Promise<{ code: number; reason: string }>;
  send(event: Record<string, unknown>): void;
  waitFor(
    predicate: (event: Record<string, unknown>) => boolean,
    timeoutMs?: number,
  ): Promise<Record<string, unknown>>;
}

export async function listen(server: Server): Promise<string> {
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  return `ws://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
}

export function connect(
  base: string,
  learner: TestLearner | null,
  query = '',
  origin = ORIGIN,
): Promise<Client> {
  const headers: Record<string, string> = { origin };
  if (learner) headers.cookie = learner.cookie;
  const socket = new WebSocket(`${base}/api/realtime${query}`, { headers });
  const events: Record<string, unknown>[] = [];
  const raw: string[] = [];
  const waiters: {
    predicate: (e: Record<string, unknown>) => boolean;
    resolve(e: Record<string, unknown>): void;
  }[] = [];
  socket.on('message', (data) => {
    raw.push(String(data));
    const event = JSON.parse(String(data)) as Record<string, unknown>;
    events.push(event);
    for (const waiter of [...waiters]) {
      if (waiter.predicate(event)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(event);
      }
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  let n = 0;
  const client: Client = {
    socket,
    events,
    raw,
    closed,
    send: (event) => socket.send(JSON.stringify({ event_id: `evt_test_${++n}`, ...event })),
    waitFor: (predicate, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        const found = events.find(predicate);
        if (found) return resolve(found);
        const timer = setTimeout(
          () => reject(new Error(`timed out; got ${events.map((e) => e.type).join(', ')}`)),
          timeoutMs,
        );
        waiters.push({ predicate, resolve: (e) => (clearTimeout(timer), resolve(e)) });
      }),
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('unexpected-response', (req, res) => {
      req.destroy();
      reject(new Error(`status ${res.statusCode}`));
    });
    socket.once('error', reject);
  });
}

export const userMessage = (text: string) => ({
  type: 'conversation.item.create',
  item: { type: 'message', role: 'user', content: [{ type: 'input_text', text }] },
});
export const ofType = (type: string) => (event: Record<string, unknown>) => event.type === type;
