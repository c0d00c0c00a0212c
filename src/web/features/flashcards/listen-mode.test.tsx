// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { stubFetch } from '../../../../tests/support/web/fetch-stub';
import { aCard, aUser } from '../../../../tests/support/web/fixtures';
import { renderScreen } from '../../../../tests/support/web/render';
import type { VocabularyItem } from '../../../contracts/vocabulary';
import { FlashcardsScreen } from './flashcards-screen';

// Listen mode through the screen: fetch and the browser's speech synthesis (which jsdom lacks)
// are replaced; the utterances the screen asks for are recorded.
interface Said {
  text: string;
  rate: number;
}

function stubSpeech(voices: { lang: string; name: string }[]): Said[] {
  const said: Said[] = [];
  class Utterance {
    lang = '';
    rate = 1;
    voice: unknown = null;
    onend: (() => void) | null = null;
    onerror: ((event: { error: string }) => void) | null = null;
    constructor(public text: string) {}
  }
  vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
  vi.stubGlobal('speechSynthesis', {
    getVoices: () => voices,
    speak: (utterance: Utterance) => {
      said.push({ text: utterance.text, rate: utterance.rate });
      setTimeout(() => utterance.onend?.(), 0);
    },
    cancel: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  });
  return said;
}

function serve(cards: VocabularyItem[]) {
  return stubFetch({
    'GET /api/session': () => ({ body: { user: aUser() } }),
    'GET /api/vocabulary/due': () => ({ body: { items: cards } }),
    'GET /api/speech': () => ({ body: { serverVoice: false } }),
    ...Object.fromEntries(
      cards.map((card) => [
        `POST /api/vocabulary/${card.id}/review`,
        () => ({ body: { ...card, timesReviewed: 1 } }),
      ]),
    ),
  });
}

const SPANISH = [{ lang: 'es-ES', name: 'Mónica' }];
const listenRoute = { path: '/flashcards', route: '/flashcards?mode=listen' };

describe('Listen mode', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('reads the word, takes a typed answer forgiving the accent, and rates it as a normal review', async () => {
    const said = stubSpeech(SPANISH);
    const api = serve([aCard('c1', 'está', 'is'), aCard('c2', 'perro', 'dog')]);
    const { user } = renderScreen(<FlashcardsScreen />, listenRoute);
    const box = await screen.findByRole('textbox', { name: 'Type what you hear' });
    await vi.waitFor(() => expect(said).toEqual([{ text: 'está', rate: 1 }]));
    // The word is not shown before the answer.
    expect(screen.queryByText('está')).toBeNull();
    expect(document.activeElement).toBe(box);
    await user.type(box, 'ESTA{Enter}');
    expect(screen.getByTestId('listening-result').textContent).toContain('Correct — mind the accent: está');
    expect(screen.getByText('is')).toBeTruthy();
    // Focus left the answer box, so the number keys rate the card.
    await user.keyboard('3');
    expect(await screen.findByRole('region', { name: 'Card 2 of 2' })).toBeTruthy();
    expect(api.callsTo('POST /api/vocabulary/c1/review')[0]?.body).toMatchObject({ rating: 'good' });
    await vi.waitFor(() => expect(said.map((s) => s.text)).toEqual(['está', 'perro']));
  });

  it('replays slower at 0.7, from the button and from the keyboard', async () => {
    const said = stubSpeech(SPANISH);
    serve([aCard('c1', 'perro', 'dog')]);
    const { user } = renderScreen(<FlashcardsScreen />, listenRoute);
    await screen.findByRole('textbox', { name: 'Type what you hear' });
    await vi.waitFor(() => expect(said).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Slower' }));
    await vi.waitFor(() => expect(said.at(-1)).toEqual({ text: 'perro', rate: 0.7 }));
    await user.click(screen.getByRole('textbox'));
    await user.keyboard('{Alt>}r{/Alt}');
    await vi.waitFor(() => expect(said.at(-1)).toEqual({ text: 'perro', rate: 1 }));
    await user.keyboard('{Alt>}s{/Alt}');
    await vi.waitFor(() => expect(said).toHaveLength(4));
    expect(said.at(-1)).toEqual({ text: 'perro', rate: 0.7 });
    // The replay keys type nothing into the answer.
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('');
  });

  it('reads the example sentence when chosen, and says what was wrong', async () => {
    const said = stubSpeech(SPANISH);
    serve([aCard('c1', 'perro', 'dog', { context: 'Mi perro es grande.' })]);
    const { user } = renderScreen(<FlashcardsScreen />, listenRoute);
    await screen.findByRole('textbox', { name: 'Type what you hear' });
    await user.click(screen.getByRole('radio', { name: 'Example sentence' }));
    await vi.waitFor(() => expect(said.at(-1)?.text).toBe('Mi perro es grande.'));
    await user.type(screen.getByRole('textbox'), 'mi pero es grande{Enter}');
    expect(screen.getByTestId('listening-result').textContent).toBe(
      'Not quite. You wrote «mi pero es grande»; it was: Mi perro es grande.',
    );
    expect(screen.getByRole('button', { name: /^Again/ })).toBeTruthy();
  });

  it('Space does not reveal a listening card; an empty answer shows it', async () => {
    stubSpeech(SPANISH);
    serve([aCard('c1', 'perro', 'dog')]);
    const { user } = renderScreen(<FlashcardsScreen />, listenRoute);
    const box = await screen.findByRole('textbox', { name: 'Type what you hear' });
    await vi.waitFor(() => expect(document.activeElement).toBe(box));
    screen.getByRole('region', { name: 'Card 1 of 1' }).focus();
    await user.keyboard(' ');
    await user.keyboard('3');
    expect(screen.queryByText('dog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show me' }));
    expect(screen.getByTestId('listening-result').textContent).toBe('It was: perro');
    expect(screen.getByText('dog')).toBeTruthy();
  });

  it('answers a correction card as in Read mode, with a note', async () => {
    stubSpeech(SPANISH);
    serve([aCard('c1', 'Yo es feliz.', 'Yo soy feliz.', { kind: 'correction', context: '' })]);
    renderScreen(<FlashcardsScreen />, listenRoute);
    expect(await screen.findByText(/Correction cards have nothing to hear/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show the correction' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('explains that it cannot run without a Spanish voice, and goes back to Read mode', async () => {
    const said = stubSpeech([{ lang: 'en-US', name: 'Samantha' }]);
    serve([aCard('c1', 'perro', 'dog')]);
    const { user } = renderScreen(<FlashcardsScreen />, listenRoute);
    expect(await screen.findByText('Listening needs a Spanish voice')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(said).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Review in Read mode' }));
    expect(screen.getByRole('button', { name: 'Show Translation' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Read' }).getAttribute('aria-pressed')).toBe('true');
  });
});
