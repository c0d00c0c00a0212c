/**
 * Hands-free speech with the browser's recognition: words recognised as final wait for a
 * silence of `silenceMs` (sized to the learner's level) before they are sent as one turn, so a
 * beginner's pause to find a word does not cut the sentence in two. Any new word, final or not,
 * restarts the wait.
 */
export interface PhraseGate {
  /** Recognised text: `final` is settled, `interim` may still change. */
  heard(final: string, interim: string): void;
  /** Sends what is waiting now (the learner stopped listening). */
  flush(): void;
  /** Drops what is waiting (the tutor is speaking, or the session ends). */
  clear(): void;
}

export interface Timers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const browserTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createPhraseGate(
  silenceMs: number,
  onPhrase: (text: string) => void,
  timers: Timers = browserTimers,
): PhraseGate {
  let settled = '';
  let pending: unknown = null;
  const stopWaiting = () => {
    if (pending !== null) timers.clear(pending);
    pending = null;
  };
  const send = () => {
    stopWaiting();
    const text = settled.trim();
    settled = '';
    if (text) onPhrase(text);
  };
  return {
    heard(final, interim) {
      if (final.trim()) settled = `${settled} ${final.trim()}`;
      stopWaiting();
      // Still speaking (interim words): wait for them to settle before the silence counts.
      if (interim.trim() === '' && settled.trim() !== '') pending = timers.set(send, silenceMs);
    },
    flush: send,
    clear() {
      stopWaiting();
      settled = '';
    },
  };
}
