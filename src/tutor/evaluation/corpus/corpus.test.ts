import { describe, expect, it } from 'vitest';
import { CATEGORIES, CORPUS } from './index';
import type { CorpusLevel } from './types';

const LEVELS: CorpusLevel[] = ['A0', 'A1', 'A2', 'B1', 'B2'];

describe('learner corpus', () => {
  it('has at least 70 incorrect and 60 correct sentences per level', () => {
    for (const level of LEVELS) {
      const atLevel = CORPUS.filter((s) => s.level === level);
      expect(atLevel.filter((s) => s.error !== null).length, level).toBeGreaterThanOrEqual(70);
      expect(atLevel.filter((s) => s.error === null).length, level).toBeGreaterThanOrEqual(60);
    }
    expect(CORPUS.length).toBeGreaterThanOrEqual(650);
  });

  it('uses every category at least 6 times, and only known categories', () => {
    const known = new Set<string>([...CATEGORIES, 'other']);
    for (const s of CORPUS) {
      if (s.error !== null) expect(known.has(s.error), s.text).toBe(true);
    }
    for (const category of CATEGORIES) {
      const count = CORPUS.filter((s) => s.error === category).length;
      expect(count, category).toBeGreaterThanOrEqual(6);
    }
  });

  it('keeps "other" to roughly a tenth of the errors', () => {
    const errors = CORPUS.filter((s) => s.error !== null);
    const other = errors.filter((s) => s.error === 'other').length;
    expect(other / errors.length).toBeGreaterThan(0.05);
    expect(other / errors.length).toBeLessThan(0.15);
  });

  it('has unique texts', () => {
    const seen = new Set<string>();
    for (const s of CORPUS) {
      expect(seen.has(s.text), s.text).toBe(false);
      seen.add(s.text);
    }
  });

  it('gives each incorrect sentence a correction, and the wrong and right words', () => {
    for (const s of CORPUS.filter((x) => x.error !== null)) {
      expect(s.corrected, s.text).toBeTruthy();
      expect(s.wrong, s.text).toBeTruthy();
      expect(s.right, s.text).toBeTruthy();
      expect(s.corrected, s.text).not.toBe(s.text);
      expect(s.text, s.text).toContain(s.wrong);
      expect(s.corrected, s.text).toContain(s.right);
    }
  });

  it('gives correct sentences no correction', () => {
    for (const s of CORPUS.filter((x) => x.error === null)) {
      expect(s.corrected, s.text).toBeUndefined();
      expect(s.wrong, s.text).toBeUndefined();
      expect(s.right, s.text).toBeUndefined();
    }
  });

  it('keeps sentences short, as one learner message', () => {
    for (const s of CORPUS) {
      expect(s.text.trim(), s.text).toBe(s.text);
      expect(s.text.length, s.text).toBeLessThanOrEqual(160);
    }
  });
});
