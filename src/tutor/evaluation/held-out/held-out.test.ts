import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../corpus/index';
import type { CorpusLevel } from '../corpus/types';
import { HELD_OUT } from './index';

const LEVELS: CorpusLevel[] = ['A0', 'A1', 'A2', 'B1', 'B2'];
const KNOWN = new Set<string>([...CATEGORIES, 'other']);

describe('held-out learner sentences (shape only)', () => {
  it('has at least 325 sentences', () => {
    expect(HELD_OUT.length).toBeGreaterThanOrEqual(325);
  });

  it.each(LEVELS)('has at least 35 incorrect and 30 correct sentences at %s', (level) => {
    const atLevel = HELD_OUT.filter((s) => s.level === level);
    expect(atLevel.filter((s) => s.error !== null).length).toBeGreaterThanOrEqual(35);
    expect(atLevel.filter((s) => s.error === null).length).toBeGreaterThanOrEqual(30);
  });

  it('has unique texts', () => {
    const texts = HELD_OUT.map((s) => s.text);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('uses only known categories', () => {
    const unknown = HELD_OUT.filter((s) => s.error !== null && !KNOWN.has(s.error));
    expect(unknown).toEqual([]);
  });

  it('gives every incorrect sentence a correction containing right, with wrong taken from the text', () => {
    const bad = HELD_OUT.filter(
      (s) =>
        s.error !== null &&
        !(
          s.corrected !== undefined &&
          s.wrong !== undefined &&
          s.right !== undefined &&
          s.corrected !== s.text &&
          s.wrong !== s.right &&
          s.text.includes(s.wrong) &&
          s.corrected.includes(s.right)
        ),
    );
    expect(bad.map((s) => s.text)).toEqual([]);
  });

  it('gives correct sentences no correction', () => {
    const bad = HELD_OUT.filter(
      (s) =>
        s.error === null && (s.corrected !== undefined || s.wrong !== undefined || s.right !== undefined),
    );
    expect(bad.map((s) => s.text)).toEqual([]);
  });

  it('keeps texts and corrections trimmed and non-empty', () => {
    const bad = HELD_OUT.filter(
      (s) =>
        s.text.trim() !== s.text ||
        s.text === '' ||
        (s.corrected !== undefined && s.corrected.trim() !== s.corrected),
    );
    expect(bad.map((s) => s.text)).toEqual([]);
  });
});
