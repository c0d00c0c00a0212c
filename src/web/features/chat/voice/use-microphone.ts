/** Microphone permission before connecting (product.md#connection). */
import { useCallback, useState } from 'react';
import { MicrophoneError, requestMicrophone, type MicrophoneProblem } from '../../../lib/audio/recorder';
import { STORAGE_KEYS } from '../../../lib/storage-keys';

export type MicrophoneState =
  | { status: 'unknown' }
  | { status: 'granted' }
  | { status: 'skipped' }
  | { status: 'blocked'; problem: MicrophoneProblem; message: string };

/**
 * Choosing to go on without voice is remembered on this device: a device with no microphone
 * would otherwise ask on every visit. Granting the microphone later forgets it.
 */
function rememberWithoutVoice(on: boolean): void {
  try {
    if (on) localStorage.setItem(STORAGE_KEYS.chatWithoutVoice, '1');
    else localStorage.removeItem(STORAGE_KEYS.chatWithoutVoice);
  } catch {
    // Storage disabled: the choice lasts for this visit only.
  }
}

function choseWithoutVoice(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.chatWithoutVoice) === '1';
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

  /**
   * Typing only. A choice made with a button is remembered on this device; closing the guide
   * with Escape only sets it aside for this visit.
   */
  const skip = useCallback((remember = true) => {
    if (remember) rememberWithoutVoice(true);
    setState({ status: 'skipped' });
  }, []);

  return { state, request, skip };
}
