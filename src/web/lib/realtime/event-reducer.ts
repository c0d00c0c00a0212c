/**
 * The conversation as a pure function of server events (product.md#connection,
 * product.md#realtime-protocol): each handled event type has a processor that returns the
 * new item list and what changed (a text, transcript, audio or arguments delta).
 */
import { base64ToInt16 } from '../audio/pcm';
import { REALTIME_ERRORS, RealtimeClientError } from './errors';
import type { ContentPart, ConversationItem, ItemStatus, ServerEvent } from './types';

export interface ItemDelta {
  text?: string;
  transcript?: string;
  audio?: Int16Array;
  arguments?: string;
}

export interface ProcessResult {
  items: ConversationItem[];
  /** The item the event changed, if any. */
  item: ConversationItem | null;
  delta: ItemDelta | null;
}

type Processor = (items: ConversationItem[], event: ServerEvent) => ProcessResult;

interface RawItem {
  id: string;
  type: ConversationItem['type'];
  role?: ConversationItem['role'];
  status?: ItemStatus;
  content?: ContentPart[];
  name?: string;
  call_id?: string;
  arguments?: string;
  output?: string;
}

function textOf(parts: readonly ContentPart[], key: 'text' | 'transcript'): string {
  return parts.map((part) => (typeof part[key] === 'string' ? part[key] : '')).join('');
}

/** A new item from the server's item object, with the spec's starting status. */
function fromRaw(raw: RawItem): ConversationItem {
  const content = raw.content ? raw.content.map((part) => ({ ...part })) : [];
  const item: ConversationItem = {
    id: raw.id,
    type: raw.type,
    role: raw.role,
    // User messages are completed at creation; function outputs are completed; the tutor's
    // messages and function calls are in progress until their output item is done (product.md#rules).
    status:
      raw.type === 'function_call_output' || (raw.type === 'message' && raw.role === 'user')
        ? 'completed'
        : 'in_progress',
    content,
    formatted: { text: textOf(content, 'text'), transcript: textOf(content, 'transcript'), audioSamples: 0 },
  };
  if (raw.type === 'function_call')
    item.formatted.tool = {
      type: 'function',
      name: raw.name ?? '',
      call_id: raw.call_id ?? '',
      arguments: raw.arguments ?? '',
    };
  if (raw.type === 'function_call_output') item.formatted.output = raw.output ?? '';
  return item;
}

function update(
  items: ConversationItem[],
  event: ServerEvent,
  id: unknown,
  change: (item: ConversationItem) => ConversationItem,
  delta: ItemDelta | null = null,
): ProcessResult {
  const index = items.findIndex((item) => item.id === id);
  if (index < 0) throw new RealtimeClientError(REALTIME_ERRORS.missingItem(event.type, String(id)));
  const changed = change(items[index] as ConversationItem);
  const next = items.slice();
  next[index] = changed;
  return { items: next, item: changed, delta };
}

const unchanged = (items: ConversationItem[]): ProcessResult => ({ items, item: null, delta: null });
const appendText = (item: ConversationItem, key: 'text' | 'transcript', delta: string): ConversationItem => ({
  ...item,
  formatted: { ...item.formatted, [key]: item.formatted[key] + delta },
});

const PROCESSORS: Readonly<Record<string, Processor>> = {
  'session.created': unchanged,
  'conversation.item.created': (items, event) => {
    const raw = event.item as RawItem;
    if (items.some((item) => item.id === raw.id)) return unchanged(items); // the output_item.added copy
    const item = fromRaw(raw);
    return { items: [...items, item], item, delta: null };
  },
  'conversation.item.truncated': (items, event) =>
    update(items, event, event.item_id, (item) => ({
      ...item,
      // The tutor never "heard" past the cut: its transcript is no longer what was said.
      formatted: { ...item.formatted, transcript: '' },
    })),
  'conversation.item.deleted': (items, event) => {
    const item = items.find((candidate) => candidate.id === event.item_id);
    if (!item) throw new RealtimeClientError(REALTIME_ERRORS.missingItem(event.type, String(event.item_id)));
    return { items: items.filter((candidate) => candidate !== item), item, delta: null };
  },
  'conversation.item.input_audio_transcription.completed': (items, event) => {
    // Whisper's transcript comes with a trailing newline; a blank one means nothing was understood.
    const transcript = String(event.transcript ?? '').trim() || ' ';
    return update(
      items,
      event,
      event.item_id,
      (item) => ({ ...item, formatted: { ...item.formatted, transcript } }),
      { transcript },
    );
  },
  'conversation.item.input_audio_transcription.failed': (items, event) => {
    const code = (event.error as { code?: unknown } | undefined)?.code;
    const unheard = code === 'no_speech' ? 'no-speech' : 'failed';
    return update(items, event, event.item_id, (item) => ({
      ...item,
      formatted: { ...item.formatted, unheard },
    }));
  },
  'input_audio_buffer.speech_started': unchanged,
  'input_audio_buffer.speech_stopped': unchanged,
  'response.created': unchanged,
  'response.output_item.added': (items, event) => {
    const raw = event.item as RawItem;
    if (items.some((item) => item.id === raw.id)) return unchanged(items);
    const item = fromRaw(raw);
    return { items: [...items, item], item, delta: null };
  },
  'response.output_item.done': (items, event) => {
    const raw = event.item as RawItem;
    return update(items, event, raw.id, (item) => {
      const done: ConversationItem = { ...item, status: raw.status ?? 'completed' };
      if (item.type === 'function_call' && item.formatted.tool)
        done.formatted = {
          ...item.formatted,
          tool: { ...item.formatted.tool, arguments: raw.arguments ?? item.formatted.tool.arguments },
        };
      if (raw.content) done.content = raw.content.map((part) => ({ ...part }));
      return done;
    });
  },
  'response.content_part.added': (items, event) =>
    update(items, event, event.item_id, (item) => ({
      ...item,
      content: [...item.content, { ...(event.part as ContentPart) }],
    })),
  'response.audio_transcript.delta': (items, event) => {
    const delta = String(event.delta ?? '');
    return update(items, event, event.item_id, (item) => appendText(item, 'transcript', delta), {
      transcript: delta,
    });
  },
  'response.audio.delta': (items, event) => {
    const audio = base64ToInt16(String(event.delta ?? ''));
    return update(
      items,
      event,
      event.item_id,
      (item) => ({
        ...item,
        formatted: { ...item.formatted, audioSamples: item.formatted.audioSamples + audio.length },
      }),
      { audio },
    );
  },
  'response.text.delta': (items, event) => {
    const delta = String(event.delta ?? '');
    return update(items, event, event.item_id, (item) => appendText(item, 'text', delta), { text: delta });
  },
  'response.function_call_arguments.delta': (items, event) => {
    const delta = String(event.delta ?? '');
    return update(
      items,
      event,
      event.item_id,
      (item) =>
        item.formatted.tool
          ? {
              ...item,
              formatted: {
                ...item.formatted,
                tool: { ...item.formatted.tool, arguments: item.formatted.tool.arguments + delta },
              },
            }
          : item,
      { arguments: delta },
    );
  },
};

/** Server event types the conversation handles (product.md#realtime-protocol). */
export const HANDLED_EVENTS: ReadonlySet<string> = new Set(Object.keys(PROCESSORS));

/** Applies one server event; throws for an event type without a processor or an unknown item. */
export function processEvent(items: ConversationItem[], event: ServerEvent): ProcessResult {
  const processor = PROCESSORS[event.type];
  if (!processor) throw new RealtimeClientError(REALTIME_ERRORS.missingProcessor(event.type));
  return processor(items, event);
}
