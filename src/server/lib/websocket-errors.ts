import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';

/**
 * What to do when a WebSocket fails: a client that breaks the protocol — a frame over the size
 * limit, bad framing, a bad close code; `ws` names these `WS_ERR_*` — is the client's doing, so
 * it is a warning with what happened and no stack trace (one hostile client must not fill the
 * error log). Anything else is ours: an error, with its stack. The socket is ended either way.
 */
export function websocketErrorHandler(error: Error, socket: WebSocket, request: FastifyRequest): void {
  if (isClientProtocolError(error)) {
    request.log.warn(
      { code: (error as { code?: string }).code, reason: error.message },
      'WebSocket client broke the protocol: connection closed',
    );
  } else request.log.error(error);
  socket.terminate();
}

export const isClientProtocolError = (error: Error): boolean =>
  String((error as { code?: unknown }).code ?? '').startsWith('WS_ERR_');
