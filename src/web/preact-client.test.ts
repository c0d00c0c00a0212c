// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextFrame } from './preact-client';

describe('afterNextFrame', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs the callback once, after the frame or the 35 ms fallback', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 7);
    const cancel = vi.fn();
    vi.stubGlobal('cancelAnimationFrame', cancel);
    const callback = vi.fn();
    afterNextFrame(callback);
    vi.advanceTimersByTime(34);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10);
    expect(cancel).toHaveBeenCalledWith(7);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('does nothing, and throws nothing, when the page lost its frame functions before the timeout', () => {
    vi.useFakeTimers();
    const callback = vi.fn();
    afterNextFrame(callback);
    // What a closing test environment does: the globals go, the timer stays.
    vi.stubGlobal('cancelAnimationFrame', undefined);
    expect(() => vi.advanceTimersByTime(100)).not.toThrow();
    expect(callback).not.toHaveBeenCalled();
  });
});
