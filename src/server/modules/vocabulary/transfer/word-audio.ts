/**
 * Pronunciation audio for an Anki export, when the operator configured a speech service (the AI
 * pipeline's TTS): each word spoken once, as a WAV file. Bounded in count and time, so a learner
 * with thousands of words still gets the package promptly; words past the bound have no audio.
 */
import { synthesizeWav, type SpeechEndpoint } from '../../../realtime/pipeline/speech';

/** At most this many words get audio in one export, synthesised this many at a time, within the budget. */
export const AUDIO_MAX_WORDS = 500;
const CONCURRENCY = 4;
const BUDGET_MS = 60_000;
const PER_WORD_TIMEOUT_MS = 15_000;

/** A word's audio as WAV bytes, by word id; words whose synthesis failed are simply left out. */
export async function speakWords(
  speech: SpeechEndpoint,
  words: readonly { id: string; word: string }[],
  options: { budgetMs?: number } = {},
): Promise<Map<string, Uint8Array>> {
  const audio = new Map<string, Uint8Array>();
  const deadline = AbortSignal.timeout(options.budgetMs ?? BUDGET_MS);
  const queue = words.slice(0, AUDIO_MAX_WORDS);
  const worker = async () => {
    for (let next = queue.shift(); next && !deadline.aborted; next = queue.shift()) {
      try {
        const wav = await synthesizeWav(speech, next.word, 'slow', {
          signal: deadline,
          timeoutMs: PER_WORD_TIMEOUT_MS,
          retryDelayMs: 0,
        });
        if (wav) audio.set(next.id, new Uint8Array(wav));
      } catch {
        // One word without audio is no reason to fail the export.
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return audio;
}
