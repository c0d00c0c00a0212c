/**
 * Hands-free listening with the browser's speech recognition (built-in tutor): recognition runs
 * until the learner turns it off, and each phrase is sent after the level's silence. While the
 * tutor speaks, what the microphone hears is dropped, so the tutor never answers its own voice.
 */
import { createPhraseGate } from './phrase-gate';
import { recognitionConstructor } from './speech';

export interface HandsFreeListening {
  /** Stops listening; a phrase still waiting for its silence is sent. */
  stop(): void;
  /** While muted (the tutor is speaking) nothing heard is kept. */
  mute(muted: boolean): void;
}

export function listenHandsFree(
  silenceMs: number,
  onPhrase: (text: string) => void,
  onInterim: (text: string) => void,
  onError: (code: string) => void,
): HandsFreeListening {
  const Constructor = recognitionConstructor();
  if (!Constructor) throw new Error('Speech recognition is not available in this browser.');
  let stopped = false;
  let muted = false;
  /** Final words not yet sent, shown as the learner's words in progress. */
  let waiting = '';
  const gate = createPhraseGate(silenceMs, (text) => {
    waiting = '';
    onInterim('');
    onPhrase(text);
  });
  const recognition = new Constructor();
  recognition.lang = 'es-ES';
  recognition.continuous = true;
  recognition.interimResults = true;
  recognition.onresult = (event) => {
    if (muted) return;
    let final = '';
    let interim = '';
    for (let i = event.resultIndex; i < event.results.length; i += 1) {
      const result = event.results[i];
      if (!result) continue;
      if (result.isFinal) final += `${result[0].transcript} `;
      else interim += result[0].transcript;
    }
    waiting = `${waiting} ${final}`.trim();
    onInterim(`${waiting} ${interim}`.trim());
    gate.heard(final, interim);
  };
  recognition.onerror = (event) => {
    // Silence and our own abort are part of listening; anything else (refused, no microphone,
    // no network) would fail again at once, so listening stops instead of restarting in a loop.
    if (event.error === 'no-speech' || event.error === 'aborted') return;
    stopped = true;
    onError(event.error);
  };
  // Browsers end recognition after a while of silence; hands-free keeps it going until stopped.
  recognition.onend = () => {
    if (!stopped) recognition.start();
  };
  recognition.start();
  return {
    stop() {
      stopped = true;
      gate.flush();
      recognition.stop();
    },
    mute(next) {
      muted = next;
      if (next) {
        gate.clear();
        waiting = '';
        onInterim('');
      }
    },
  };
}
