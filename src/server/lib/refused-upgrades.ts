import type { FastifyInstance } from 'fastify';

/**
 * An upgrade refused before @fastify/websocket saw it (no session: 401, or no such route) leaves
 * the raw socket open after the answer; close it, or an unauthenticated client could hold sockets
 * forever. On the root, before any module registers, so it covers every route and the 404.
 */
export function closeRefusedUpgrades(app: FastifyInstance): void {
  app.addHook('onResponse', async (request) => {
    if (!request.ws && request.headers.upgrade?.toLowerCase() === 'websocket') request.raw.socket?.destroy();
  });
}
