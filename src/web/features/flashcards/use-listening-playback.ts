import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { UserDocument } from '../../../contracts/user';
import { VOICE_SPEEDS } from '../../../domain/settings';
import { useSpanishVoice } from '../../lib/audio/use-spanish-voice';
import { SESSION_QUERY_KEY } from '../../lib/session';

/** The Slower replay's speech rate: clearly slower than the learner's slow speed (0.8). */
const SLOWER_RATE = 0.7;

type PlaybackState = 'idle' | 'playing' | 'failed';

/**
 * Reads `text` aloud for a listening drill with the app's Spanish voice (the server's, else the
 * browser's), at the learner's voice speed or, for Slower, at 0.7. One reading at a time.
 */
export function useListeningPlayback(text: string) {
  const client = useQueryClient();
  const say = useSpanishVoice();
  const [state, setState] = useState<PlaybackState>('idle');
  const busy = useRef(false);

  const play = useCallback(
    async (slower = false) => {
      if (busy.current) return;
      busy.current = true;
      setState('playing');
      try {
        const preference = client.getQueryData<UserDocument | null>(SESSION_QUERY_KEY)?.preferences
          ?.voiceSpeed;
        const speed = VOICE_SPEEDS.find((value) => value === preference) ?? 'normal';
        await say(text, speed, slower ? SLOWER_RATE : undefined);
        setState('idle');
      } catch {
        setState('failed');
      } finally {
        busy.current = false;
      }
    },
    [client, say, text],
  );
  return { state, play };
}
