/**
 * The pipeline's conversation items as the protocol describes them: a client's item as the
 * session keeps it, a committed learner turn, and the errors that refuse a request.
 */
import type { RealtimeEvent } from '../../adapters/realtime/types';
import { errorEvent, serverEvent } from '../events';
import { SESSION_SAMPLE_RATE } from './audio-format';
import type { ConversationEntry } from './conversation';

function textOfItem(item: Record<string, unknown>): string {
  const content = Array.isArray(item.content) ? (item.content as Record<string, unknown>[]) : [];
  return content
    .map((part) =>
      typeof part.text === 'string' ? part.text : typeof part.transcript === 'string' ? part.transcript : '',
    )
    .join(' ')
    .trim();
}

export function entryOfItem(raw: Record<string, unknown>, id: string): ConversationEntry {
  return raw.type === 'function_call_output'
    ? {
        id,
        type: 'function_call_output',
        text: '',
        callId: String(raw.call_id),
        output: String(raw.output ?? ''),
      }
    : {
        id,
        type: 'message',
        role: raw.role === 'assistant' ? 'assistant' : 'user',
        text: textOfItem(raw),
      };
}

/** A learner's turn committed from the audio buffer: its transcript follows later. */
export function committedTurn(previous: string | null, itemId: string): RealtimeEvent[] {
  return [
    serverEvent('input_audio_buffer.committed', { previous_item_id: previous, item_id: itemId }),
    serverEvent('conversation.item.created', {
      previous_item_id: previous,
      item: {
        id: itemId,
        object: 'realtime.item',
        type: 'message',
        role: 'user',
        status: 'completed',
        content: [{ type: 'input_audio', transcript: null }],
      },
    }),
  ];
}

/** An assistant item cut where the learner stopped hearing it. */
export function truncatedItem(event: Record<string, unknown>, itemId: string): RealtimeEvent {
  return serverEvent('conversation.item.truncated', {
    item_id: itemId,
    content_index: event.content_index,
    audio_end_ms: event.audio_end_ms,
  });
}

/** What the session refuses, in OpenAI's words where it has them. */
export const refusals = {
  itemNotFound: (itemId: unknown, eventId?: string) =>
    errorEvent('item_not_found', `Item with item_id ${String(itemId)} not found`, eventId),
  conversationTooLong: () =>
    errorEvent(
      'conversation_too_long',
      'This conversation is too long. End it and start a new one to continue.',
    ),
  audioUnsupported: (eventId?: string) =>
    errorEvent(
      'audio_unsupported',
      "This tutor has no speech-to-text service: your browser's speech recognition is used instead.",
      eventId,
    ),
  bufferFull: (eventId?: string) =>
    errorEvent(
      'input_audio_buffer_full',
      'That turn is too long. Release the button and speak in shorter turns.',
      eventId,
    ),
  commitTooShort: (samples: number, eventId?: string) =>
    errorEvent(
      'input_audio_buffer_commit_empty',
      `Error committing input audio buffer: buffer too small. Expected at least 100ms of audio, but buffer only has ${((samples / SESSION_SAMPLE_RATE) * 1000).toFixed(2)}ms of audio.`,
      eventId,
    ),
};
