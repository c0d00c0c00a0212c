// @vitest-environment jsdom
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { loadAllStrings } from '../i18n';
import { ScreenSuspense, lazyScreen } from './lazy-screen';

// Screens fetched on first use, and what the router reads to wait for one (ADR 0017).
describe('lazyScreen', () => {
  beforeAll(async () => {
    await loadAllStrings();
  });
  afterEach(cleanup);

  it('shows the loading state until the code is here, then the screen, and says when it is ready', async () => {
    let arrive = (_component: () => ReactElement) => {};
    const screenCode = lazyScreen(() => new Promise((resolve) => (arrive = resolve)));
    render(<ScreenSuspense>{screenCode.element}</ScreenSuspense>);
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screenCode.ready()).toBe(false);
    arrive(() => <h1>The screen</h1>);
    expect(await screen.findByRole('heading', { name: 'The screen' })).toBeTruthy();
    expect(screenCode.ready()).toBe(true);
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('loads once, whether the router or the route asks first', async () => {
    let calls = 0;
    const screenCode = lazyScreen(async () => {
      calls += 1;
      return () => <h1>Loaded once</h1>;
    });
    await screenCode.load();
    expect(screenCode.ready()).toBe(true);
    render(<ScreenSuspense>{screenCode.element}</ScreenSuspense>);
    expect(screen.getByRole('heading', { name: 'Loaded once' })).toBeTruthy();
    expect(calls).toBe(1);
  });

  it("says the server can't be reached when the code fails to arrive, keeping the rest of the page", async () => {
    const screenCode = lazyScreen(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    render(
      <>
        <p>The header</p>
        <ScreenSuspense>{screenCode.element}</ScreenSuspense>
      </>,
    );
    expect(await screen.findByText(/can't reach the server/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByText('The header')).toBeTruthy();
    expect(screenCode.ready()).toBe(true);
  });
});
