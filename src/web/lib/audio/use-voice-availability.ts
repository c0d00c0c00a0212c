import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { loadedVoices } from './speech';
import { SPEECH_STATUS_QUERY } from './use-spanish-voice';
import { chooseVoice } from './voice-choice';

type VoiceAvailability = 'checking' | 'available' | 'unavailable';

/**
 * Whether Spanish can be read aloud here and now, known before anything is read: a listening
 * drill says it cannot run instead of failing at its first word. The server's voice counts only
 * online (offline its audio cannot be fetched); else this browser's Spanish voice.
 */
export function useVoiceAvailability(online: boolean): VoiceAvailability {
  const server = useQuery({ ...SPEECH_STATUS_QUERY, enabled: online });
  const [voices, setVoices] = useState<readonly { lang: string }[] | null>(null);
  useEffect(() => {
    let current = true;
    void loadedVoices().then((found) => current && setVoices(found));
    return () => {
      current = false;
    };
  }, []);
  const serverVoice = online && server.data?.serverVoice === true;
  if (serverVoice) return 'available';
  if ((online && server.isPending) || voices === null) return 'checking';
  return chooseVoice({ serverVoice, browserVoices: voices }) === 'unavailable' ? 'unavailable' : 'available';
}
