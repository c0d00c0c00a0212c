/** Realtime client error texts (product.md#errors-connection: realtime client and tool errors). */
export const REALTIME_ERRORS = {
  alreadyConnected: 'Already connected',
  notConnected: 'RealtimeAPI is not connected',
  notAnObject: 'data must be an object',
  couldNotConnect: (url: string) => `Could not connect to ${url}`,
  missingEventId: 'Event is missing event_id',
  missingType: 'Event is missing type',
  missingProcessor: (type: string) => `Missing conversation event processor for "${type}"`,
  missingItem: (type: string, id: string) => `${type}: Item "${id}" not found`,
} as const;

/** A misuse of the realtime client or an event it cannot apply. */
export class RealtimeClientError extends Error {
  override name = 'RealtimeClientError';
}
