// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { loadAllStrings } from '../i18n';
import { QuickStartBar } from './quick-start-bar';
import { markQuickStartStep, startQuickStart } from '../lib/quick-start-storage';

function renderBar() {
  return render(
    <MemoryRouter>
      <QuickStartBar />
    </MemoryRouter>,
  );
}

describe('QuickStartBar', () => {
  // UI strings load on demand: the bar's labels must be here before it renders.
  beforeAll(async () => {
    await loadAllStrings();
    localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('renders nothing outside quick start mode', () => {
    const { container } = renderBar();
    expect(container.innerHTML).toBe('');
  });

  it('shows the three steps and a way back to /quick-start', () => {
    startQuickStart();
    markQuickStartStep('mini-assessment');
    renderBar();
    expect(screen.getByRole('complementary', { name: 'Quick start' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to quick start' }).getAttribute('href')).toBe(
      '/quick-start',
    );
    const steps = screen.getAllByRole('listitem').map((li) => li.getAttribute('aria-label'));
    expect(steps).toEqual([
      'Quick Spanish Check: completed',
      'Your First Chat: in progress',
      'Review New Words: not started',
    ]);
    expect(screen.getByText('1/3')).toBeTruthy();
  });

  it('disappears once all 3 steps are done (the mode flag is removed)', () => {
    startQuickStart();
    markQuickStartStep('mini-assessment');
    markQuickStartStep('first-conversation');
    markQuickStartStep('vocabulary-review');
    const { container } = renderBar();
    expect(container.innerHTML).toBe('');
  });
});
