// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { useMicrophone } from './use-microphone';

describe('useMicrophone remembers going on without voice on this device', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('starts skipped on the next visit to /chat after the learner chose it, even in a new tab', () => {
    const first = renderHook(() => useMicrophone());
    expect(first.result.current.state).toEqual({ status: 'unknown' });
    act(() => first.result.current.skip());
    expect(first.result.current.state).toEqual({ status: 'skipped' });
    first.unmount();
    // A new tab has a fresh session storage; the device's local storage keeps the choice.
    sessionStorage.clear();
    expect(localStorage.getItem(STORAGE_KEYS.chatWithoutVoice)).toBe('1');
    const again = renderHook(() => useMicrophone());
    expect(again.result.current.state).toEqual({ status: 'skipped' });
  });

  it('sets voice aside for this visit only when the guide is closed without a choice', () => {
    const first = renderHook(() => useMicrophone());
    act(() => first.result.current.skip(false));
    expect(first.result.current.state).toEqual({ status: 'skipped' });
    first.unmount();
    expect(renderHook(() => useMicrophone()).result.current.state).toEqual({ status: 'unknown' });
  });

  it('asks as usual on a device where nothing was chosen', () => {
    expect(renderHook(() => useMicrophone()).result.current.state).toEqual({ status: 'unknown' });
  });
});
