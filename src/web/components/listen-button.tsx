import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SPEECH_MAX_CHARS } from '../../contracts/speech';
import type { UserDocument } from '../../contracts/user';
import { VOICE_SPEEDS } from '../../domain/settings';
import { NoSpanishVoice, useSpanishVoice } from '../lib/audio/use-spanish-voice';
import { listenText } from '../lib/audio/voice-choice';
import { SESSION_QUERY_KEY } from '../lib/session';
import { Button } from './ui/button';

type State = 'idle' | 'playing' | 'unavailable' | 'failed';

function SpeakerIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-4 w-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M11 5 6 9H3v6h3l5 4V5Z" strokeLinejoin="round" />
      <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Listen: reads a Spanish word, then its example sentence, aloud at the learner's voice speed.
 * When no voice can (no server voice, no Spanish voice in this browser), it says so in words
 * instead of doing nothing.
 */
export function ListenButton({
  word,
  example = '',
  className = '',
}: {
  word: string;
  example?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const say = useSpanishVoice();
  const [state, setState] = useState<State>('idle');

  async function listen() {
    if (state === 'playing') return;
    setState('playing');
    try {
      // The learner's voice speed, from the session the app already holds (no request of its own).
      const preference = client.getQueryData<UserDocument | null>(SESSION_QUERY_KEY)?.preferences?.voiceSpeed;
      const speed = VOICE_SPEEDS.find((value) => value === preference) ?? 'normal';
      await say(listenText(word, example, SPEECH_MAX_CHARS), speed);
      setState('idle');
    } catch (failure) {
      setState(failure instanceof NoSpanishVoice ? 'unavailable' : 'failed');
    }
  }

  const message =
    state === 'unavailable' ? t('listen.unavailable') : state === 'failed' ? t('listen.failed') : '';
  return (
    <div className={`flex flex-wrap items-center gap-2 ${className}`}>
      <Button
        variant="secondary"
        onClick={() => void listen()}
        aria-label={t('listen.named', { word })}
        aria-busy={state === 'playing' ? true : undefined}
      >
        <SpeakerIcon />
        {t('listen.button')}
      </Button>
      <p role="status" className="text-sm text-slate-600 empty:hidden dark:text-slate-400">
        {message}
      </p>
    </div>
  );
}
