import type { Category } from './index';
import type { CorpusLevel, CorpusSentence } from './types';

/** Compact builders for one level's sentences: `ok` for a correct one, `err` for an incorrect one. */
export function builders(level: CorpusLevel) {
  return {
    ok: (text: string): CorpusSentence => ({ level, text, error: null }),
    err: (
      text: string,
      error: Category | 'other',
      corrected: string,
      wrong: string,
      right: string,
    ): CorpusSentence => ({ level, text, error, corrected, wrong, right }),
  };
}
