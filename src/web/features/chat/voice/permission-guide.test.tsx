// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import i18n from '../../../i18n';
import { PermissionGuide } from './permission-guide';

function renderGuide(handlers: Partial<Record<'practice' | 'continue' | 'setAside', () => void>> = {}) {
  const noop = () => undefined;
  return render(
    <MemoryRouter initialEntries={['/chat']}>
      <Routes>
        <Route
          path="/chat"
          element={
            <>
              <button type="button">Behind the guide</button>
              <PermissionGuide
                problem="no-device"
                message="Requested device not found"
                onTryAgain={noop}
                onPracticeWithoutVoice={handlers.practice ?? noop}
                onContinueWithoutVoice={handlers.continue ?? noop}
                onSetAside={handlers.setAside ?? noop}
              />
            </>
          }
        />
        <Route path="/flashcards" element={<h1>Flashcards page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the microphone guide', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(cleanup);

  it('says under each way on without voice where it leads', () => {
    renderGuide();
    const practice = screen.getByRole('button', { name: 'Practice Without Voice' });
    const stay = screen.getByRole('button', { name: 'Continue Without Voice' });
    expect(practice.getAttribute('aria-describedby')).toBe('mic-practice-note');
    expect(document.getElementById('mic-practice-note')?.textContent).toBe(
      'Leaves the chat and opens your flashcards.',
    );
    expect(stay.getAttribute('aria-describedby')).toBe('mic-continue-note');
    expect(document.getElementById('mic-continue-note')?.textContent).toBe(
      'Stays in this chat, where you type your messages.',
    );
  });

  it('in Spanish too', async () => {
    await i18n.changeLanguage('es');
    renderGuide();
    expect(screen.getByRole('button', { name: 'Practicar sin voz' })).toBeTruthy();
    expect(document.getElementById('mic-practice-note')?.textContent).toBe(
      'Sale de la conversación y abre tus tarjetas.',
    );
    expect(document.getElementById('mic-continue-note')?.textContent).toBe(
      'Te quedas en esta conversación y escribes tus mensajes.',
    );
  });

  it('keeps Tab inside: from the last control to the first, and back with Shift+Tab', () => {
    renderGuide();
    const dialog = screen.getByRole('dialog');
    const controls = [...dialog.querySelectorAll('button')];
    const first = controls[0] as HTMLButtonElement;
    const last = controls.at(-1) as HTMLButtonElement;
    expect(document.activeElement?.id).toBe('mic-guide-title');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    expect(document.activeElement?.textContent).not.toBe('Behind the guide');
  });

  it('Escape sets voice aside and stays in the chat', () => {
    const setAside = vi.fn();
    renderGuide({ setAside });
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(setAside).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('heading', { name: 'Flashcards page' })).toBeNull();
  });

  it('Practice Without Voice remembers the choice and opens the flashcards', () => {
    const practice = vi.fn();
    renderGuide({ practice });
    fireEvent.click(screen.getByRole('button', { name: 'Practice Without Voice' }));
    expect(practice).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Flashcards page' })).toBeTruthy();
  });
});
