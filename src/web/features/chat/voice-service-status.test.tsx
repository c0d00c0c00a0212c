// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import i18n from '../../i18n';
import type { RealtimeStatus } from '../../../contracts/realtime';
import { TutorNotice } from './tutor-notice';
import { VoiceServiceStatus } from './voice-service-status';

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
const query = (data: RealtimeStatus) =>
  ({
    data,
    isFetching: false,
    error: null,
    refetch: () => undefined,
  }) as unknown as UseQueryResult<RealtimeStatus>;

function renderBoth(data: RealtimeStatus) {
  return render(
    <MemoryRouter>
      <TutorNotice status={data} />
      <VoiceServiceStatus query={query(data)} />
    </MemoryRouter>,
  );
}

describe('which tutor is running', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(cleanup);

  it('says plainly the built-in tutor is no AI, with a link to how to connect one', () => {
    renderBoth(status({ upstream: 'local' }));
    expect(screen.getByRole('heading', { name: 'Built-in practice tutor (no AI)' })).toBeTruthy();
    expect(screen.getByTestId('voice-service-mode').textContent).toContain('Built-in practice tutor (no AI)');
    const links = screen.getAllByRole('link', { name: 'How to connect an AI tutor' });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link.getAttribute('href')).toBe('/help#ai-tutor');
  });

  it('when the AI tutor is kept for subscribers, says so and points to the subscription', () => {
    renderBoth(status({ upstream: 'local', notice: 'reserved' }));
    expect(screen.getByTestId('tutor-reserved').textContent).toContain(
      'The AI tutor is part of the subscription. You are practising with the built-in tutor, which is free.',
    );
    expect(screen.queryByRole('link', { name: 'How to connect an AI tutor' })).toBeNull();
    const links = screen.getAllByRole('link', { name: 'Subscribe to talk with the AI tutor' });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link.getAttribute('href')).toBe('/payment');
  });

  it('names the AI mode, the model and where listening and speaking happen', () => {
    renderBoth(status({ upstream: 'pipeline', model: 'llama3.1', serverListens: true, serverSpeaks: false }));
    expect(screen.queryByRole('heading', { name: 'Built-in practice tutor (no AI)' })).toBeNull();
    const box = screen.getByTestId('voice-service-mode').textContent;
    expect(box).toContain('AI tutor: a language model writes the replies.');
    expect(box).toContain('Model: llama3.1 · Speech recognition: on the server · Voice: in your browser');
  });

  it('in Spanish too', async () => {
    await i18n.changeLanguage('es');
    renderBoth(
      status({ upstream: 'openai', model: 'gpt-realtime', serverListens: true, serverSpeaks: true }),
    );
    expect(screen.getByTestId('voice-service-mode').textContent).toContain(
      'Modelo: gpt-realtime · Reconocimiento de voz: en el servidor · Voz: en el servidor',
    );
  });
});
