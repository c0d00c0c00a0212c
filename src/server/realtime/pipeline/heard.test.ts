import { describe, expect, it } from 'vitest';
import { inventedTranscript, MIN_VOICED_MS, voicedMs } from './heard';

const RATE = 24_000;
/** A 330 Hz tone at the given peak (of 32,767), `ms` long. */
function tone(ms: number, peak: number): Int16Array {
  const out = new Int16Array((RATE * ms) / 1000);
  for (let i = 0; i < out.length; i += 1)
    out[i] = Math.round(peak * Math.sin((2 * Math.PI * 330 * i) / RATE));
  return out;
}

describe('voiced audio in a press', () => {
  it('counts the frames loud enough to be speech', () => {
    const press = new Int16Array(RATE); // 1 s of silence…
    press.set(tone(300, 6000), RATE / 2); // …with 300 ms of a voice-level tone
    expect(voicedMs(press)).toBe(300);
    expect(voicedMs(press)).toBeGreaterThanOrEqual(MIN_VOICED_MS);
  });

  it('counts room noise and a click as nothing to send', () => {
    expect(voicedMs(tone(1000, 100))).toBe(0); // about -50 dBFS: a quiet room
    const click = new Int16Array(RATE);
    click.set(tone(60, 20_000), 1000);
    expect(voicedMs(click)).toBeLessThan(MIN_VOICED_MS);
  });
});

describe('transcripts a speech model invents for noise', () => {
  it.each([
    'Subtítulos realizados por la comunidad de Amara.org',
    '¡Gracias por ver el vídeo!',
    'Gracias por ver el video.',
    'Thanks for watching!',
    'Thank you for watching.',
    'Please subscribe.',
    '[Música]',
    '♪ ♪',
    'Aplausos.',
    '...',
    '',
    '시청해 주셔서 감사합니다',
  ])('drops «%s»', (text) => {
    expect(inventedTranscript(text)).toBe(true);
  });

  it.each([
    'Gracias.',
    'Sí.',
    'Me gusta la música.',
    'Veo vídeos en YouTube.',
    'Tengo 3 hermanos.',
    'Thank you.',
    'No sé.',
    'Mañana.',
  ])('keeps what a learner may well say: «%s»', (text) => {
    expect(inventedTranscript(text)).toBe(false);
  });
});
