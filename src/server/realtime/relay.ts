/**
 * The realtime relay (product.md#realtime-protocol): forwards events both
 * ways between the browser and the upstream, validating each client event's shape and size,
 * queueing client events until the upstream is ready, enforcing the session time limit and
 * closing both sides cleanly. The upstream's credentials never reach the browser.
 */
import { isClientProtocolError } from '../lib/websocket-errors';
import type { FastifyBaseLogger } from 'fastify';
import type WebSocket from 'ws';
import { RELAY_CLOSE, clientEventSchema, eventEnvelopeSchema } from '../../contracts/realtime';
import type { RealtimeEvent, UpstreamHandlers, UpstreamSession } from '../adapters/realtime/types';
import { mergeClientSession, sanitizeResponseCreate } from './session-config';
import { inventedTranscript } from './pipeline/heard';

/** Client events kept while the upstream connects; more than this is refused. */
export const MAX_QUEUED_EVENTS = 500;
/** Per-session caps: audio held for one turn (2 minutes of 24 kHz PCM16), items created in a session. */
export const MAX_BUFFERED_AUDIO_BYTES = 120 * 24_000 * 2;
export const MAX_SESSION_ITEMS = 1_000;
/** Events waiting for a slow browser beyond this close the session rather than fill memory. */
export const MAX_CLIENT_BACKLOG_BYTES = 16 * 1024 * 1024;

export interface RelayOptions {
  maxSessionMs: number;
  maxEventBytes: number;
  /** The server-owned session config, sent first and merged into every client session.update. */
  serverSession: Record<string, unknown>;
  /** Called for each completed function call of the tutor (the relay persists set_memory). */
  onFunctionCall?(name: string, args: unknown): void;
  /** Called with each learner turn: a typed message, or the transcript of one spoken. */
  onLearnerTurn?(text: string): void;
  log: FastifyBaseLogger;
}

let relayEvents = 0;
function relayError(code: string, message: string, eventId?: string): string {
  relayEvents += 1;
  return JSON.stringify({
    event_id: `event_relay_${relayEvents.toString(36)}`,
    type: 'error',
    error: { type: 'invalid_request_error', code, message, param: null, event_id: eventId ?? null },
  });
}

/** The problem with a client event, as a person can read it; null when it is valid. */
export function describeEventProblem(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'data must be an object';
  const envelope = eventEnvelopeSchema.safeParse(value);
  if (!envelope.success) return 'Event is missing event_id or type';
  const parsed = clientEventSchema.safeParse(value);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  if (issue?.code === 'invalid_union' && issue.path.length === 1 && issue.path[0] === 'type')
    return `Unsupported event type: ${(value as { type: string }).type}`;
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return `Invalid ${(value as { type: string }).type} event: ${where}${issue?.message ?? 'invalid'}`;
}

/**
 * What one session may send: no system messages (the prompt is the server's), at most
 * MAX_BUFFERED_AUDIO_BYTES of audio per turn and MAX_SESSION_ITEMS items in all.
 */
function sessionLimits() {
  let audioBytes = 0;
  let items = 0;
  return {
    /** The upstream committed or cleared the buffer itself (voice-activity detection). */
    audioTaken(): void {
      audioBytes = 0;
    },
    check(event: Record<string, unknown>): { code: string; message: string } | null {
      switch (event.type) {
        case 'conversation.item.create': {
          const item = event.item as { role?: string };
          if (item.role === 'system')
            return {
              code: 'system_item_refused',
              message: 'The tutor’s instructions are set by the server.',
            };
          items += 1;
          if (items > MAX_SESSION_ITEMS)
            return {
              code: 'too_many_items',
              message: 'This conversation is too long. End it and start a new one to continue.',
            };
          return null;
        }
        case 'input_audio_buffer.append': {
          audioBytes += Math.floor((String(event.audio).length * 3) / 4);
          if (audioBytes > MAX_BUFFERED_AUDIO_BYTES)
            return {
              code: 'input_audio_buffer_full',
              message: 'That turn is too long. Release the button and speak in shorter turns.',
            };
          return null;
        }
        case 'input_audio_buffer.commit':
        case 'input_audio_buffer.clear':
          audioBytes = 0;
          return null;
        default:
          return null;
      }
    },
  };
}

/** Runs one relayed session until either side closes; resolves when both are closed. */
export function runRelay(
  client: WebSocket,
  openUpstream: (handlers: UpstreamHandlers) => UpstreamSession,
  options: RelayOptions,
): Promise<void> {
  return new Promise((resolve) => {
    let ready = false;
    let finished = false;
    const queue: Record<string, unknown>[] = [];
    const limits = sessionLimits();

    /** The client's event with anything that would replace the server-built prompt or tools put back. */
    const serverOwned = (event: Record<string, unknown>): Record<string, unknown> => {
      if (event.type === 'session.update')
        return {
          ...event,
          session: mergeClientSession(event.session as Record<string, unknown>, options.serverSession),
        };
      if (event.type === 'response.create') return sanitizeResponseCreate(event);
      return event;
    };

    const finish = (code: number, reason: string) => {
      if (finished) return;
      finished = true;
      clearTimeout(limit);
      upstream.close();
      if (client.readyState === client.OPEN || client.readyState === client.CONNECTING)
        client.close(code, reason);
      resolve();
    };

    const limit = setTimeout(
      () => finish(RELAY_CLOSE.sessionTimeLimit.code, RELAY_CLOSE.sessionTimeLimit.reason),
      options.maxSessionMs,
    );

    const upstream = openUpstream({
      ready() {
        ready = true;
        upstream.send({
          event_id: 'event_relay_session',
          type: 'session.update',
          session: options.serverSession,
        });
        for (const event of queue.splice(0)) upstream.send(event);
      },
      event(event: RealtimeEvent, raw: string | null) {
        if (finished) return;
        if (event.type === 'response.output_item.done') observeFunctionCall(event);
        // A transcript a speech model invented for noise is not something the learner said.
        if (
          event.type === 'conversation.item.input_audio_transcription.completed' &&
          !inventedTranscript(String(event.transcript ?? ''))
        )
          options.onLearnerTurn?.(String(event.transcript ?? ''));
        if (event.type === 'input_audio_buffer.committed' || event.type === 'input_audio_buffer.cleared')
          limits.audioTaken();
        if (client.bufferedAmount > MAX_CLIENT_BACKLOG_BYTES)
          return finish(RELAY_CLOSE.tooSlow.code, RELAY_CLOSE.tooSlow.reason);
        client.send(raw ?? JSON.stringify(event));
      },
      closed({ opened }) {
        if (finished) return;
        const close = opened ? RELAY_CLOSE.upstreamClosed : RELAY_CLOSE.upstreamFailed;
        finish(close.code, close.reason);
      },
    });

    function observeFunctionCall(event: RealtimeEvent): void {
      const item = event.item as { type?: string; name?: string; arguments?: string } | undefined;
      if (item?.type !== 'function_call' || typeof item.name !== 'string' || !options.onFunctionCall) return;
      try {
        options.onFunctionCall(item.name, JSON.parse(item.arguments ?? '{}'));
      } catch {
        // Arguments that are not JSON get an error from the browser's tool registry; nothing to store.
      }
    }

    /** A typed learner message (or a browser transcript sent as text) is a learner turn. */
    function observeLearnerItem(item: unknown): void {
      if (!options.onLearnerTurn || typeof item !== 'object' || item === null) return;
      const { role, content } = item as { role?: unknown; content?: unknown };
      if (role !== 'user' || !Array.isArray(content)) return;
      const text = content
        .map((part: { text?: unknown; transcript?: unknown }) =>
          typeof part.text === 'string'
            ? part.text
            : typeof part.transcript === 'string'
              ? part.transcript
              : '',
        )
        .join(' ')
        .trim();
      if (text !== '') options.onLearnerTurn(text);
    }

    client.on('message', (data, isBinary) => {
      if (finished) return;
      const size = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : (data as Buffer).byteLength;
      if (size > options.maxEventBytes) return finish(RELAY_CLOSE.tooLarge.code, RELAY_CLOSE.tooLarge.reason);
      if (isBinary) return client.send(relayError('invalid_event', 'data must be an object'));
      let value: unknown;
      try {
        value = JSON.parse(String(data));
      } catch {
        return client.send(relayError('invalid_json', 'Events must be JSON objects.'));
      }
      const problem = describeEventProblem(value);
      const event = value as Record<string, unknown>;
      const eventId = typeof event.event_id === 'string' ? event.event_id : undefined;
      if (problem) return client.send(relayError('invalid_event', problem, eventId));
      const refusal = limits.check(event);
      if (refusal) return client.send(relayError(refusal.code, refusal.message, eventId));
      if (event.type === 'conversation.item.create') observeLearnerItem(event.item);
      const outgoing = serverOwned(event);
      if (ready) return upstream.send(outgoing);
      if (queue.length >= MAX_QUEUED_EVENTS)
        return client.send(
          relayError('queue_full', 'The voice service is still connecting. Please wait a moment.'),
        );
      queue.push(outgoing);
    });
    client.on('close', () => finish(1000, 'closed'));
    client.on('error', (error) => {
      // A client breaking the protocol is logged once, as a warning, by websocketErrorHandler.
      if (!isClientProtocolError(error)) options.log.warn({ err: error }, 'realtime client socket error');
      finish(1011, 'error');
    });
  });
}
