/**
 * The live conversation on /chat: voice-service status, microphone permission, connection,
 * session vocabulary and voice, put together (product.md#chat, product.md#connection).
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { useRealtime, type RealtimeHooks } from '../../../lib/realtime/use-realtime';
import { hasSpeechRecognition } from '../../../lib/audio/speech';
import { useSession } from '../../../lib/session';
import { newUuid } from '../../../lib/uuid';
import { useRealtimeStatus } from '../../../lib/tutor-kind';
import { relayUrl } from '../api';
import { createTutorTools, type SessionWord } from './tools';
import { useMicrophone } from '../voice/use-microphone';
import { useVoice, type VoiceSpeed } from '../voice/use-voice';
import { isLevel } from '../../../../domain/levels';
import { handsFreeDetection } from '../../../../domain/turn-taking';

const SPEEDS: readonly VoiceSpeed[] = ['slow', 'normal', 'fast'];

export function useChatSession(lessonId: string | null, focus: string | null = null) {
  const { user } = useSession();
  const status = useRealtimeStatus();
  const serverListens = status.data?.serverListens ?? false;
  const serverSpeaks = status.data?.serverSpeaks ?? false;
  const [vocabulary, setVocabulary] = useState<SessionWord[]>([]);
  const [startedAt, setStartedAt] = useState<Date | null>(null);
  /** This session's save id: every way of ending it sends the same one, so it is stored once. */
  const [clientId, setClientId] = useState<string | null>(null);
  /** In a lesson: the id the server records the lesson under; kept across a retry, which resumes it. */
  const [attemptId, setAttemptId] = useState<string | null>(null);
  /** A word of this session, from the tutor or added by the learner; each word once. */
  const addWord = useCallback(
    (word: SessionWord) =>
      setVocabulary((words) =>
        words.some((w) => w.word.toLowerCase() === word.word.toLowerCase()) ? words : [...words, word],
      ),
    [],
  );
  const tools = useMemo(() => createTutorTools(addWord), [addWord]);
  const voiceHooks = useRef<RealtimeHooks>({});
  const realtime = useRealtime(tools, {
    onAudio: (id, samples) => voiceHooks.current.onAudio?.(id, samples),
    onSpeechStarted: () => voiceHooks.current.onSpeechStarted?.(),
    onAssistantDone: (item) => voiceHooks.current.onAssistantDone?.(item),
  });
  const preference = user?.preferences?.voiceSpeed;
  const speed = SPEEDS.find((s) => s === preference) ?? 'normal';
  const handsFree = user?.preferences?.voiceInput === 'hands-free';
  const level = isLevel(user?.proficiencyLevel) ? user.proficiencyLevel : 'A1';
  const voice = useVoice(
    realtime.client,
    { listens: serverListens, speaks: serverSpeaks },
    { speed, handsFree, silenceMs: handsFreeDetection(level).silenceDurationMs },
  );
  voiceHooks.current = voice.clientHooks;
  const microphone = useMicrophone();
  const voiceCapable = serverListens || hasSpeechRecognition();

  /** Asks for the microphone first (unless voice is off), then opens the session. */
  const connect = useCallback(
    async (options: { withoutVoice?: boolean } = {}): Promise<boolean> => {
      const current = status.data ?? (await status.refetch()).data;
      if (!current) return false;
      if (
        voiceCapable &&
        !options.withoutVoice &&
        microphone.state.status !== 'granted' &&
        microphone.state.status !== 'skipped'
      ) {
        if (!(await microphone.request())) return false;
      }
      await voice.prepare().catch(() => undefined);
      // A new session after a drop: the old one was saved when it dropped; start a clean transcript.
      if (clientId) realtime.client.disconnect();
      const session = {
        modalities: current.serverSpeaks ? ['text', 'audio'] : ['text'],
        input_audio_format: 'pcm16',
        output_audio_format: 'pcm16',
      };
      const attempt = lessonId ? newUuid() : null;
      const ok = await realtime.connect(relayUrl(current.model, lessonId, attempt, focus), session);
      if (ok) {
        setStartedAt(new Date());
        setClientId(newUuid());
        setAttemptId(attempt);
        setVocabulary([]);
      }
      return ok;
    },
    [status, voiceCapable, microphone, voice, realtime, lessonId, focus, clientId],
  );

  /** Retry after a drop: the same settings, and a fresh session (the dropped one was saved). */
  const retry = useCallback(async (): Promise<boolean> => {
    realtime.client.disconnect();
    setVocabulary([]);
    const ok = await realtime.retry();
    if (ok) {
      setStartedAt(new Date());
      setClientId(newUuid());
    }
    return ok;
  }, [realtime]);

  /** Typing only; remembered on this device unless the guide was only set aside (Escape). */
  const continueWithoutVoice = useCallback(
    ({ remember = true }: { remember?: boolean } = {}) => {
      microphone.skip(remember);
      return connect({ withoutVoice: true });
    },
    [microphone, connect],
  );

  /** Disconnect clears items, vocabulary and audio (product.md#connection). */
  const disconnect = useCallback(async () => {
    realtime.disconnect();
    await voice.release();
    setVocabulary([]);
    setStartedAt(null);
    setClientId(null);
    setAttemptId(null);
  }, [realtime, voice]);

  const micReady = microphone.state.status === 'granted' && voice.canListen;
  return {
    handsFree,
    user,
    status,
    realtime,
    voice,
    microphone,
    vocabulary,
    addWord,
    startedAt,
    clientId,
    attemptId,
    micReady,
    voiceCapable,
    connect,
    retry,
    continueWithoutVoice,
    disconnect,
  };
}

export type ChatSession = ReturnType<typeof useChatSession>;
