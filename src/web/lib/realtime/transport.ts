/**
 * The WebSocket layer of the realtime client: one connection to the relay, events in and out as
 * JSON objects, each outgoing event stamped with an event_id (product.md#realtime-protocol).
 */
import { REALTIME_ERRORS, RealtimeClientError } from './errors';
import type { ServerEvent } from './types';

export interface CloseInfo {
  code: number;
  reason: string;
  /** True when we closed it ourselves. */
  byClient: boolean;
}

export interface TransportHandlers {
  onEvent(event: ServerEvent): void;
  onClose(info: CloseInfo): void;
}

let sequence = 0;
/** A client event id like the reference client's ("evt_…"). */
export function newEventId(): string {
  sequence += 1;
  return `evt_${Date.now().toString(36)}${sequence.toString(36).padStart(4, '0')}`;
}

export class RealtimeTransport {
  private socket: WebSocket | null = null;
  private closingByClient = false;

  constructor(private readonly handlers: TransportHandlers) {}

  get isConnected(): boolean {
    return this.socket !== null && this.socket.readyState === WebSocket.OPEN;
  }

  /** Opens the socket; rejects with "Could not connect to {url}" when it never opens. */
  connect(url: string): Promise<void> {
    if (this.socket) return Promise.reject(new RealtimeClientError(REALTIME_ERRORS.alreadyConnected));
    const socket = new WebSocket(url);
    this.socket = socket;
    this.closingByClient = false;
    return new Promise((resolve, reject) => {
      let opened = false;
      socket.addEventListener('open', () => {
        opened = true;
        resolve();
      });
      socket.addEventListener('message', (message) => {
        let event: unknown;
        try {
          event = JSON.parse(String(message.data));
        } catch {
          return; // the relay only sends JSON; anything else is not an event
        }
        if (event && typeof event === 'object' && typeof (event as ServerEvent).type === 'string')
          this.handlers.onEvent(event as ServerEvent);
      });
      socket.addEventListener('close', (close) => {
        if (this.socket === socket) this.socket = null;
        if (!opened) reject(new RealtimeClientError(REALTIME_ERRORS.couldNotConnect(url)));
        else
          this.handlers.onClose({ code: close.code, reason: close.reason, byClient: this.closingByClient });
      });
    });
  }

  /** Sends an event, adding event_id; throws when not connected or not an object. */
  send(type: string, data: Record<string, unknown> = {}): string {
    if (!this.isConnected || !this.socket) throw new RealtimeClientError(REALTIME_ERRORS.notConnected);
    if (typeof data !== 'object' || data === null || Array.isArray(data))
      throw new RealtimeClientError(REALTIME_ERRORS.notAnObject);
    const event_id = newEventId();
    this.socket.send(JSON.stringify({ event_id, type, ...data }));
    return event_id;
  }

  disconnect(): void {
    if (!this.socket) return;
    this.closingByClient = true;
    this.socket.close(1000, 'closed by the learner');
    this.socket = null;
  }
}
