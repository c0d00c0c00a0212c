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
import { ServiceCallError, isAbort, type ServiceEndpoint } from './service-http';
import { synthesize, type SpeechEndpoint } from './speech';
import { inventedTranscript, MIN_VOICED_MS, voicedMs } from './heard';
import type { LatencyLog } from './latency';
import { TurnClock } from './latency';
import { transcribe } from './transcription';
import { VoiceActivityDetector } from './vad';
import { InputAudioBuffer } from './input-buffer';
import { DEFAULT_SESSION_CONFIG, describeSession, updatedConfig, type SessionConfig } from './session-config';

export interface PipelineServices {
  llm: ServiceEndpoint;
  stt: ServiceEndpoint | null;
  tts: SpeechEndpoint | null;
  /** How long to wait for each service to answer, and between retries (spec: 1000 ms). */
  timeouts: { sttMs: number; llmMs: number; ttsMs: number };
  retryDelayMs: number;
  /** Where service failures are logged with their cause (the learner sees only the catalogue text). */
  log?: PipelineLog;
  /** The process's record of where learners' waits go (stage times per turn). */
  latency?: LatencyLog;
  /** The clock of the stage times (milliseconds). */
  now?: () => number;
}

export interface PipelineLog {
  warn(details: Record<string, unknown>, message: string): void;
  info?(details: Record<string, unknown>, message: string): void;
  debug?(details: Record<string, unknown>, message: string): void;
}

/** Per-session caps, so one client cannot hold unbounded memory or work. */
export const PIPELINE_LIMITS = {
  maxItems: 400,
  /** One turn of speech at most 2 minutes (24 kHz). */
  maxBufferedSamples: 120 * SESSION_SAMPLE_RATE,
  /** Less than this is not speech worth transcribing (OpenAI's own minimum). */
  minCommitSamples: SESSION_SAMPLE_RATE / 10,
} as const;

interface ActiveResponse {
  controller: AbortController;
  /** The conversation length when it started: new items after that deserve another response. */
  seenItems: number;
}

function textOfItem(item: Record<string, unknown>): string {
  const content = Array.isArray(item.content) ? (item.content as Record<string, unknown>[]) : [];
  return content
    .map((part) =>
      typeof part.text === 'string' ? part.text : typeof part.transcript === 'string' ? part.transcript : '',
    )
    .join(' ')
    .trim();
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
      emit(
        errorEvent(
          'conversation_too_long',
          'This conversation is too long. End it and start a new one to continue.',
        ),
      );
      return false;
    }
    entries.push(entry);
    return true;
  }

  function append(audio: string, eventId?: string): void {
    if (!services.stt) {
      emit(
        errorEvent(
          'audio_unsupported',
          "This tutor has no speech-to-text service: your browser's speech recognition is used instead.",
          eventId,
        ),
      );
      return;
    }
    const bytes = Buffer.from(audio, 'base64');
    const samples = new Int16Array(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length - (bytes.length % 2)),
    );
    if (input.push(samples) === 'full')
      emit(
        errorEvent(
          'input_audio_buffer_full',
          'That turn is too long. Release the button and speak in shorter turns.',
          eventId,
        ),
      );
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
      const ms = ((input.size / SESSION_SAMPLE_RATE) * 1000).toFixed(2);
      emit(
        errorEvent(
          'input_audio_buffer_commit_empty',
          `Error committing input audio buffer: buffer too small. Expected at least 100ms of audio, but buffer only has ${ms}ms of audio.`,
          eventId,
        ),
      );
      return;
    }
    const audio = input.take();
    speechItemId = null;
    detector?.reset();
    cancelResponse(); // a new recording stops the tutor
    const entry: ConversationEntry = { id: itemId, type: 'message', role: 'user', text: '' };
    const previous = lastItemId();
    if (!addEntry(entry)) return;
    emit(serverEvent('input_audio_buffer.committed', { previous_item_id: previous, item_id: itemId }));
    emit(
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
    );
    const stt = services.stt;
    const timing = (turn = clock());
    timing.mark('released');
    enqueue(async () => {
      try {
        // Near-silence is never sent: Whisper-family models invent text for it.
        const text =
          voicedMs(audio) < MIN_VOICED_MS
            ? ''
            : await transcribe(stt, audio, {
                signal: lifetime.signal,
                timeoutMs: services.timeouts.sttMs,
                retryDelayMs: services.retryDelayMs,
              });
        if (inventedTranscript(text)) {
          if (turn === timing) turn = null; // no reply follows: nothing to time
          return notCaught(itemId);
        }
        timing.mark('transcribed');
        entry.text = text;
        emit(
          serverEvent('conversation.item.input_audio_transcription.completed', {
            item_id: itemId,
            content_index: 0,
            transcript: entry.text,
          }),
        );
      } catch (error) {
        if (isAbort(error, lifetime.signal)) return;
        const failure =
          error instanceof ServiceCallError
            ? error.failure
            : { kind: 'other' as const, message: String(error) };
        emit(
          serverEvent('conversation.item.input_audio_transcription.failed', {
            item_id: itemId,
            content_index: 0,
            error: {
              type: 'transcription_error',
              message: genericServiceMessage(classifyServiceError(failure)),
            },
          }),
        );
        reportFailure(failure, 'transcription');
      }
    });
  }

  /**
   * A press with no words in it: the turn keeps no text (so the tutor does not answer it and no
   * lesson counts it) and the learner is asked to say it again.
   */
  function notCaught(itemId: string): void {
    emit(
      serverEvent('conversation.item.input_audio_transcription.failed', {
        item_id: itemId,
        content_index: 0,
        error: {
          type: 'transcription_error',
          code: 'no_speech',
          message: "I didn't catch that. Please say it again.",
        },
      }),
    );
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
      speak:
        wantsAudio && tts
          ? (text, speechSignal) =>
              synthesize(tts, text, profile.voiceSpeed, {
                signal: speechSignal,
                timeoutMs: services.timeouts.ttsMs,
                retryDelayMs: services.retryDelayMs,
              })
          : null,
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
    if (!entry || entry.role !== 'assistant')
      return emit(
        errorEvent('item_not_found', `Item with item_id ${String(event.item_id)} not found`, eventId),
      );
    const sentences = spoken.get(entry.id);
    if (sentences) entry.text = heardText(sentences, Number(event.audio_end_ms ?? 0), SESSION_SAMPLE_RATE);
    emit(
      serverEvent('conversation.item.truncated', {
        item_id: entry.id,
        content_index: event.content_index,
        audio_end_ms: event.audio_end_ms,
      }),
    );
  }

  function createItem(raw: Record<string, unknown>, eventId?: string): void {
    const id = typeof raw.id === 'string' ? raw.id : newId('item');
    if (entries.some((entry) => entry.id === id))
      return emit(errorEvent('item_exists', `Item with item_id ${id} already exists`, eventId));
    const previous = lastItemId();
    const entry: ConversationEntry =
      raw.type === 'function_call_output'
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
        if (index < 0)
          return emit(
            errorEvent('item_not_found', `Item with item_id ${String(event.item_id)} not found`, eventId),
          );
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
