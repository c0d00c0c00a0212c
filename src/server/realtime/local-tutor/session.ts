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
import { createTutor } from './tutor';
import {
  errorEvent,
  functionCallEvents,
  newId,
  responseObject,
  serverEvent,
  textMessageEvents,
} from './events';

export const AUDIO_NOT_SUPPORTED =
  "The built-in tutor can't hear audio. Type your message, or use your browser's speech recognition.";

interface Item {
  id: string;
  type: string;
  role?: string;
  text?: string;
}

/** Text of a user message item: typed text or a transcript from browser speech recognition. */
function userText(item: Record<string, unknown>): string {
  const content = Array.isArray(item.content) ? (item.content as Record<string, unknown>[]) : [];
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
  let pendingText: string | null = null;
  let closed = false;
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

  function respond(): void {
    const responseId = newId('resp');
    const newUser = items.slice(answered).filter((item) => item.type === 'message' && item.role === 'user');
    answered = items.length;
    const events: RealtimeEvent[] = [
      serverEvent('response.created', { response: responseObject(responseId, 'in_progress', []) }),
    ];
    const output: unknown[] = [];
    let text = pendingText;
    pendingText = null;
    const opening = text === null && newUser.length === 0 && !items.some((item) => item.role === 'assistant');
    if (newUser.length > 0 || opening) {
      // Asked to speak first, the tutor opens the conversation as if greeted.
      const turn = tutor.reply(newUser.map((item) => item.text ?? '').join(' ') || 'hola');
      text = turn.text;
      turn.toolCalls.forEach((call, index) => {
        const built = functionCallEvents(responseId, index, lastId(), call);
        items.push({ id: built.item.id, type: 'function_call' });
        output.push(built.item);
        events.push(...built.events);
      });
      // Like a model calling tools: the words come after the tool results are returned.
      if (turn.toolCalls.length > 0) pendingText = text;
    }
    if (pendingText === null && text) {
      const built = textMessageEvents(responseId, output.length, lastId(), text);
      items.push({ id: built.item.id, type: 'message', role: 'assistant', text });
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
      case 'session.update':
        session = { ...session, ...(event.session as Record<string, unknown>), modalities: ['text'] };
        return emit([serverEvent('session.updated', { session })]);
      case 'conversation.item.create': {
        const raw = event.item as Record<string, unknown>;
        const id = typeof raw.id === 'string' ? raw.id : newId('item');
        const item: Item = {
          id,
          type: String(raw.type),
          role: typeof raw.role === 'string' ? raw.role : undefined,
          text: userText(raw),
        };
        const previous = lastId();
        items.push(item);
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
