/**
 * Which voice reads Spanish aloud for a Listen button: the server's (the operator configured a
 * speech service), else a Spanish voice of this browser, else none, and the button says so.
 * Pure: the caller finds out what the server and the browser offer.
 */
type VoiceChoice = 'server' | 'browser' | 'unavailable';

/** A Spanish voice among the browser's, preferring Spain's; null when there is none. */
export function pickSpanishVoice<Voice extends { lang: string }>(voices: readonly Voice[]): Voice | null {
  const lang = (voice: Voice) => voice.lang.replace('_', '-').toLowerCase();
  return (
    voices.find((voice) => lang(voice) === 'es-es') ??
    voices.find((voice) => lang(voice) === 'es' || lang(voice).startsWith('es-')) ??
    null
  );
}

export function chooseVoice(options: {
  /** The server reads Spanish with a configured voice. */
  serverVoice: boolean;
  /** The browser's speech-synthesis voices (none when it has no speech synthesis). */
  browserVoices: readonly { lang: string }[];
}): VoiceChoice {
  if (options.serverVoice) return 'server';
  return pickSpanishVoice(options.browserVoices) ? 'browser' : 'unavailable';
}

/**
 * What a Listen button reads: the word, then its example sentence, as two sentences; the word
 * alone when the example would pass `maxChars` (the server voice's limit), cut to it if need be.
 */
export function listenText(word: string, example: string, maxChars: number): string {
  const said = word.trim();
  const sentence = example.trim();
  if (!sentence || sentence === said) return said.slice(0, maxChars);
  const both = `${said}${/[.!?…]$/.test(said) ? '' : '.'} ${sentence}`;
  return both.length <= maxChars ? both : said.slice(0, maxChars);
}
