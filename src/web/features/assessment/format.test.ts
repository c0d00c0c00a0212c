import { describe, expect, it } from 'vitest';
import { explanationText } from './format';

describe('explanationText', () => {
  const checked = {
    explanation: 'Origin is expressed with «ser».',
    explanationEs: 'El origen se expresa con «ser».',
  };

  it('shows the Spanish explanation in the Spanish UI', () => {
    expect(explanationText(checked, 'es')).toBe('El origen se expresa con «ser».');
    expect(explanationText(checked, 'es-MX')).toBe('El origen se expresa con «ser».');
  });

  it('keeps the English explanation in the English UI', () => {
    expect(explanationText(checked, 'en')).toBe('Origin is expressed with «ser».');
    expect(explanationText(checked, undefined)).toBe('Origin is expressed with «ser».');
  });

  it('falls back to English when there is no Spanish version, and to nothing when there is no explanation', () => {
    expect(explanationText({ explanation: 'Because.', explanationEs: null }, 'es')).toBe('Because.');
    expect(explanationText({ explanation: 'Because.' }, 'es')).toBe('Because.');
    expect(explanationText({ explanation: null, explanationEs: null }, 'es')).toBeNull();
  });
});
