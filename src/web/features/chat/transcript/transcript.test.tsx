// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../../../i18n';
import type { ConversationItem } from '../../../lib/realtime/types';
import { Transcript } from './transcript';

function item(fields: Partial<ConversationItem> & Pick<ConversationItem, 'id' | 'type'>): ConversationItem {
  return {
    status: 'completed',
    content: [],
    formatted: { text: '', transcript: '', audioSamples: 0 },
    ...fields,
  };
}
const say = (id: string, role: 'user' | 'assistant', text: string, translation?: string) =>
  item({
    id,
    type: 'message',
    role,
    content: [
      { type: role === 'user' ? 'input_text' : 'text', text, ...(translation ? { translation } : {}) },
    ],
    formatted: { text, transcript: '', audioSamples: 0 },
  });
const correction = (id: string, args: object) =>
  item({
    id,
    type: 'function_call',
    formatted: {
      text: '',
      transcript: '',
      audioSamples: 0,
      tool: {
        type: 'function',
        name: 'note_correction',
        call_id: `c_${id}`,
        arguments: JSON.stringify(args),
      },
    },
  });

const ITEMS = [
  say('m1', 'user', 'Hola'),
  say('m2', 'assistant', '¿Cuántos años tienes?', 'How old are you?'),
  say('m3', 'user', 'Yo soy 20 años'),
  say('m4', 'assistant', 'Se dice «tengo 20 años». Repite, por favor.'),
  correction('f1', {
    original: 'Yo soy 20 años',
    corrected: 'Tengo 20 años',
    explanation: 'Age uses tener.',
  }),
];

function renderTranscript(items = ITEMS) {
  return render(<Transcript items={items} interim="" speaking={false} containerRef={{ current: null }} />);
}

describe('Transcript: feedback cards and translations', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the correction as a card under the learner message it corrects, labelled in words', () => {
    renderTranscript();
    const cards = screen.getAllByRole('complementary', { name: 'Correction' });
    expect(cards).toHaveLength(1);
    const card = cards[0] as HTMLElement;
    // Under «Yo soy 20 años», not under «Hola».
    expect(card.closest('li')?.querySelector('[data-message-text]')?.textContent).toBe('Yo soy 20 años');
    expect(within(card).getByText('You said').nextElementSibling?.textContent).toBe('Yo soy 20 años');
    expect(within(card).getByText('Better').nextElementSibling?.textContent).toBe('Tengo 20 años');
    expect(within(card).getByText('Why').nextElementSibling?.textContent).toBe('Age uses tener.');
  });

  it('labels the card in the UI language', async () => {
    await i18n.changeLanguage('es');
    renderTranscript();
    const card = screen.getByRole('complementary', { name: 'Corrección' });
    expect(within(card).getByText('Dijiste')).toBeTruthy();
    expect(within(card).getByText('Mejor')).toBeTruthy();
    expect(within(card).getByText('Por qué')).toBeTruthy();
  });

  it("shows the tutor's own translation without asking the server", async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderTranscript();
    await userEvent.click(screen.getAllByRole('button', { name: 'Translate' })[0] as HTMLElement);
    expect(screen.getByText('How old are you?')).toBeTruthy();
    expect(screen.queryByText(/Word-by-word gloss/)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('labels a glossary answer as a word-by-word gloss', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ translation: 'Is said «I have 20 years»', provider: 'glossary' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    renderTranscript();
    await userEvent.click(screen.getAllByRole('button', { name: 'Translate' })[1] as HTMLElement);
    expect(await screen.findByText('Is said «I have 20 years»')).toBeTruthy();
    expect(screen.getByText('Word-by-word gloss:')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
