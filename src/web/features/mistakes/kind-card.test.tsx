// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { MistakeKind } from '../../../contracts/mistakes';
import { loadAllStrings } from '../../i18n';
import { KindCard } from './kind-card';

const example = (id: string, original: string, corrected: string) => ({
  id,
  original,
  corrected,
  explanation: '',
  conversationId: 'c1',
  at: '2026-03-01T10:00:00.000Z',
});

const PAST: MistakeKind = {
  category: 'past-tenses',
  count: 3,
  recent: 1,
  earlier: 2,
  trend: 'down',
  examples: [example('a', 'Ayer voy.', 'Ayer fui.'), example('b', 'Ayer como.', 'Ayer comí.')],
  notes: [],
};

function renderCard(kind: MistakeKind, props: Partial<Parameters<typeof KindCard>[0]> = {}) {
  return render(
    <MemoryRouter>
      <KindCard kind={kind} online {...props} />
    </MemoryRouter>,
  );
}

describe('KindCard', () => {
  beforeAll(async () => {
    await loadAllStrings();
  });
  afterEach(cleanup);

  it('names the kind, its count and trend, and links Practise this to a focused chat', () => {
    renderCard(PAST);
    const card = screen.getByRole('region', { name: 'Past tenses' });
    expect(within(card).getByText('3 times in 4 weeks')).toBeTruthy();
    expect(card.textContent).toContain('Less often lately');
    expect(within(card).getByRole('link', { name: 'Practise this' }).getAttribute('href')).toBe(
      '/chat?focus=past-tenses',
    );
  });

  it('gives each example row the place for its own actions', () => {
    renderCard(PAST, { renderExampleActions: (shown) => <button type="button">Act on {shown.id}</button> });
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('button').textContent)).toEqual(['Act on a', 'Act on b']);
  });

  it('offers no practice for "other" mistakes, and none offline', () => {
    renderCard({ ...PAST, category: 'other' });
    expect(screen.queryByRole('link', { name: 'Practise this' })).toBeNull();
    cleanup();
    renderCard(PAST, { online: false });
    expect(screen.queryByRole('link', { name: 'Practise this' })).toBeNull();
    expect(
      (screen.getByRole('button', { name: 'Practice needs an internet connection' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });
});
