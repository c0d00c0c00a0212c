/**
 * Hearing one committed learner turn: its audio goes to speech-to-text unless it is near-silence,
 * and a transcript a Whisper-family model invented is dropped (ADR 0026). The browser learns the
 * outcome from the protocol's transcription events.
 */
import {
  classifyServiceError,
  genericServiceMessage,
  type ServiceFailure,
} from '../../../domain/error-messages';
import type { RealtimeEvent } from '../../adapters/realtime/types';
import { serverEvent } from '../events';
import { inventedTranscript, MIN_VOICED_MS, voicedMs } from './heard';
import { ServiceCallError, isAbort, type ServiceEndpoint } from './service-http';
import type { PipelineServices } from './services';
import { transcribe } from './transcription';

export interface HearingDeps {
  stt: ServiceEndpoint;
  /** The session's lifetime: closing it abandons the transcription quietly. */
  signal: AbortSignal;
  services: Pick<PipelineServices, 'timeouts' | 'retryDelayMs'>;
  emit(event: RealtimeEvent): void;
  reportFailure(failure: ServiceFailure, service: string): void;
}

/** The learner's words, or null when nothing usable was heard (the browser has been told). */
export async function hearTurn(audio: Int16Array, itemId: string, deps: HearingDeps): Promise<string | null> {
  const { stt, signal, services, emit } = deps;
  try {
    // Near-silence is never sent: Whisper-family models invent text for it.
    const text =
      voicedMs(audio) < MIN_VOICED_MS
        ? ''
        : await transcribe(stt, audio, {
            signal,
            timeoutMs: services.timeouts.sttMs,
            retryDelayMs: services.retryDelayMs,
          });
    if (inventedTranscript(text)) {
      emit(notCaught(itemId));
      return null;
    }
    emit(
      serverEvent('conversation.item.input_audio_transcription.completed', {
        item_id: itemId,
        content_index: 0,
        transcript: text,
      }),
    );
    return text;
  } catch (error) {
    if (isAbort(error, signal)) return null;
    const failure =
      error instanceof ServiceCallError ? error.failure : { kind: 'other' as const, message: String(error) };
    emit(
      serverEvent('conversation.item.input_audio_transcription.failed', {
        item_id: itemId,
        content_index: 0,
        error: { type: 'transcription_error', message: genericServiceMessage(classifyServiceError(failure)) },
      }),
    );
    deps.reportFailure(failure, 'transcription');
    return null;
  }
}

/**
 * A press with no words in it: the turn keeps no text (so the tutor does not answer it and no
 * lesson counts it) and the learner is asked to say it again.
 */
function notCaught(itemId: string): RealtimeEvent {
  return serverEvent('conversation.item.input_audio_transcription.failed', {
    item_id: itemId,
    content_index: 0,
    error: {
      type: 'transcription_error',
      code: 'no_speech',
      message: "I didn't catch that. Please say it again.",
    },
  });
}
