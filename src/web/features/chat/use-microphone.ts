/** Microphone permission before connecting (spec doc 2 §4 "Connect asks for microphone permission first"). */
import { useCallback, useState } from 'react';
import { MicrophoneError, requestMicrophone, type MicrophoneProblem } from '../../lib/audio/recorder';

export type MicrophoneState =
  | { status: 'unknown' }
  | { status: 'granted' }
  | { status: 'skipped' }
  | { status: 'blocked'; problem: MicrophoneProblem; message: string };

export function useMicrophone() {
  const [state, setState] = useState<MicrophoneState>({ status: 'unknown' });

  /** True when the microphone may be used; otherwise the state says why not. */
  const request = useCallback(async (): Promise<boolean> => {
    try {
      await requestMicrophone();
      setState({ status: 'granted' });
      return true;
    } catch (error) {
      const mic = error instanceof MicrophoneError ? error : new MicrophoneError('other', String(error));
      setState({ status: 'blocked', problem: mic.problem, message: mic.message });
      return false;
    }
  }, []);

  /** "Continue Without Voice": typing only, no more asking. */
  const skip = useCallback(() => setState({ status: 'skipped' }), []);

  return { state, request, skip };
}
