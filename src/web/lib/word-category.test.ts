// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { PART_OF_SPEECH_NAMES } from '../../domain/part-of-speech';
import i18n, { i18nReady } from '../i18n';
import { useWordCategory } from './word-category';

beforeAll(async () => {
  await i18nReady;
  await i18n.loadLanguages(['en', 'es']);
});

async function categoryTextIn(language: string) {
  await i18n.changeLanguage(language);
  return renderHook(() => useWordCategory()).result.current;
}

describe('a word category in the UI language', () => {
  it('gives every part of speech the glossary writes a Spanish text of its own', async () => {
    const text = await categoryTextIn('es');
    for (const name of Object.values(PART_OF_SPEECH_NAMES)) {
      expect(text(name), name).not.toBe(name);
    }
    expect(text('noun')).toBe('sustantivo');
    expect(text('interjection')).toBe('interjección');
    expect(text('Verb')).toBe('verbo');
  });

  it('keeps the English names in the English UI', async () => {
    const text = await categoryTextIn('en');
    expect(text('noun')).toBe('noun');
    expect(text('phrase')).toBe('phrase');
  });

  it("shows a learner's own category as typed", async () => {
    const text = await categoryTextIn('es');
    expect(text('Mis favoritas')).toBe('Mis favoritas');
    expect(text('verbos irregulares')).toBe('verbos irregulares');
    expect(text('wordCategories')).toBe('wordCategories');
    expect(text('a.b')).toBe('a.b');
  });
});
