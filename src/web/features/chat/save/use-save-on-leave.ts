/**
 * No conversation lost by leaving: closing or reloading the tab (pagehide, a keep-alive request)
 * and leaving /chat inside the app (the screen unmounts; going offline swaps it for the offline
 * screen) save the conversation as End chat would, once per session.
 */
import { useEffect, useRef } from 'react';
import type { ConversationSnapshot } from './save-body';

interface Saver {
  leave(snapshot: ConversationSnapshot): void;
  saveInBackground(snapshot: ConversationSnapshot): Promise<void>;
}

export function useSaveOnLeave(snapshot: ConversationSnapshot, saver: Saver): void {
  const latest = useRef({ snapshot, saver });
  latest.current = { snapshot, saver };

  useEffect(() => {
    const onPageHide = () => latest.current.saver.leave(latest.current.snapshot);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      // Unmounting: the request outlives the screen (the app stays loaded).
      void latest.current.saver.saveInBackground(latest.current.snapshot);
    };
  }, []);
}
