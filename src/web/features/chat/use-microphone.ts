/** Microphone permission before connecting (spec doc 2 §4 "Connect asks for microphone permission first"). */
import { useCallback, useState } from 'react';
import { MicrophoneError, requestMicrophone, type MicrophoneProblem } from '../../lib/audio/recorder';
import { STORAGE_KEYS } from '../../lib/storage-keys';

export type MicrophoneState =
  | { status: 'unknown' }
  | { status: 'granted' }
  | { status: 'skipped' }
  | { status: 'blocked'; problem: MicrophoneProblem; message: string };

/** "Continue Without Voice" holds for the rest of the browser session (issue 15 #12). */
function rememberWithoutVoice(on: boolean): void {
  try {
    if (on) sessionStorage.setItem(STORAGE_KEYS.chatWithoutVoice, '1');
    else sessionStorage.removeItem(STORAGE_KEYS.chatWithoutVoice);
  } catch {
    // Storage disabled: the choice lasts for this visit only.
  }
}

function choseWithoutVoice(): boolean {
  try {
    return sessionStorage.getItem(STORAGE_KEYS.chatWithoutVoice) === '1';
  } catch {
    return false;
  }
}

export function useMicrophone() {
  const [state, setState] = useState<MicrophoneState>(() =>
    choseWithoutVoice() ? { status: 'skipped' } : { status: 'unknown' },
  );

  /** True when the microphone may be used; otherwise the state says why not. */
  const request = useCallback(async (): Promise<boolean> => {
    try {
      await requestMicrophone();
      rememberWithoutVoice(false);
      setState({ status: 'granted' });
      return true;
    } catch (error) {
      const mic = error instanceof MicrophoneError ? error : new MicrophoneError('other', String(error));
      setState({ status: 'blocked', problem: mic.problem, message: mic.message });
      return false;
    }
  }, []);

  /** "Continue Without Voice": typing only, no more asking (for this browser session). */
  const skip = useCallback(() => {
    rememberWithoutVoice(true);
    setState({ status: 'skipped' });
  }, []);

  return { state, request, skip };
}
