// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { deferred, stubFetch } from '../../../../tests/support/web/fetch-stub';
import { aCard, aUser } from '../../../../tests/support/web/fixtures';
import { renderScreen } from '../../../../tests/support/web/render';
import { memoryQueue } from '../../lib/offline/queue';
import { setReviewStore } from '../../lib/offline/pending-reviews';
import type { QueuedReview } from '../../../domain/review-sync';
import { FlashcardsScreen } from './flashcards-screen';

// UseReviewSession through the screen, by clicks and keys; only fetch is replaced.
const cards = [aCard('c1', 'uno', 'one'), aCard('c2', 'dos', 'two')];
type Review = { rating: string; reviewId: string };

function serve(
  review: (
    id: string,
    body: Review,
  ) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>,
) {
  return stubFetch({
    'GET /api/session': () => ({ body: { user: aUser() } }),
    'GET /api/vocabulary/due': () => ({ body: { items: cards } }),
    'POST /api/vocabulary/c1/review': ({ body }) => review('c1', body as Review),
    'POST /api/vocabulary/c2/review': ({ body }) => review('c2', body as Review),
  });
}
const saved = (id: string) => ({ body: { ...cards.find((c) => c.id === id)!, timesReviewed: 1 } });

describe('FlashcardsScreen', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('flips, rates every card and completes the session with its figures', async () => {
    const api = serve((id) => saved(id));
    const { user } = renderScreen(<FlashcardsScreen />);
    expect(await screen.findByRole('region', { name: 'Card 1 of 2' })).toBeTruthy();
    expect(screen.queryByText('one')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show Translation' }));
    expect(screen.getByText('one')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^Good/ }));

    expect(await screen.findByRole('region', { name: 'Card 2 of 2' })).toBeTruthy();
    await user.keyboard(' ');
    await user.keyboard('1');
    // Again brings the card back once at the end, as practice: answered, but not sent again.
    expect(await screen.findByRole('region', { name: 'Card 3 of 3' })).toBeTruthy();
    expect(screen.getByTestId('practice-note')).toBeTruthy();
    await user.keyboard(' ');
    expect(screen.queryByText(/Next review in/)).toBeNull();
    await user.keyboard('3');
    expect(await screen.findByText('Session Complete!')).toBeTruthy();
    expect(api.callsTo('POST /api/vocabulary/c1/review')[0]?.body).toMatchObject({ rating: 'good' });
    expect(api.callsTo('POST /api/vocabulary/c2/review')).toHaveLength(1);
    expect(api.callsTo('POST /api/vocabulary/c2/review')[0]?.body).toMatchObject({ rating: 'again' });
  });

  it('disables the ratings while one is saved, so a second press sends nothing', async () => {
    const pending = deferred();
    const api = serve(() => pending.promise);
    const { user } = renderScreen(<FlashcardsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Show Translation' }));
    await user.click(screen.getByRole('button', { name: /^Easy/ }));
    expect(screen.getByText('Saving...')).toBeTruthy();
    expect((screen.getByRole('button', { name: /^Hard/ }) as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard('2');
    pending.resolve(saved('c1'));
    expect(await screen.findByRole('region', { name: 'Card 2 of 2' })).toBeTruthy();
    expect(api.callsTo('POST /api/vocabulary/c1/review')).toHaveLength(1);
  });

  it('keeps the card after a failed save and resends the same review id', async () => {
    let fail = true;
    const api = serve((id) =>
      fail ? { status: 500, body: { error: 'internal', message: 'boom' } } : saved(id),
    );
    const { user } = renderScreen(<FlashcardsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Show Translation' }));
    await user.click(screen.getByRole('button', { name: /^Good/ }));
    expect(await screen.findByText(/could not be saved/)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Card 1 of 2' })).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: /^Good/ }));
    expect(await screen.findByRole('region', { name: 'Card 2 of 2' })).toBeTruthy();
    const [first, second] = api
      .callsTo('POST /api/vocabulary/c1/review')
      .map((call) => (call.body as Review).reviewId);
    expect(second).toBe(first);
  });

  it('skips a card deleted meanwhile and says so', async () => {
    serve((id) =>
      id === 'c1'
        ? { status: 404, body: { error: 'not-found', message: 'Vocabulary item not found' } }
        : saved(id),
    );
    const { user } = renderScreen(<FlashcardsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Show Translation' }));
    await user.click(screen.getByRole('button', { name: /^Good/ }));
    expect(await screen.findByText('Vocabulary item not found')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Card 2 of 2' })).toBeTruthy();
  });

  it('says all caught up when nothing is due', async () => {
    stubFetch({
      'GET /api/session': () => ({ body: { user: aUser() } }),
      'GET /api/vocabulary/due': () => ({ body: { items: [] } }),
    });
    renderScreen(<FlashcardsScreen />);
    expect(await screen.findByText('All caught up!')).toBeTruthy();
  });

  it('offline, queues the rating with its review id instead of sending it', async () => {
    const queue = memoryQueue((review: QueuedReview) => review.reviewId);
    setReviewStore(queue);
    const api = serve((id) => saved(id));
    api.on('HEAD /favicon.svg', () => ({ status: 200 }));
    const { user } = renderScreen(<FlashcardsScreen />);
    await screen.findByRole('region', { name: 'Card 1 of 2' });
    act(() => void window.dispatchEvent(new Event('offline')));
    try {
      await user.click(screen.getByRole('button', { name: 'Show Translation' }));
      await user.click(screen.getByRole('button', { name: /^Hard/ }));
      expect(await screen.findByRole('region', { name: 'Card 2 of 2' })).toBeTruthy();
      expect((await queue.all()).map((review) => [review.vocabularyId, review.rating])).toEqual([
        ['c1', 'hard'],
      ]);
      expect(api.callsTo('POST /api/vocabulary/c1/review')).toHaveLength(0);
    } finally {
      window.dispatchEvent(new Event('online'));
    }
  });
});
