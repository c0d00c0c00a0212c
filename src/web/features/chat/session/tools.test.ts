import { describe, expect, it } from 'vitest';
import { createTutorTools, type SessionWord } from './tools';

describe('tutor tools in the browser', () => {
  it('adds words to the session list and acknowledges', async () => {
    const words: SessionWord[] = [];
    const tools = createTutorTools((word) => words.push(word));
    expect(await tools.call('add_vocabulary', { word: ' la maleta ', definition: 'suitcase' })).toEqual({
      ok: true,
    });
    expect(words).toEqual([{ word: 'la maleta', definition: 'suitcase' }]);
  });

  it('returns errors instead of results when a call is wrong (product.md#tutor-tools)', async () => {
    const tools = createTutorTools(() => undefined);
    expect(await tools.call('add_vocabulary', {})).toEqual({ error: 'add_vocabulary needs a word' });
    expect(await tools.call('set_memory', { key: 'Home City', value: 'Sevilla' })).toEqual({
      error: 'Memory keys must be lowercase words joined by underscores',
    });
    expect(await tools.call('set_memory', { key: 'home_city', value: 'Sevilla' })).toEqual({ ok: true });
    expect(await tools.call('search_web', {})).toEqual({ error: 'Tool "search_web" not added' });
  });

  it('note_correction checks the correction with the contract and acknowledges it', async () => {
    const noted: unknown[] = [];
    const tools = createTutorTools(
      () => undefined,
      (correction) => noted.push(correction),
    );
    expect(
      await tools.call('note_correction', {
        original: ' Yo soy 20 años ',
        corrected: 'Tengo 20 años',
        explanation: 'Age uses tener.',
        category: 'ser-estar',
      }),
    ).toEqual({ ok: true });
    // A kind outside the fixed list (or none) counts as "other".
    expect(
      await tools.call('note_correction', { original: 'a', corrected: 'b', category: 'made-up' }),
    ).toEqual({ ok: true });
    // The explanation is optional; the texts are trimmed.
    expect(
      await tools.call('note_correction', { original: 'Hay mucho gente', corrected: 'Hay mucha gente' }),
    ).toEqual({
      ok: true,
    });
    expect(noted).toEqual([
      {
        original: 'Yo soy 20 años',
        corrected: 'Tengo 20 años',
        explanation: 'Age uses tener.',
        category: 'ser-estar',
      },
      { original: 'a', corrected: 'b', explanation: '', category: 'other' },
      { original: 'Hay mucho gente', corrected: 'Hay mucha gente', explanation: '', category: 'other' },
    ]);
    const refused = { error: 'note_correction needs original and corrected (at most 500 characters each)' };
    expect(await tools.call('note_correction', { original: 'Soy 20 años' })).toEqual(refused);
    expect(await tools.call('note_correction', { original: 'x', corrected: 'y'.repeat(501) })).toEqual(
      refused,
    );
    expect(noted).toHaveLength(3);
  });

  it('registers the three tools with their JSON schemas', () => {
    const names = createTutorTools(() => undefined)
      .list()
      .map((tool) => tool.name);
    expect(names).toEqual(['add_vocabulary', 'set_memory', 'note_correction']);
  });
});
