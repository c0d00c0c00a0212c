import { describe, expect, it } from 'vitest';
import { scrollToClear } from './chat-focus';

describe('scrollToClear', () => {
  it('scrolls a control hidden behind the sticky controls up above them, with room to spare', () => {
    expect(scrollToClear(700, 660, 8)).toBe(48);
  });

  it('leaves a control that already shows above the controls where it is', () => {
    expect(scrollToClear(600, 660, 8)).toBe(0);
    expect(scrollToClear(652, 660, 8)).toBe(0);
  });

  it('rounds up so the control is fully clear', () => {
    expect(scrollToClear(652.5, 660, 8)).toBe(1);
  });
});
