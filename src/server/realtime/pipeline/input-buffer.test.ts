import { describe, expect, it } from 'vitest';
import { SESSION_SAMPLE_RATE } from './audio-format';
import { InputAudioBuffer } from './input-buffer';

const samples = (length: number, value = 1) => new Int16Array(length).fill(value);

describe('InputAudioBuffer', () => {
  it('keeps chunks in order until the cap, then reports the first dropped chunk once per turn', () => {
    const input = new InputAudioBuffer(10);
    expect(input.push(samples(4, 1))).toBe('kept');
    expect(input.push(samples(6, 2))).toBe('kept');
    expect(input.push(samples(1, 3))).toBe('full');
    expect(input.push(samples(1, 3))).toBe('dropped');
    expect([...input.take()]).toEqual([1, 1, 1, 1, 2, 2, 2, 2, 2, 2]);
    expect(input.size).toBe(0);
    expect(input.push(samples(11))).toBe('full'); // a new turn reports again
  });

  it('between phrases keeps only the last milliseconds (the prefix padding)', () => {
    const input = new InputAudioBuffer(SESSION_SAMPLE_RATE * 10);
    input.push(samples(SESSION_SAMPLE_RATE, 1));
    input.push(samples(SESSION_SAMPLE_RATE / 10, 2));
    input.keepOnlyLast(100);
    expect(input.size).toBe(SESSION_SAMPLE_RATE / 10);
    expect(input.take().every((sample) => sample === 2)).toBe(true);
  });

  it('leaves a short buffer alone', () => {
    const input = new InputAudioBuffer(SESSION_SAMPLE_RATE);
    input.push(samples(100));
    input.keepOnlyLast(100);
    expect(input.size).toBe(100);
  });
});
