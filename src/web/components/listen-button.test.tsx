// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { stubFetch } from '../../../tests/support/web/fetch-stub';
import { renderScreen } from '../../../tests/support/web/render';
import i18n from '../i18n';
import { SESSION_QUERY_KEY } from '../lib/session';
import { ListenButton } from './listen-button';

/** An <audio> that "plays" at once and records what it was given. */
function stubAudio(outcome: 'plays' | 'refused' = 'plays') {
  const played: string[] = [];
  class FakeAudio {
    onended: (() => void) | null = null;
    onerror: (() => void) | null = null;
    constructor(readonly src: string) {}
    play() {
      if (outcome === 'refused') return Promise.reject(new Error('NotAllowedError'));
      played.push(this.src);
      setTimeout(() => this.onended?.(), 0);
      return Promise.resolve();
    }
  }
  vi.stubGlobal('Audio', FakeAudio);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => `blob:${played.length}` }));
  return played;
}

describe('ListenButton', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('reads the word and its example with the server’s voice, at the learner’s speed', async () => {
    const api = stubFetch({
      'GET /api/speech': () => ({ body: { serverVoice: true } }),
      'POST /api/speech': () => ({ body: 'RIFF' }),
    });
    const played = stubAudio();
    const { user, client } = renderScreen(<ListenButton word="playa" example="Me gusta la playa." />);
    client.setQueryData(SESSION_QUERY_KEY, { preferences: { voiceSpeed: 'slow' } });
    // Nothing is asked of the server before the learner listens.
    expect(api.calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Listen to “playa”' }));
    await vi.waitFor(() => expect(played).toHaveLength(1));
    expect(api.callsTo('POST /api/speech').map((call) => call.body)).toEqual([
      { text: 'playa. Me gusta la playa.', speed: 'slow' },
    ]);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says so when neither the server nor this browser has a Spanish voice', async () => {
    const api = stubFetch({ 'GET /api/speech': () => ({ body: { serverVoice: false } }) });
    const { user } = renderScreen(<ListenButton word="perro" />);
    await user.click(screen.getByRole('button', { name: 'Listen to “perro”' }));
    expect(await screen.findByText('No Spanish voice is available on this device.')).toBeTruthy();
    expect(api.callsTo('POST /api/speech')).toEqual([]);
  });

  it('says the word could not be played when the server voice fails and the browser has none', async () => {
    stubFetch({
      'GET /api/speech': () => ({ body: { serverVoice: true } }),
      'POST /api/speech': () => ({ status: 502, body: { message: 'The voice service did not answer.' } }),
    });
    stubAudio();
    const { user } = renderScreen(<ListenButton word="gato" />);
    await user.click(screen.getByRole('button', { name: 'Listen to “gato”' }));
    expect(await screen.findByText('The word could not be played just now. Please try again.')).toBeTruthy();
  });

  it('speaks Spanish in the Spanish UI: its name holds its visible label', async () => {
    stubFetch({ 'GET /api/speech': () => ({ body: { serverVoice: false } }) });
    const { user } = renderScreen(<ListenButton word="perro" />);
    await i18n.changeLanguage('es');
    const button = await screen.findByRole('button', { name: 'Escuchar «perro»' });
    expect(button.textContent).toBe('Escuchar');
    button.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Este dispositivo no tiene ninguna voz en español.')).toBeTruthy();
    await i18n.changeLanguage('en');
  });
});
