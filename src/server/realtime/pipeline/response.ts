/**
 * One tutor response in the pipeline, told in the realtime protocol's events (product.md#realtime-protocol):
 * the model's text streams as transcript (or text) deltas, each finished sentence is spoken
 * while the model writes on, tool calls become function_call items, and a cancel stops the
 * model and the speech requests at once.
 */
import type { ServiceFailure } from '../../../domain/error-messages';
import type { RealtimeEvent } from '../../adapters/realtime/types';
import { newId, responseObject, serverEvent } from '../events';
import { streamChat, type ChatMessage, type ChatTool } from './chat-stream';
import type { ConversationEntry, SpokenSentence } from './conversation';
import { SentenceSplitter } from './sentences';
import { ServiceCallError, isAbort, type CallOptions, type ServiceEndpoint } from './service-http';
import { SpeechTrack } from './speech-track';

/** A reply longer than this is cut: the tutor's replies are at most 20 words (product.md#limits). */
export const MAX_REPLY_CHARS = 2_000;

export interface ResponseRequest {
  messages: ChatMessage[];
  tools: readonly ChatTool[];
  temperature: number;
  maxTokens: number;
  llm: ServiceEndpoint;
  llmCall: Omit<CallOptions, 'signal'>;
  /** Speaks each sentence, when the session wants audio and a speech service is configured. */
  speak: ((text: string, signal: AbortSignal) => AsyncGenerator<Int16Array>) | null;
  signal: AbortSignal;
  emit(event: RealtimeEvent): void;
  /** The id of the conversation's last item, for previous_item_id. */
  lastItemId(): string | null;
  /** Stores an item of this response in the conversation as soon as it exists. */
  store(entry: ConversationEntry): void;
  /** A service failed: the session reports it with the catalogue text. */
  fail(failure: ServiceFailure, service: 'model' | 'speech'): void;
  /** The reply reached a moment the latency budget measures (each reported at least once). */
  onMark?(mark: 'firstToken' | 'firstSentence' | 'firstAudio'): void;
}

export interface ResponseResult {
  status: 'completed' | 'cancelled' | 'failed';
  /** The assistant message of this response, if it said anything, with its spoken sentences. */
  message: { entry: ConversationEntry; sentences: readonly SpokenSentence[] } | null;
}

interface ToolCallDraft {
  id: string;
  name: string;
  arguments: string;
}

function base64(samples: Int16Array): string {
  return Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength).toString('base64');
}

export async function runResponse(request: ResponseRequest): Promise<ResponseResult> {
  const { emit, signal } = request;
  const responseId = newId('resp');
  const output: Record<string, unknown>[] = [];
  emit(serverEvent('response.created', { response: responseObject(responseId, 'in_progress', []) }));

  let entry: ConversationEntry | null = null;
  let ref: Record<string, unknown> = {};
  let speech: SpeechTrack | null = null;
  const splitter = new SentenceSplitter();
  const calls = new Map<number, ToolCallDraft>();
  const audio = request.speak !== null;

  const openMessage = (): ConversationEntry => {
    const id = newId('item');
    const started = {
      id,
      object: 'realtime.item',
      type: 'message',
      role: 'assistant',
      status: 'in_progress',
      content: [],
    };
    ref = { response_id: responseId, item_id: id, output_index: 0, content_index: 0 };
    emit(
      serverEvent('response.output_item.added', { response_id: responseId, output_index: 0, item: started }),
    );
    emit(serverEvent('conversation.item.created', { previous_item_id: request.lastItemId(), item: started }));
    emit(
      serverEvent('response.content_part.added', {
        ...ref,
        part: audio ? { type: 'audio', transcript: '' } : { type: 'text', text: '' },
      }),
    );
    const created: ConversationEntry = { id, type: 'message', role: 'assistant', text: '' };
    request.store(created);
    if (request.speak) {
      const speak = request.speak;
      speech = new SpeechTrack(
        (text) => speak(text, signal),
        (samples) => {
          request.onMark?.('firstAudio');
          emit(serverEvent('response.audio.delta', { ...ref, delta: base64(samples) }));
        },
        (error) => {
          if (!isAbort(error, signal)) request.fail(failureOf(error), 'speech');
        },
      );
    }
    return created;
  };

  let status: ResponseResult['status'] = 'completed';
  try {
    const stream = streamChat(
      request.llm,
      {
        messages: request.messages,
        tools: request.tools,
        temperature: request.temperature,
        maxTokens: request.maxTokens,
      },
      { ...request.llmCall, signal },
    );
    for await (const part of stream) {
      if (part.type === 'text') {
        request.onMark?.('firstToken');
        entry ??= openMessage();
        if (entry.text.length >= MAX_REPLY_CHARS) break;
        entry.text += part.delta;
        emit(
          serverEvent(audio ? 'response.audio_transcript.delta' : 'response.text.delta', {
            ...ref,
            delta: part.delta,
          }),
        );
        for (const sentence of speech ? splitter.push(part.delta) : []) {
          request.onMark?.('firstSentence');
          (speech as SpeechTrack | null)?.add(sentence);
        }
      } else {
        const draft = calls.get(part.index) ?? { id: '', name: '', arguments: '' };
        if (part.id) draft.id = part.id;
        if (part.name) draft.name += part.name;
        draft.arguments += part.argumentsDelta;
        calls.set(part.index, draft);
      }
    }
    if (speech) {
      for (const sentence of splitter.flush()) {
        request.onMark?.('firstSentence');
        (speech as SpeechTrack).add(sentence);
      }
      await (speech as SpeechTrack).finish();
    }
    if (signal.aborted) status = 'cancelled';
  } catch (error) {
    if (isAbort(error, signal)) status = 'cancelled';
    else {
      status = 'failed';
      request.fail(failureOf(error), 'model');
    }
  }

  if (entry) {
    const text = (entry as ConversationEntry).text;
    const part = audio ? { type: 'audio', transcript: text } : { type: 'text', text };
    if (status === 'completed') {
      emit(
        serverEvent(
          audio ? 'response.audio_transcript.done' : 'response.text.done',
          audio ? { ...ref, transcript: text } : { ...ref, text },
        ),
      );
      if (audio) emit(serverEvent('response.audio.done', ref));
      emit(serverEvent('response.content_part.done', { ...ref, part }));
    }
    const done = {
      id: (entry as ConversationEntry).id,
      object: 'realtime.item',
      type: 'message',
      role: 'assistant',
      status: status === 'completed' ? 'completed' : 'incomplete',
      content: [part],
    };
    emit(serverEvent('response.output_item.done', { response_id: responseId, output_index: 0, item: done }));
    output.push(done);
  }
  if (status === 'completed')
    for (const call of calls.values()) output.push(emitCall(request, responseId, output.length, call));

  emit(
    serverEvent('response.done', {
      response: {
        ...responseObject(responseId, status, output),
        ...(status === 'cancelled'
          ? { status_details: { type: 'cancelled', reason: 'client_cancelled' } }
          : {}),
      },
    }),
  );
  const spoken = speech ? (speech as SpeechTrack).sentences : [];
  return { status, message: entry ? { entry, sentences: spoken } : null };
}

/** The events of one function call the model asked for (the browser runs the tool). */
function emitCall(
  request: ResponseRequest,
  responseId: string,
  index: number,
  call: ToolCallDraft,
): Record<string, unknown> {
  const id = newId('item');
  const callId = call.id || newId('call');
  const args = call.arguments || '{}';
  const base = { id, object: 'realtime.item', type: 'function_call', name: call.name, call_id: callId };
  const ref = { response_id: responseId, item_id: id, output_index: index, call_id: callId };
  const done = { ...base, status: 'completed', arguments: args };
  request.emit(
    serverEvent('response.output_item.added', {
      response_id: responseId,
      output_index: index,
      item: { ...base, status: 'in_progress', arguments: '' },
    }),
  );
  request.emit(
    serverEvent('conversation.item.created', {
      previous_item_id: request.lastItemId(),
      item: { ...base, status: 'in_progress', arguments: '' },
    }),
  );
  request.store({ id, type: 'function_call', text: '', callId, name: call.name, arguments: args });
  request.emit(serverEvent('response.function_call_arguments.delta', { ...ref, delta: args }));
  request.emit(serverEvent('response.function_call_arguments.done', { ...ref, arguments: args }));
  request.emit(
    serverEvent('response.output_item.done', { response_id: responseId, output_index: index, item: done }),
  );
  return done;
}

function failureOf(error: unknown): ServiceFailure {
  if (error instanceof ServiceCallError) return error.failure;
  return { kind: 'other', message: error instanceof Error ? error.message : String(error) };
}
