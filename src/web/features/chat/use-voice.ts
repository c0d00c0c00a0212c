/**
 * Voice for the conversation (spec doc 2 §4 "Recording"). With a voice model on the server, the
 * recorder worklet streams 24 kHz PCM16 and the stream player plays the tutor; with the built-in
 * tutor, the browser's speech recognition and synthesis do the listening and speaking.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { MicRecorder } from '../../lib/audio/recorder';
import { StreamPlayer } from '../../lib/audio/stream-player';
import {
  hasSpeechRecognition,
  hasSpeechSynthesis,
  listen,
  speak,
  spanishVoice,
  stopSpeaking,
  type Listening,
} from '../../lib/audio/speech';
import type { RealtimeClient } from '../../lib/realtime/client';
import type { ConversationItem } from '../../lib/realtime/types';

export type VoiceSpeed = 'slow' | 'normal' | 'fast';

export interface VoiceState {
  recording: boolean;
  speaking: boolean;
  /** What the browser heard so far (built-in tutor mode). */
  interim: string;
  /** A recognition or recorder failure, as a code or message. */
  failure: string | null;
}

export function useVoice(client: RealtimeClient, serverAudio: boolean, speed: VoiceSpeed) {
  const [state, setState] = useState<VoiceState>({
    recording: false,
    speaking: false,
    interim: '',
    failure: null,
  });
  const [hasSpanishVoice, setHasSpanishVoice] = useState(false);
  const canListen = serverAudio || hasSpeechRecognition();
  const canSpeak = serverAudio || (hasSpeechSynthesis() && hasSpanishVoice);
  const recorder = useRef<MicRecorder | null>(null);
  const player = useRef<StreamPlayer | null>(null);
  const listening = useRef<Listening | null>(null);
  const patch = useCallback((next: Partial<VoiceState>) => setState((prev) => ({ ...prev, ...next })), []);

  useEffect(() => {
    if (serverAudio || !hasSpeechSynthesis()) return;
    // Voices load asynchronously in some browsers.
    const check = () => setHasSpanishVoice(spanishVoice() !== null);
    check();
    window.speechSynthesis.addEventListener('voiceschanged', check);
    return () => window.speechSynthesis.removeEventListener('voiceschanged', check);
  }, [serverAudio]);

  /** Stops the tutor: playback and its response, cut at what was heard. */
  const interrupt = useCallback(async () => {
    if (!serverAudio) {
      stopSpeaking();
      patch({ speaking: false });
      return;
    }
    const heard = await player.current?.interrupt();
    if (heard?.trackId && client.isConnected) client.cancelResponse(heard.trackId, heard.offset);
  }, [client, serverAudio, patch]);

  /** Prepares audio output; call from a click so the browser allows sound. */
  const prepare = useCallback(async () => {
    if (!serverAudio || player.current) return;
    const next = new StreamPlayer();
    next.onPlayingChange = (playing) => patch({ speaking: playing });
    player.current = next;
    await next.connect();
  }, [serverAudio, patch]);

  /** From a click or key press: the browser may now play the tutor's audio. */
  const unlockAudio = useCallback(() => player.current?.resume(), []);

  const start = useCallback(async () => {
    if (state.recording || !client.isConnected) return;
    unlockAudio();
    patch({ recording: true, interim: '', failure: null });
    await interrupt();
    try {
      if (serverAudio) {
        client.startTurn();
        recorder.current ??= new MicRecorder();
        await recorder.current.record((samples) => client.isConnected && client.appendInputAudio(samples));
      } else {
        listening.current = listen(
          (text) => patch({ interim: text }),
          (code) => patch({ failure: code, recording: false }),
        );
      }
    } catch (error) {
      patch({ recording: false, failure: (error as Error).message });
    }
  }, [client, serverAudio, state.recording, interrupt, patch, unlockAudio]);

  const stop = useCallback(async () => {
    if (!state.recording) return;
    patch({ recording: false });
    if (serverAudio) {
      await recorder.current?.pause();
      if (client.isConnected) client.finishTurn();
      return;
    }
    const text = (await listening.current?.stop()) ?? '';
    listening.current = null;
    patch({ interim: '' });
    if (text && client.isConnected) client.sendUserText(text);
  }, [client, serverAudio, state.recording, patch]);

  /** Hooks for the realtime client: play audio, stop on the learner's voice, read replies aloud. */
  const clientHooks = {
    onAudio: (itemId: string, samples: Int16Array) => player.current?.add16BitPCM(samples, itemId),
    onSpeechStarted: () => void interrupt(),
    onAssistantDone: (item: ConversationItem) => {
      if (serverAudio || !canSpeak) return;
      const text = item.formatted.text || item.formatted.transcript;
      if (!text) return;
      patch({ speaking: true });
      speak(text, speed, () => patch({ speaking: false }));
    },
  };

  /** Releases the microphone and audio (spec doc 2 §4: disconnect clears audio). */
  const release = useCallback(async () => {
    listening.current?.cancel();
    listening.current = null;
    stopSpeaking();
    await recorder.current?.end();
    await player.current?.close();
    recorder.current = null;
    player.current = null;
    patch({ recording: false, speaking: false, interim: '' });
  }, [patch]);

  useEffect(() => () => void release(), [release]);

  return {
    ...state,
    canListen,
    canSpeak,
    start,
    stop,
    interrupt,
    prepare,
    unlockAudio,
    release,
    clientHooks,
  };
}
