import { describe, expect, it } from 'vitest';
import { wrapFocus } from './focus-trap';

describe('wrapFocus', () => {
  it('goes from the last control back to the first, and from the first back to the last', () => {
    expect(wrapFocus(4, 3, false)).toBe(0);
    expect(wrapFocus(4, 0, true)).toBe(3);
  });

  it('leaves moves between controls to the browser', () => {
    expect(wrapFocus(4, 1, false)).toBeNull();
    expect(wrapFocus(4, 2, true)).toBeNull();
  });

  it('brings focus from the heading (or anywhere else) to the first or last control', () => {
    expect(wrapFocus(4, -1, false)).toBe(0);
    expect(wrapFocus(4, -1, true)).toBe(3);
  });

  it('has nowhere to go without controls', () => {
    expect(wrapFocus(0, -1, false)).toBeNull();
  });
});
