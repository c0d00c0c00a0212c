// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { useMicrophone } from './use-microphone';

describe('useMicrophone remembers Continue Without Voice for the session (issue 15 #12)', () => {
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });

  it('starts skipped on the next visit to /chat after the learner chose it', () => {
    const first = renderHook(() => useMicrophone());
    expect(first.result.current.state).toEqual({ status: 'unknown' });
    act(() => first.result.current.skip());
    expect(first.result.current.state).toEqual({ status: 'skipped' });
    first.unmount();
    const again = renderHook(() => useMicrophone());
    expect(again.result.current.state).toEqual({ status: 'skipped' });
  });

  it('asks as usual in a fresh session', () => {
    expect(renderHook(() => useMicrophone()).result.current.state).toEqual({ status: 'unknown' });
  });
});
