import { describe, expect, it } from 'vitest';
import { VoiceActivityDetector, frameDb, speechProbability, type VadEvent } from './vad';

const SPEC = { threshold: 0.5, prefixPaddingMs: 300, silenceDurationMs: 200 };
const RATE = 24_000;

function tone(ms: number, amplitude = 6000): Int16Array {
  return Int16Array.from({ length: (RATE * ms) / 1000 }, (_, i) =>
    Math.round(amplitude * Math.sin((2 * Math.PI * 220 * i) / RATE)),
  );
}
/** Pseudo-random noise of a given amplitude (deterministic). */
function noise(ms: number, amplitude: number): Int16Array {
  let seed = 7;
  return Int16Array.from({ length: (RATE * ms) / 1000 }, () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return Math.round(((seed / 2 ** 31) * 2 - 1) * amplitude);
  });
}
const join = (...parts: Int16Array[]) => {
  const out = new Int16Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};
function run(audio: Int16Array, chunk = 2400): VadEvent[] {
  const vad = new VoiceActivityDetector(SPEC);
  const events: VadEvent[] = [];
  for (let at = 0; at < audio.length; at += chunk) events.push(...vad.push(audio.subarray(at, at + chunk)));
  return events;
}

describe('frameDb and speechProbability', () => {
  it('measures loudness in dBFS', () => {
    expect(frameDb(new Int16Array(480))).toBeLessThan(-100);
    expect(frameDb(new Int16Array(480).fill(32767))).toBeCloseTo(0, 1);
  });
  it('is even odds 10 dB above the floor when clearly audible, and never for near-silence', () => {
    expect(speechProbability(-20, -30)).toBeCloseTo(0.5 * (1 / (1 + Math.exp(-10))), 3);
    expect(speechProbability(-20, -60)).toBeGreaterThan(0.99);
    expect(speechProbability(-75, -120)).toBeLessThan(0.01);
  });
});

describe('VoiceActivityDetector (threshold 0.5, prefix 300 ms, silence 200 ms)', () => {
  it('finds one phrase with its start (less the prefix padding) and its end after 200 ms of silence', () => {
    const events = run(join(new Int16Array(RATE), tone(800), new Int16Array(RATE / 2)));
    expect(events).toHaveLength(2);
    const [start, stop] = events as [VadEvent & { audioStartMs: number }, VadEvent & { audioEndMs: number }];
    expect(start.type).toBe('speech_started');
    expect(start.audioStartMs).toBe(1000 - 300);
    expect(stop.type).toBe('speech_stopped');
    expect(stop.audioEndMs).toBe(1800 + 200);
  });

  it('gives the same answer however the audio is chunked', () => {
    const audio = join(
      new Int16Array(RATE / 2),
      tone(600),
      new Int16Array(RATE / 2),
      tone(400),
      new Int16Array(RATE / 2),
    );
    expect(run(audio, 333)).toEqual(run(audio, 4800));
    expect(run(audio).map((e) => e.type)).toEqual([
      'speech_started',
      'speech_stopped',
      'speech_started',
      'speech_stopped',
    ]);
  });

  it('keeps a phrase together across pauses shorter than the silence duration', () => {
    const events = run(join(tone(300), new Int16Array(RATE * 0.12), tone(300), new Int16Array(RATE / 2)));
    expect(events.map((e) => e.type)).toEqual(['speech_started', 'speech_stopped']);
  });

  it('ignores a steady noise floor and a single click, but hears speech over the noise', () => {
    const hum = noise(2000, 300);
    const click = new Int16Array(RATE / 2);
    click[1000] = 20_000;
    expect(run(join(hum, click))).toEqual([]);
    const speech = join(noise(1500, 300), tone(600, 8000), noise(600, 300));
    expect(run(speech).map((e) => e.type)).toEqual(['speech_started', 'speech_stopped']);
  });

  it('does not count whisper-quiet sound as speech', () => {
    expect(run(join(new Int16Array(RATE / 2), tone(800, 40), new Int16Array(RATE / 2)))).toEqual([]);
  });
});
