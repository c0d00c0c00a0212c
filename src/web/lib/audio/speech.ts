/**
 * The browser's own speech services, used with the built-in tutor: speech recognition (es-ES)
 * turns the learner's voice into text, and speech synthesis reads the tutor's replies aloud.
 */
import { pickSpanishVoice } from './voice-choice';

interface RecognitionResultList {
  length: number;
  [index: number]: { isFinal: boolean; 0: { transcript: string } };
}
export interface RecognitionEvent {
  resultIndex: number;
  results: RecognitionResultList;
}
export interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: RecognitionEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionConstructor = new () => Recognition;

export function recognitionConstructor(): RecognitionConstructor | null {
  const scope = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

/** Whether this browser offers speech recognition at all. */
export function hasSpeechRecognition(): boolean {
  return typeof window !== 'undefined' && recognitionConstructor() !== null;
}

/** Whether this browser can speak (it may still lack a Spanish voice). */
export function hasSpeechSynthesis(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window;
}

export interface Listening {
  /** Stops listening; resolves with everything recognised. */
  stop(): Promise<string>;
  cancel(): void;
}

/** Starts Spanish speech recognition; `onError` gets the browser's error code ("not-allowed", "network"…). */
export function listen(onInterim: (text: string) => void, onError: (code: string) => void): Listening {
  const Constructor = recognitionConstructor();
  if (!Constructor) throw new Error('Speech recognition is not available in this browser.');
  const recognition = new Constructor();
  recognition.lang = 'es-ES';
  recognition.continuous = true;
  recognition.interimResults = true;
  let finalText = '';
  let interim = '';
  let ended: (() => void) | null = null;
  recognition.onresult = (event) => {
    interim = '';
    for (let i = event.resultIndex; i < event.results.length; i += 1) {
      const result = event.results[i];
      if (!result) continue;
      if (result.isFinal) finalText += `${result[0].transcript} `;
      else interim += result[0].transcript;
    }
    onInterim(`${finalText}${interim}`.trim());
  };
  recognition.onerror = (event) => {
    if (event.error !== 'aborted' && event.error !== 'no-speech') onError(event.error);
  };
  recognition.onend = () => ended?.();
  recognition.start();
  return {
    stop: () =>
      new Promise((resolve) => {
        ended = () => resolve(`${finalText}${interim}`.trim());
        recognition.stop();
      }),
    cancel: () => recognition.abort(),
  };
}

const RATES = { slow: 0.8, normal: 1, fast: 1.2 } as const;

/** The browser's speech-synthesis voices (none when it cannot speak). */
function browserVoices(): SpeechSynthesisVoice[] {
  return hasSpeechSynthesis() ? window.speechSynthesis.getVoices() : [];
}

/**
 * The voices once the browser has listed them: Chromium lists none until it has loaded them
 * and then fires `voiceschanged` (never, on a machine with none), so wait a moment for it.
 */
export function loadedVoices(waitMs = 1500): Promise<SpeechSynthesisVoice[]> {
  const now = browserVoices();
  if (now.length > 0 || !hasSpeechSynthesis()) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.speechSynthesis.removeEventListener('voiceschanged', done);
      resolve(browserVoices());
    };
    const timer = setTimeout(done, waitMs);
    window.speechSynthesis.addEventListener('voiceschanged', done);
  });
}

/** A Spanish voice, preferring Spain's, or null when the browser has none. */
export function spanishVoice(): SpeechSynthesisVoice | null {
  return pickSpanishVoice(browserVoices());
}

/**
 * Reads a reply aloud in Spanish at the learner's voice speed (product.md#settings: slow, normal,
 * fast); `rate`, when given, overrides the speed (a listening drill's slower replay).
 */
export function speak(
  text: string,
  speed: keyof typeof RATES,
  onEnd?: () => void,
  onError?: (code: string) => void,
  rate?: number,
): void {
  if (!hasSpeechSynthesis()) return;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = 'es-ES';
  const voice = spanishVoice();
  if (voice) utterance.voice = voice;
  utterance.rate = rate ?? RATES[speed];
  if (onEnd) utterance.onend = onEnd;
  if (onError) utterance.onerror = (event) => onError(event.error);
  window.speechSynthesis.speak(utterance);
}

/** Stops anything being read aloud (the learner started talking). */
export function stopSpeaking(): void {
  if (hasSpeechSynthesis()) window.speechSynthesis.cancel();
}
