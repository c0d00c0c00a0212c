// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { stubFetch } from '../../../tests/support/web/fetch-stub';
import { aCard } from '../../../tests/support/web/fixtures';
import { renderScreen } from '../../../tests/support/web/render';
import { loadAllStrings } from '../i18n';
import { CardSource } from './card-source';

describe('CardSource', () => {
  // The screens' strings load on demand: this component renders without waiting for them.
  beforeAll(() => loadAllStrings());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('links a card from a lesson to that lesson, named by its title', async () => {
    const api = stubFetch({
      'GET /api/lessons/lesson-a1-1': () => ({ body: { id: 'lesson-a1-1', title: 'Greetings', es: null } }),
    });
    const card = aCard('c1', 'hola', 'hello', {
      sourceConversationId: 'conv-1',
      sourceLessonId: 'lesson-a1-1',
    });
    const { user } = renderScreen(<CardSource item={card} />);
    const link = await screen.findByRole('link', { name: 'From the lesson «Greetings»' });
    await user.click(link);
    expect(screen.getByText('navigated to /chat')).toBeTruthy();
    expect(api.callsTo('GET /api/lessons/lesson-a1-1')).toHaveLength(1);
  });

  it('names the conversation by its date, and shows nothing for a word added by hand', () => {
    stubFetch({});
    const card = aCard('c1', 'hola', 'hello', {
      sourceConversationId: 'conv-1',
      createdAt: '2026-11-24T10:00:00.000Z',
    });
    renderScreen(
      <>
        <CardSource item={card} />
        <div data-testid="by-hand">
          <CardSource item={aCard('c2', 'gato', 'cat')} />
        </div>
      </>,
    );
    expect(screen.getByText('From your conversation of Nov 24, 2026')).toBeTruthy();
    expect(screen.getByTestId('by-hand').textContent).toBe('');
  });
});
