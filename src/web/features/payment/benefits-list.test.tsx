// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderScreen } from '../../../../tests/support/web/render';
import { stubFetch } from '../../../../tests/support/web/fetch-stub';
import i18n, { loadAllStrings } from '../../i18n';
import { BenefitsList } from './benefits-list';

const size = (lessons: number, expressions: number, claim: object | null) => ({
  body: { lessons, expressions, claim },
});

describe('BenefitsList: the course size claim', () => {
  beforeAll(async () => {
    await loadAllStrings();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the figures the server computed from the content', async () => {
    stubFetch({ 'GET /api/lessons/course': () => size(263, 2718, { lessons: 260, expressions: 2700 }) });
    renderScreen(<BenefitsList />);
    expect(await screen.findByText('260+ lessons and 2,700+ expressions')).toBeTruthy();
  });

  it('says it in Spanish in the Spanish UI', async () => {
    stubFetch({ 'GET /api/lessons/course': () => size(263, 2718, { lessons: 260, expressions: 2700 }) });
    renderScreen(<BenefitsList />);
    await i18n.changeLanguage('es');
    expect(await screen.findByText('260+ lecciones y 2700+ expresiones')).toBeTruthy();
    await i18n.changeLanguage('en');
  });

  it('claims nothing about the size while the content does not bear it out', async () => {
    const fetch = stubFetch({ 'GET /api/lessons/course': () => size(70, 729, null) });
    renderScreen(<BenefitsList />);
    await vi.waitFor(() => expect(fetch.callsTo('GET /api/lessons/course')).toHaveLength(1));
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByText(/lessons and/)).toBeNull();
  });
});
