/** Builders for the server events the local tutor emits, in the spec's (OpenAI beta) shapes. */
import { randomUUID } from 'node:crypto';
import type { RealtimeEvent } from '../adapters/realtime/types';

let counter = 0;

/** A short unique id with the given prefix, like OpenAI's ("item_…", "resp_…"). */
export function newId(prefix: string): string {
  return `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 20)}`;
}

/** An event with a fresh event_id. */
export function serverEvent(type: string, fields: Record<string, unknown> = {}): RealtimeEvent {
  counter += 1;
  return { event_id: `event_local_${counter.toString(36)}`, type, ...fields };
}

export interface AssistantMessage {
  id: string;
  object: 'realtime.item';
  type: 'message';
  role: 'assistant';
  status: 'in_progress' | 'completed' | 'incomplete';
  /** `translation`: the built-in tutor's exact English translation of its reply. */
  content: { type: 'text'; text: string; translation?: string }[];
}

export interface FunctionCallItem {
  id: string;
  object: 'realtime.item';
  type: 'function_call';
  status: 'in_progress' | 'completed';
  name: string;
  call_id: string;
  arguments: string;
}

/** The events of one function call inside a response (product.md#realtime-protocol server events). */
export function functionCallEvents(
  responseId: string,
  outputIndex: number,
  previousItemId: string | null,
  call: { name: string; arguments: Record<string, string> },
): { events: RealtimeEvent[]; item: FunctionCallItem } {
  const args = JSON.stringify(call.arguments);
  const base = {
    id: newId('item'),
    object: 'realtime.item',
    type: 'function_call',
    name: call.name,
    call_id: newId('call'),
  } as const;
  const started: FunctionCallItem = { ...base, status: 'in_progress', arguments: '' };
  const done: FunctionCallItem = { ...base, status: 'completed', arguments: args };
  const ref = { response_id: responseId, item_id: base.id, output_index: outputIndex, call_id: base.call_id };
  return {
    item: done,
    events: [
      serverEvent('response.output_item.added', {
        response_id: responseId,
        output_index: outputIndex,
        item: started,
      }),
      serverEvent('conversation.item.created', { previous_item_id: previousItemId, item: started }),
      serverEvent('response.function_call_arguments.delta', { ...ref, delta: args }),
      serverEvent('response.function_call_arguments.done', { ...ref, arguments: args }),
      serverEvent('response.output_item.done', {
        response_id: responseId,
        output_index: outputIndex,
        item: done,
      }),
    ],
  };
}

/** The events of one assistant text message, streamed word by word (with its translation, if given). */
export function textMessageEvents(
  responseId: string,
  outputIndex: number,
  previousItemId: string | null,
  text: string,
  translation?: string,
): { events: RealtimeEvent[]; item: AssistantMessage } {
  const id = newId('item');
  const started: AssistantMessage = {
    id,
    object: 'realtime.item',
    type: 'message',
    role: 'assistant',
    status: 'in_progress',
    content: [],
  };
  const part =
    translation === undefined
      ? { type: 'text' as const, text }
      : { type: 'text' as const, text, translation };
  const done: AssistantMessage = { ...started, status: 'completed', content: [part] };
  const ref = { response_id: responseId, item_id: id, output_index: outputIndex, content_index: 0 };
  const deltas = text.split(/(?<=\s)/).map((delta) => serverEvent('response.text.delta', { ...ref, delta }));
  return {
    item: done,
    events: [
      serverEvent('response.output_item.added', {
        response_id: responseId,
        output_index: outputIndex,
        item: started,
      }),
      serverEvent('conversation.item.created', { previous_item_id: previousItemId, item: started }),
      serverEvent('response.content_part.added', { ...ref, part: { type: 'text', text: '' } }),
      ...deltas,
      serverEvent('response.text.done', {
        ...ref,
        text,
        ...(translation === undefined ? {} : { translation }),
      }),
      serverEvent('response.content_part.done', { ...ref, part }),
      serverEvent('response.output_item.done', {
        response_id: responseId,
        output_index: outputIndex,
        item: done,
      }),
    ],
  };
}

/** A realtime "response" object. */
export function responseObject(id: string, status: string, output: unknown[]): Record<string, unknown> {
  return { object: 'realtime.response', id, status, status_details: null, output, usage: null };
}

/** An error event like OpenAI's. */
export function errorEvent(code: string, message: string, eventId?: string): RealtimeEvent {
  return serverEvent('error', {
    error: { type: 'invalid_request_error', code, message, param: null, event_id: eventId ?? null },
  });
}
