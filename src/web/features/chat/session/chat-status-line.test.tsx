// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import i18n from '../../../i18n';
import type { RealtimeStatus } from '../../../../contracts/realtime';
import { ChatStatusLine } from './chat-status-line';

const status = (fields: Partial<RealtimeStatus>): RealtimeStatus => ({
  upstream: 'local',
  model: 'local-tutor',
  ready: true,
  serverListens: false,
  serverSpeaks: false,
  message: 'ok',
  notice: null,
  checkedAt: new Date().toISOString(),
  ...fields,
});
const query = (data: RealtimeStatus | undefined, refetch = () => undefined) =>
  ({ data, isFetching: false, error: null, refetch }) as unknown as UseQueryResult<RealtimeStatus>;

function renderLine(q: UseQueryResult<RealtimeStatus>) {
  return render(
    <MemoryRouter>
      <ChatStatusLine query={q} connection={<p role="status">Connected</p>} />
    </MemoryRouter>,
  );
}

/** Server set-up words that belong in the README, never on a learner's screen. */
const OPERATOR_WORDS = /TUTOR=|OPENAI_API_KEY|LLM_|whoever runs|connect an AI tutor|model:|llama|server/i;

describe('the chat status line', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(cleanup);

  it('names Sofía as the practice tutor when the built-in tutor runs, and nothing about set-up', () => {
    const { container } = renderLine(query(status({ upstream: 'local' })));
    expect(screen.getByTestId('tutor-kind').textContent).toBe('Your tutor: Sofía · Practice tutor');
    expect(screen.getByRole('status').textContent).toBe('Connected');
    expect(container.textContent).not.toMatch(OPERATOR_WORDS);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();
  });

  it('names an AI tutor for the pipeline and the realtime model, without the model or where speech runs', () => {
    for (const upstream of ['pipeline', 'openai'] as const) {
      const { container } = renderLine(
        query(status({ upstream, model: 'llama3.1', serverListens: true, serverSpeaks: true })),
      );
      expect(screen.getByTestId('tutor-kind').textContent).toBe('Your tutor: Sofía · AI tutor');
      expect(container.textContent).not.toMatch(OPERATOR_WORDS);
      cleanup();
    }
  });

  it('names no kind before the server has answered', () => {
    renderLine(query(undefined));
    expect(screen.getByTestId('tutor-kind').textContent).toBe('Your tutor: Sofía');
  });

  it('when the AI tutor is kept for subscribers, says so and points to the subscription', () => {
    renderLine(query(status({ upstream: 'local', notice: 'reserved' })));
    expect(screen.getByTestId('tutor-kind').textContent).toContain('Practice tutor');
    expect(screen.getByTestId('tutor-reserved').textContent).toContain(
      'The AI tutor is part of the subscription. You are practising with the built-in tutor, which is free.',
    );
    expect(
      screen.getByRole('link', { name: 'Subscribe to talk with the AI tutor' }).getAttribute('href'),
    ).toBe('/payment');
  });

  it('shows a voice service that is not ready, with Refresh', () => {
    const refetch = vi.fn();
    renderLine(
      query(status({ upstream: 'pipeline', ready: false, message: 'The voice service is down.' }), refetch),
    );
    expect(screen.getByText('The voice service is down.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('in Spanish too', async () => {
    await i18n.changeLanguage('es');
    renderLine(query(status({ upstream: 'local' })));
    expect(screen.getByTestId('tutor-kind').textContent).toBe('Tu tutora: Sofía · Tutora de práctica');
    cleanup();
    renderLine(query(status({ upstream: 'pipeline' })));
    expect(screen.getByTestId('tutor-kind').textContent).toBe('Tu tutora: Sofía · Tutora con IA');
  });
});
