/**
 * One local-tutor conversation speaking the realtime protocol: it keeps the conversation items,
 * answers response.create with the tutor's reply (function calls first, then the text once the
 * tool results are back, like a real model), and reports errors as OpenAI does.
 */
import type { Glossary } from '../../../content/glossary';
import type {
  RealtimeEvent,
  SessionProfile,
  UpstreamHandlers,
  UpstreamSession,
} from '../../adapters/realtime/types';
import { createTutor } from '../../../tutor/tutor';
import {
  errorEvent,
  functionCallEvents,
  newId,
  responseObject,
  serverEvent,
  textMessageEvents,
} from '../events';

/** Guard rails: one client must not be able to stall the server. */
export const SESSION_LIMITS = {
  /** Conversation items kept per session. */
  maxItems: 400,
  /** Characters of text in one item. */
  maxItemChars: 8_000,
  /** Characters of text across the whole session. */
  maxSessionChars: 400_000,
  /** Recent learner messages a reply looks at. */
  maxMessagesPerReply: 3,
} as const;

export const AUDIO_NOT_SUPPORTED =
  "The built-in tutor can't hear audio. Type your message, or use your browser's speech recognition.";

interface Item {
  id: string;
  type: string;
  role?: string;
  text?: string;
  translation?: string;
}

/** Text of a user message item: typed text or a transcript from browser speech recognition. */
function userText(item: Record<string, unknown>): string {
  const content = Array.isArray(item.content) ? (item.content as Record<string, unknown>[]).slice(0, 16) : [];
  return content
    .map((part) =>
      typeof part.text === 'string' ? part.text : typeof part.transcript === 'string' ? part.transcript : '',
    )
    .join(' ')
    .trim();
}

/** Opens a local-tutor session; events go to `handlers` asynchronously, as over a socket. */
export function openLocalTutorSession(
  profile: SessionProfile,
  handlers: UpstreamHandlers,
  options: { glossary: Glossary; seed: number },
): UpstreamSession {
  const tutor = createTutor({ ...profile, seed: options.seed, glossary: options.glossary });
  const items: Item[] = [];
  const sessionId = newId('sess');
  let answered = 0; // index of the first user item not yet answered
  let pendingText: { text: string; translation?: string } | null = null;
  let closed = false;
  let totalChars = 0;
  let session: Record<string, unknown> = {
    id: sessionId,
    object: 'realtime.session',
    model: 'local-tutor',
    modalities: ['text'],
  };

  const emit = (events: RealtimeEvent[]) => {
    for (const event of events) if (!closed) handlers.event(event, null);
  };
  const lastId = (): string | null => items.at(-1)?.id ?? null;
  /** Past the item cap, the oldest items go (the tutor only reads recent ones). */
  const trim = () => {
    const extra = items.length - SESSION_LIMITS.maxItems;
    if (extra <= 0) return;
    items.splice(0, extra);
    answered = Math.max(0, answered - extra);
  };

  function respond(): void {
    const responseId = newId('resp');
    // Bounded work: only the last few new learner messages are read.
    const newUser = items
      .slice(answered)
      .filter((item) => item.type === 'message' && item.role === 'user')
      .slice(-SESSION_LIMITS.maxMessagesPerReply);
    answered = items.length;
    const events: RealtimeEvent[] = [
      serverEvent('response.created', { response: responseObject(responseId, 'in_progress', []) }),
    ];
    const output: unknown[] = [];
    let text = pendingText?.text ?? null;
    let translation = pendingText?.translation;
    pendingText = null;
    const opening = text === null && newUser.length === 0 && !items.some((item) => item.role === 'assistant');
    if (newUser.length > 0 || opening) {
      // Asked to speak first, the tutor opens the conversation as if greeted.
      const turn = tutor.reply(newUser.map((item) => item.text ?? '').join(' ') || 'hola');
      text = turn.text;
      translation = turn.translation;
      turn.toolCalls.forEach((call, index) => {
        const built = functionCallEvents(responseId, index, lastId(), call);
        items.push({ id: built.item.id, type: 'function_call' });
        output.push(built.item);
        events.push(...built.events);
      });
      // Like a model calling tools: the words come after the tool results are returned.
      if (turn.toolCalls.length > 0) pendingText = { text, translation };
    }
    if (pendingText === null && text) {
      const built = textMessageEvents(responseId, output.length, lastId(), text, translation);
      items.push({ id: built.item.id, type: 'message', role: 'assistant', text, translation });
      trim();
      output.push(built.item);
      events.push(...built.events);
    }
    answered = items.length;
    events.push(serverEvent('response.done', { response: responseObject(responseId, 'completed', output) }));
    emit(events);
  }

  function handle(event: Record<string, unknown>): void {
    const eventId = typeof event.event_id === 'string' ? event.event_id : undefined;
    switch (event.type) {
      case 'session.update': {
        const update = typeof event.session === 'object' && event.session !== null ? event.session : {};
        session = { ...session, ...(update as Record<string, unknown>), modalities: ['text'] };
        return emit([serverEvent('session.updated', { session })]);
      }
      case 'conversation.item.create': {
        const raw = (typeof event.item === 'object' && event.item !== null ? event.item : {}) as Record<
          string,
          unknown
        >;
        const id = typeof raw.id === 'string' ? raw.id.slice(0, 64) : newId('item');
        const text = userText(raw);
        if (text.length > SESSION_LIMITS.maxItemChars)
          return emit([
            errorEvent(
              'item_too_large',
              `Item text is longer than ${SESSION_LIMITS.maxItemChars} characters.`,
              eventId,
            ),
          ]);
        if (totalChars + text.length > SESSION_LIMITS.maxSessionChars)
          return emit([
            errorEvent(
              'session_limit_reached',
              'This conversation is too long. Please end it and start a new one.',
              eventId,
            ),
          ]);
        totalChars += text.length;
        const item: Item = {
          id,
          type: String(raw.type),
          role: typeof raw.role === 'string' ? raw.role : undefined,
          text,
        };
        const previous = lastId();
        items.push(item);
        trim();
        return emit([
          serverEvent('conversation.item.created', {
            previous_item_id: previous,
            item: { ...raw, id, object: 'realtime.item', status: 'completed' },
          }),
        ]);
      }
      case 'conversation.item.delete': {
        const index = items.findIndex((item) => item.id === event.item_id);
        if (index < 0)
          return emit([
            errorEvent('item_not_found', `Item with item_id ${String(event.item_id)} not found`, eventId),
          ]);
        items.splice(index, 1);
        answered = Math.min(answered, items.length);
        return emit([serverEvent('conversation.item.deleted', { item_id: event.item_id })]);
      }
      case 'conversation.item.truncate':
        return emit([
          serverEvent('conversation.item.truncated', {
            item_id: event.item_id,
            content_index: event.content_index,
            audio_end_ms: event.audio_end_ms,
          }),
        ]);
      case 'input_audio_buffer.append':
        return; // collected by a real model; the local tutor reports it once, on commit
      case 'input_audio_buffer.commit':
        return emit([errorEvent('audio_unsupported', AUDIO_NOT_SUPPORTED, eventId)]);
      case 'input_audio_buffer.clear':
        return emit([serverEvent('input_audio_buffer.cleared')]);
      case 'response.create':
        return respond();
      case 'response.cancel':
        return; // replies are produced at once, so there is never one in progress to cancel
      default:
        return emit([errorEvent('unknown_event', `Unknown event type: ${String(event.type)}`, eventId)]);
    }
  }

  // Like a socket, nothing is delivered before the caller has its handlers in place.
  setImmediate(() => {
    emit([serverEvent('session.created', { session })]);
    if (!closed) handlers.ready();
  });

  return {
    send(event) {
      if (closed) return;
      setImmediate(() => {
        if (!closed) handle(event);
      });
    },
    close() {
      if (closed) return;
      closed = true;
      handlers.closed({ code: 1000, reason: 'closed', opened: true });
    },
  };
}
