import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { speechStatusSchema } from '../../../contracts/speech';
import type { VoiceSpeed } from '../../../domain/settings';
import { api } from '../api-client';
import { loadedVoices, speak } from './speech';
import { chooseVoice, pickSpanishVoice } from './voice-choice';

/** Neither the server nor this browser has a Spanish voice. */
export class NoSpanishVoice extends Error {
  override name = 'NoSpanishVoice';
}

/** Whether the server has a voice: asked once a page (an operator's setting does not change). */
export const SPEECH_STATUS_QUERY = {
  queryKey: ['speech', 'status'],
  queryFn: () => api('/api/speech', {}, speechStatusSchema),
  staleTime: Infinity,
  retry: false,
} as const;

/** Server audio already fetched, by text and speed: listening again costs the operator nothing. */
const played = new Map<string, string>();
const KEEP_AUDIO = 30;

async function serverAudio(text: string, speed: VoiceSpeed): Promise<string> {
  const key = `${speed}|${text}`;
  const known = played.get(key);
  if (known) return known;
  const response = await fetch('/api/speech', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text, speed }),
  });
  if (!response.ok) throw new Error(`speech answered ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  played.set(key, url);
  if (played.size > KEEP_AUDIO) {
    const [oldest, oldUrl] = played.entries().next().value as [string, string];
    played.delete(oldest);
    URL.revokeObjectURL(oldUrl);
  }
  return url;
}

function playUrl(url: string, rate?: number): Promise<void> {
  const audio = new Audio(url);
  // A slower replay plays the same audio slower (the browser keeps its pitch).
  if (rate) audio.playbackRate = rate;
  return new Promise((resolve, reject) => {
    audio.onended = () => resolve();
    audio.onerror = () => reject(new Error('the audio could not be played'));
    audio.play().catch(reject);
  });
}

function speakInBrowser(text: string, speed: VoiceSpeed, rate?: number): Promise<void> {
  return new Promise((resolve, reject) =>
    speak(text, speed, resolve, (code) => reject(new Error(`speech synthesis: ${code}`)), rate),
  );
}

/**
 * Spanish read aloud for Listen buttons: the server's voice when one is configured, else this
 * browser's Spanish voice, else none (`NoSpanishVoice`). The returned `say` resolves when the
 * text has been read and rejects when no voice could read it; a failed server voice (offline, a
 * refusal) falls back to the browser's voice when there is one. `rate` (e.g. 0.7) overrides the
 * speed: the server's audio is fetched at `speed` and played at that rate.
 */
export function useSpanishVoice(): (text: string, speed: VoiceSpeed, rate?: number) => Promise<void> {
  const { data, refetch } = useQuery({
    ...SPEECH_STATUS_QUERY,
    // Asked the first time a learner listens, not each time a list of words renders.
    enabled: false,
  });

  const say = useCallback(
    async (text: string, speed: VoiceSpeed, rate?: number) => {
      // Decided when the learner asks, with what is known then: the server's answer (fetched
      // on the first Listen) and the voices the browser has by now.
      const serverVoice = (data ?? (await refetch()).data)?.serverVoice === true;
      const voicesNow = await loadedVoices();
      const now = chooseVoice({ serverVoice, browserVoices: voicesNow });
      if (now === 'server') {
        try {
          return await playUrl(await serverAudio(text, speed), rate);
        } catch (failure) {
          if (!pickSpanishVoice(voicesNow)) throw failure;
        }
      }
      if (now === 'unavailable') throw new NoSpanishVoice();
      return speakInBrowser(text, speed, rate);
    },
    [data, refetch],
  );
  return say;
}
