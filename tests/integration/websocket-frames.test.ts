/**
 * A WebSocket frame over the size limit is the client's doing — logged once
 * as a warning without a stack trace, not as a server error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CLIENT_EVENT_BYTES } from '../../src/contracts/realtime';
import { createServer, type Server } from '../../src/server/compose';
import { loadEnv } from '../../src/server/env';
import { connect, listen } from '../support/realtime-client';
import { registerLearner } from '../support/test-server';

describe('oversized WebSocket frames', () => {
  let server: Server;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    const env = loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATA_DIR: 'memory://',
      AUTH_SECRET: 'integration-tests-secret-0123456789abcdef',
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    });
    server = await createServer(env, {
      logger: { level: 'warn', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
    });
  });
  afterAll(async () => server.close());

  it('closes the socket and logs a warning without a stack', async () => {
    const base = await listen(server);
    const client = await connect(base, await registerLearner(server.app));
    client.socket.send('x'.repeat(MAX_CLIENT_EVENT_BYTES * 4 + 1));
    const closed = await client.closed;
    expect(closed.code).toBe(1009); // Message Too Big
    await new Promise((resolve) => setTimeout(resolve, 100));
    const about = lines.filter((line) => JSON.stringify(line).includes('WS_ERR_UNSUPPORTED_MESSAGE_LENGTH'));
    expect(about).toHaveLength(1);
    expect(about[0]).toMatchObject({ level: 40, code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH' });
    expect(JSON.stringify(about[0])).not.toMatch(/"stack"/);
    expect(lines.filter((line) => Number(line.level) >= 50)).toEqual([]);
  });
});
