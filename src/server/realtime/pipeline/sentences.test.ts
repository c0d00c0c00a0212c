import { describe, expect, it } from 'vitest';
import { SentenceSplitter } from './sentences';

function split(pieces: string[]): string[] {
  const splitter = new SentenceSplitter();
  const out = pieces.flatMap((piece) => splitter.push(piece));
  return [...out, ...splitter.flush()];
}

describe('SentenceSplitter', () => {
  it('cuts at . ! ? … once the next word starts, keeping Spanish opening marks with their sentence', () => {
    expect(split(['¡Hola, Ana! ¿Có', 'mo estás? Yo bien… Gra', 'cias.'])).toEqual([
      '¡Hola, Ana!',
      '¿Cómo estás?',
      'Yo bien…',
      'Gracias.',
    ]);
  });

  it('returns a sentence as soon as the space after it arrives, not before', () => {
    const splitter = new SentenceSplitter();
    expect(splitter.push('Muy bien.')).toEqual([]);
    expect(splitter.push(' Y')).toEqual(['Muy bien.']);
  });

  it('does not cut at abbreviations, decimals or quotes inside a sentence', () => {
    expect(split(['El Sr. García tiene 3.5 euros. «Vale», dijo él.'])).toEqual([
      'El Sr. García tiene 3.5 euros.',
      '«Vale», dijo él.',
    ]);
  });

  it('cuts a very long sentence without an end at a comma', () => {
    const long = `${'palabra '.repeat(20)}, ${'otra '.repeat(40)}`;
    const out = split([long]);
    expect(out.length).toBeGreaterThan(1);
    expect(out.join(' ').replace(/\s+/g, ' ')).toBe(long.trim().replace(/\s+/g, ' '));
  });
});
