/**
 * Voice for the conversation (product.md#connection). When the server listens (a realtime
 * model or speech-to-text), the recorder worklet streams 24 kHz PCM16; otherwise the browser's
 * speech recognition hears the learner. When the server speaks (a realtime model or
 * text-to-speech), the stream player plays the tutor; otherwise the browser's speech synthesis
 * reads each reply aloud.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { MicRecorder } from '../../../lib/audio/recorder';
import { StreamPlayer } from '../../../lib/audio/stream-player';
import {
  hasSpeechRecognition,
  hasSpeechSynthesis,
  listen,
  speak,
  spanishVoice,
  stopSpeaking,
  type Listening,
} from '../../../lib/audio/speech';
import { listenHandsFree, type HandsFreeListening } from '../../../lib/audio/hands-free-listening';
import type { RealtimeClient } from '../../../lib/realtime/client';
import type { ConversationItem } from '../../../lib/realtime/types';

export type VoiceSpeed = 'slow' | 'normal' | 'fast';

export interface VoiceState {
  recording: boolean;
  speaking: boolean;
  /** What the browser heard so far (built-in tutor mode). */
  interim: string;
  /** A recognition or recorder failure, as a code or message. */
  failure: string | null;
}

export interface ServerVoice {
  listens: boolean;
  speaks: boolean;
}

export interface VoiceOptions {
  speed: VoiceSpeed;
  /**
   * Settings → voice input: hands-free turns the button into an on/off switch and the tutor
   * answers after each phrase's silence (the server detects it; in the browser, `silenceMs`).
   */
  handsFree: boolean;
  silenceMs: number;
}

export function useVoice(client: RealtimeClient, server: ServerVoice, options: VoiceOptions) {
  const { speed, handsFree, silenceMs } = options;
  const { listens: serverListens, speaks: serverSpeaks } = server;
  const [state, setState] = useState<VoiceState>({
    recording: false,
    speaking: false,
    interim: '',
    failure: null,
  });
  const [hasSpanishVoice, setHasSpanishVoice] = useState(false);
  const canListen = serverListens || hasSpeechRecognition();
  const canSpeak = serverSpeaks || (hasSpeechSynthesis() && hasSpanishVoice);
  const recorder = useRef<MicRecorder | null>(null);
  const player = useRef<StreamPlayer | null>(null);
  const listening = useRef<Listening | null>(null);
  const handsFreeListening = useRef<HandsFreeListening | null>(null);
  const patch = useCallback((next: Partial<VoiceState>) => setState((prev) => ({ ...prev, ...next })), []);

  useEffect(() => {
    if (serverSpeaks || !hasSpeechSynthesis()) return;
    // Voices load asynchronously in some browsers.
    const check = () => setHasSpanishVoice(spanishVoice() !== null);
    check();
    window.speechSynthesis.addEventListener('voiceschanged', check);
    return () => window.speechSynthesis.removeEventListener('voiceschanged', check);
  }, [serverSpeaks]);

  /** Stops the tutor: playback and its response, cut at what was heard. */
  const interrupt = useCallback(async () => {
    if (!serverSpeaks) {
      stopSpeaking();
      patch({ speaking: false });
      // A reply still being written on the server (an AI pipeline) stops too.
      if (serverListens && client.isConnected) client.cancelResponse();
      return;
    }
    const heard = await player.current?.interrupt();
    if (heard?.trackId && client.isConnected) client.cancelResponse(heard.trackId, heard.offset);
  }, [client, serverSpeaks, serverListens, patch]);

  /** Prepares audio output; call from a click so the browser allows sound. */
  const prepare = useCallback(async () => {
    if (!serverSpeaks || player.current) return;
    const next = new StreamPlayer();
    next.onPlayingChange = (playing) => patch({ speaking: playing });
    player.current = next;
    await next.connect();
  }, [serverSpeaks, patch]);

  /** From a click or key press: the browser may now play the tutor's audio. */
  const unlockAudio = useCallback(() => player.current?.resume(), []);

  const start = useCallback(async () => {
    if (state.recording || !client.isConnected) return;
    unlockAudio();
    patch({ recording: true, interim: '', failure: null });
    await interrupt();
    try {
      if (serverListens) {
        client.startTurn();
        recorder.current ??= new MicRecorder();
        await recorder.current.record((samples) => client.isConnected && client.appendInputAudio(samples));
      } else if (handsFree) {
        handsFreeListening.current = listenHandsFree(
          silenceMs,
          (text) => client.isConnected && client.sendUserText(text),
          (text) => patch({ interim: text }),
          (code) => patch({ failure: code, recording: false }),
        );
      } else {
        listening.current = listen(
          (text) => patch({ interim: text }),
          (code) => patch({ failure: code, recording: false }),
        );
      }
    } catch (error) {
      patch({ recording: false, failure: (error as Error).message });
    }
  }, [client, serverListens, handsFree, silenceMs, state.recording, interrupt, patch, unlockAudio]);

  const stop = useCallback(async () => {
    if (!state.recording) return;
    patch({ recording: false });
    if (serverListens) {
      await recorder.current?.pause();
      if (client.isConnected) {
        if (handsFree) client.stopHandsFree();
        else client.finishTurn();
      }
      return;
    }
    if (handsFreeListening.current) {
      handsFreeListening.current.stop();
      handsFreeListening.current = null;
      patch({ interim: '' });
      return;
    }
    const text = (await listening.current?.stop()) ?? '';
    listening.current = null;
    patch({ interim: '' });
    if (text && client.isConnected) client.sendUserText(text);
  }, [client, serverListens, handsFree, state.recording, patch]);

  /** Hooks for the realtime client: play audio, stop on the learner's voice, read replies aloud. */
  const clientHooks = {
    onAudio: (itemId: string, samples: Int16Array) => player.current?.add16BitPCM(samples, itemId),
    onSpeechStarted: () => void interrupt(),
    onAssistantDone: (item: ConversationItem) => {
      if (serverSpeaks || !canSpeak) return;
      const text = item.formatted.text || item.formatted.transcript;
      if (!text) return;
      patch({ speaking: true });
      // Hands-free: the microphone must not take the tutor's own voice for the learner's.
      handsFreeListening.current?.mute(true);
      speak(text, speed, () => {
        patch({ speaking: false });
        handsFreeListening.current?.mute(false);
      });
    },
  };

  /** Releases the microphone and audio (product.md#connection: disconnect clears audio). */
  const release = useCallback(async () => {
    listening.current?.cancel();
    listening.current = null;
    handsFreeListening.current?.mute(true);
    handsFreeListening.current?.stop();
    handsFreeListening.current = null;
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
