/**
 * Whether a learner's press held anything to answer. Speech-to-text models of the Whisper family
 * invent text for near-silence and very short clips («Subtítulos realizados por la comunidad de
 * Amara.org», «¡Gracias por ver el vídeo!», "Thanks for watching!"): such a turn must not become
 * something the tutor answers or a lesson credits. Two checks: enough voiced audio before the
 * clip is sent at all, and a transcript that is not one of the phrases these models invent.
 */
import { SESSION_SAMPLE_RATE } from './audio-format';
import { frameDb } from './vad';

const FRAME_MS = 20;
/**
 * A 20 ms frame louder than this may be speech: a quiet room sits near -60 dBFS, a voice at a
 * microphone between -35 and -10; the detector's own absolute bar is -50 (even odds).
 */
const VOICED_DB = -45;
/** Less voiced audio than this is a click or a breath, not a word («sí» takes about 250 ms). */
export const MIN_VOICED_MS = 160;

/** Milliseconds of the clip whose frames are loud enough to be speech. */
export function voicedMs(samples: Int16Array, sampleRate = SESSION_SAMPLE_RATE): number {
  const frame = (sampleRate * FRAME_MS) / 1000;
  let voiced = 0;
  for (let at = 0; at + frame <= samples.length; at += frame) {
    if (frameDb(samples.subarray(at, at + frame)) > VOICED_DB) voiced += FRAME_MS;
  }
  return voiced;
}

/** Lower case, accents and punctuation gone, spaces single: how the phrases below are compared. */
function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9ñ]+/g, ' ')
    .trim();
}

/** Phrases that, anywhere in a transcript, come from a model's training subtitles, not a learner. */
const INVENTED_ANYWHERE = [
  'amara org',
  'subtitulos realizados por',
  'subtitulos por la comunidad',
  'subtitulado por',
  'gracias por ver el video',
  'gracias por ver este video',
  'no olvides suscribirte',
  'suscribete al canal',
  'dale like',
  'thanks for watching',
  'thank you for watching',
  'please subscribe',
  'like and subscribe',
  'subtitles by',
  'transcribed by',
].map(plain);

/** Whole transcripts these models produce for noise: a sound label, not speech. */
const INVENTED_WHOLE = new Set(
  [
    'música',
    'music',
    'aplausos',
    'applause',
    'risas',
    'laughter',
    'silencio',
    'silence',
    'suspiro',
    'sigh',
  ].map(plain),
);

/** True when a transcript holds nothing a learner said: empty, symbols only, or invented. */
export function inventedTranscript(text: string): boolean {
  const words = plain(text);
  if (!words) return true;
  if (INVENTED_WHOLE.has(words)) return true;
  return INVENTED_ANYWHERE.some((phrase) => ` ${words} `.includes(` ${phrase} `));
}
