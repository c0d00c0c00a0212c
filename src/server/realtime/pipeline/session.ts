/**
 * One pipeline conversation (speech-to-text → language model → text-to-speech) speaking the
 * realtime protocol the chat screen already uses (product.md#realtime-protocol), so /chat works unchanged:
 * audio is buffered per turn (committed by hold-to-talk release or by the voice-activity
 * detector), transcribed, answered by the model with the tutor's tools, and spoken sentence by
 * sentence. Work runs one turn at a time; a cancel, new speech or a new recording stops it.
 */
import {
  classifyServiceError,
  genericServiceMessage,
  type ServiceFailure,
} from '../../../domain/error-messages';
import type {
  RealtimeEvent,
  SessionProfile,
  UpstreamHandlers,
  UpstreamSession,
} from '../../adapters/realtime/types';
import { errorEvent, newId, serverEvent } from '../events';
import { SESSION_SAMPLE_RATE } from './audio-format';
import { heardText, toChatMessages, type ConversationEntry, type SpokenSentence } from './conversation';
import { runResponse } from './response';
import { speaker } from './speech';
import { TurnClock } from './latency';
import { VoiceActivityDetector } from './vad';
import { InputAudioBuffer } from './input-buffer';
import { DEFAULT_SESSION_CONFIG, describeSession, updatedConfig, type SessionConfig } from './session-config';
import { hearTurn } from './hear-turn';
import { committedTurn, entryOfItem, refusals, truncatedItem } from './items';
import { PIPELINE_LIMITS, type PipelineServices } from './services';

interface ActiveResponse {
  controller: AbortController;
  /** The conversation length when it started: new items after that deserve another response. */
  seenItems: number;
}

export function openPipelineSession(
  profile: SessionProfile,
  handlers: UpstreamHandlers,
  services: PipelineServices,
): UpstreamSession {
  const sessionId = newId('sess');
  const lifetime = new AbortController();
  const entries: ConversationEntry[] = [];
  const spoken = new Map<string, readonly SpokenSentence[]>();
  let closed = false;
  let state: SessionConfig = DEFAULT_SESSION_CONFIG;
  let detector: VoiceActivityDetector | null = null;
  const input = new InputAudioBuffer(PIPELINE_LIMITS.maxBufferedSamples);
  let speechItemId: string | null = null;
  let work: Promise<void> = Promise.resolve();
  let active: ActiveResponse | null = null;
  let responseQueued = false;
  /** The stage times of the learner's latest turn, until the reply to it starts. */
  let turn: TurnClock | null = null;
  const clock = () => new TurnClock(services.now ?? (() => performance.now()));

  const emit = (event: RealtimeEvent) => {
    if (!closed) handlers.event(event, null);
  };
  const lastItemId = () => entries.at(-1)?.id ?? null;
  const enqueue = (task: () => Promise<void>) => {
    work = work.then(task).catch(() => undefined);
  };

  function reportFailure(failure: ServiceFailure, service: string, eventId?: string): void {
    const kind = classifyServiceError(failure);
    // The log gets the cause; the learner gets the catalogue text (no key, URL or stack).
    services.log?.warn({ service, failure: failure.message, status: failure.status }, 'tutor service failed');
    emit(errorEvent(`${service}_${kind}`, genericServiceMessage(kind), eventId));
  }

  function sessionObject(): Record<string, unknown> {
    return describeSession(sessionId, state, services.llm.model, services.tts?.voice ?? null);
  }

  function updateSession(session: Record<string, unknown>): void {
    state = updatedConfig(state, session);
    detector = state.vad && services.stt ? new VoiceActivityDetector(state.vad) : null;
    emit(serverEvent('session.updated', { session: sessionObject() }));
  }

  /** Stops the reply in progress (and one waiting to start): model and speech requests abort. */
  function cancelResponse(): void {
    responseQueued = false;
    active?.controller.abort();
  }

  function addEntry(entry: ConversationEntry): boolean {
    if (entries.length >= PIPELINE_LIMITS.maxItems) {
      emit(refusals.conversationTooLong());
      return false;
    }
    entries.push(entry);
    return true;
  }

  function append(audio: string, eventId?: string): void {
    if (!services.stt) {
      emit(refusals.audioUnsupported(eventId));
      return;
    }
    const bytes = Buffer.from(audio, 'base64');
    const samples = new Int16Array(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length - (bytes.length % 2)),
    );
    if (input.push(samples) === 'full') emit(refusals.bufferFull(eventId));
    if (!detector) return;
    for (const event of detector.push(samples)) {
      if (event.type === 'speech_started') {
        speechItemId = newId('item');
        cancelResponse(); // the learner speaks: the tutor stops (product.md#connection)
        emit(
          serverEvent('input_audio_buffer.speech_started', {
            audio_start_ms: event.audioStartMs,
            item_id: speechItemId,
          }),
        );
      } else {
        const itemId = speechItemId ?? newId('item');
        emit(
          serverEvent('input_audio_buffer.speech_stopped', {
            audio_end_ms: event.audioEndMs,
            item_id: itemId,
          }),
        );
        commit(undefined, itemId);
        if (state.vad?.createResponse) requestResponse();
      }
    }
    // Between phrases, only the prefix padding before speech is worth keeping.
    if (detector && !detector.isSpeaking) input.keepOnlyLast(state.vad?.prefixPaddingMs ?? 300);
  }

  function commit(eventId?: string, itemId = newId('item')): void {
    if (!services.stt) return append('', eventId); // reports that audio is not heard here
    if (input.size < PIPELINE_LIMITS.minCommitSamples) {
      emit(refusals.commitTooShort(input.size, eventId));
      return;
    }
    const audio = input.take();
    speechItemId = null;
    detector?.reset();
    cancelResponse(); // a new recording stops the tutor
    const entry: ConversationEntry = { id: itemId, type: 'message', role: 'user', text: '' };
    const previous = lastItemId();
    if (!addEntry(entry)) return;
    for (const event of committedTurn(previous, itemId)) emit(event);
    const stt = services.stt;
    const timing = (turn = clock());
    timing.mark('released');
    enqueue(async () => {
      const heard = await hearTurn(audio, itemId, {
        stt,
        signal: lifetime.signal,
        services,
        emit,
        reportFailure,
      });
      if (heard === null) {
        if (turn === timing) turn = null; // no reply follows: nothing to time
        return;
      }
      timing.mark('transcribed');
      entry.text = heard;
    });
  }

  /** Queues a reply after the work already waiting (a transcription); repeated requests coalesce. */
  function requestResponse(): void {
    if (responseQueued) return;
    if (active && active.seenItems === entries.length) return; // already answering exactly this
    responseQueued = true;
    enqueue(respond);
  }

  async function respond(): Promise<void> {
    if (!responseQueued || closed) return;
    responseQueued = false;
    const lastUser = [...entries]
      .reverse()
      .find((entry) => entry.type === 'message' && entry.role === 'user');
    const lastEntry = entries.at(-1);
    // A turn whose audio could not be understood gets no reply: there is nothing to answer.
    if (lastEntry && lastEntry === lastUser && !lastUser.text.trim()) return;
    const timing = turn ?? clock();
    turn = null;
    timing.mark('asked');
    const controller = new AbortController();
    const current: ActiveResponse = { controller, seenItems: entries.length };
    active = current;
    const signal = AbortSignal.any([controller.signal, lifetime.signal]);
    const tts = services.tts;
    const wantsAudio = state.modalities.includes('audio') && tts !== null;
    const result = await runResponse({
      messages: toChatMessages(state.instructions, entries),
      tools: state.tools,
      temperature: state.temperature,
      maxTokens: state.maxTokens,
      llm: services.llm,
      llmCall: { timeoutMs: services.timeouts.llmMs, retryDelayMs: services.retryDelayMs },
      speak: wantsAudio && tts ? speaker(tts, profile.voiceSpeed, services) : null,
      signal,
      emit,
      lastItemId,
      store: (entry) => addEntry(entry),
      fail: (failure, service) => reportFailure(failure, service),
      onMark: (mark) => timing.mark(mark),
    });
    if (result.status === 'completed') services.latency?.record(timing.stages());
    if (active === current) active = null;
    if (result.message) spoken.set(result.message.entry.id, result.message.sentences);
  }

  function truncate(event: Record<string, unknown>, eventId?: string): void {
    const entry = entries.find((candidate) => candidate.id === event.item_id);
    if (!entry || entry.role !== 'assistant') return emit(refusals.itemNotFound(event.item_id, eventId));
    const sentences = spoken.get(entry.id);
    if (sentences) entry.text = heardText(sentences, Number(event.audio_end_ms ?? 0), SESSION_SAMPLE_RATE);
    emit(truncatedItem(event, entry.id));
  }

  function createItem(raw: Record<string, unknown>, eventId?: string): void {
    const id = typeof raw.id === 'string' ? raw.id : newId('item');
    if (entries.some((entry) => entry.id === id))
      return emit(errorEvent('item_exists', `Item with item_id ${id} already exists`, eventId));
    const previous = lastItemId();
    const entry = entryOfItem(raw, id);
    if (!addEntry(entry)) return;
    emit(
      serverEvent('conversation.item.created', {
        previous_item_id: previous,
        item: { ...raw, id, object: 'realtime.item', status: 'completed' },
      }),
    );
  }

  function handle(event: Record<string, unknown>): void {
    const eventId = typeof event.event_id === 'string' ? event.event_id : undefined;
    switch (event.type) {
      case 'session.update':
        return updateSession((event.session as Record<string, unknown>) ?? {});
      case 'conversation.item.create':
        return createItem(event.item as Record<string, unknown>, eventId);
      case 'conversation.item.delete': {
        const index = entries.findIndex((entry) => entry.id === event.item_id);
        if (index < 0) return emit(refusals.itemNotFound(event.item_id, eventId));
        entries.splice(index, 1);
        return emit(serverEvent('conversation.item.deleted', { item_id: event.item_id }));
      }
      case 'conversation.item.truncate':
        return truncate(event, eventId);
      case 'input_audio_buffer.append':
        return append(String(event.audio ?? ''), eventId);
      case 'input_audio_buffer.commit':
        return commit(eventId);
      case 'input_audio_buffer.clear':
        input.take();
        detector?.reset();
        return emit(serverEvent('input_audio_buffer.cleared'));
      case 'response.create':
        // Released mid-phrase: what was said since the detector heard speech start is the turn.
        if (detector?.isSpeaking) commit(eventId, speechItemId ?? undefined);
        return requestResponse();
      case 'response.cancel':
        return cancelResponse();
      default:
        return emit(errorEvent('unknown_event', `Unknown event type: ${String(event.type)}`, eventId));
    }
  }

  setImmediate(() => {
    if (closed) return;
    emit(serverEvent('session.created', { session: sessionObject() }));
    handlers.ready();
  });

  return {
    send(event) {
      if (!closed) handle(event);
    },
    close() {
      if (closed) return;
      closed = true;
      lifetime.abort();
      active?.controller.abort();
      handlers.closed({ code: 1000, reason: 'closed', opened: true });
    },
  };
}
