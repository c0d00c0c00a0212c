import { useCallback, useEffect, useRef } from 'react';

/** Starts the connection once, when the screen opens and the voice-service status is known. */
export function useConnectOnce(connect: () => Promise<unknown>, ready: boolean): void {
  const started = useRef(false);
  const run = useCallback(() => {
    if (started.current || !ready) return;
    started.current = true;
    void connect();
  }, [connect, ready]);
  useEffect(run, [run]);
}
