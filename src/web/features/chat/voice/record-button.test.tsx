// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18n from '../../../i18n';
import { RecordButton } from './record-button';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

function renderButton(recording: boolean, handsFree: boolean) {
  const onStart = vi.fn();
  const onStop = vi.fn();
  const view = render(
    <RecordButton enabled recording={recording} handsFree={handsFree} onStart={onStart} onStop={onStop} />,
  );
  return { onStart, onStop, view };
}

describe('the record button', () => {
  it('hold to talk: pressing starts and releasing stops, with the mouse or the spacebar', () => {
    const { onStart, onStop } = renderButton(false, false);
    const button = screen.getByRole('button', { name: 'Hold to talk' });
    fireEvent.pointerDown(button);
    fireEvent.pointerUp(button);
    fireEvent.keyDown(window, { code: 'Space' });
    fireEvent.keyUp(window, { code: 'Space' });
    expect(onStart).toHaveBeenCalledTimes(2);
    expect(onStop).toHaveBeenCalledTimes(2);
  });

  it('hands-free: a click or the spacebar switches listening on, and releasing does not stop it', () => {
    const { onStart, onStop } = renderButton(false, true);
    const button = screen.getByRole('button', { name: 'Start listening' });
    expect(button).toHaveProperty('ariaPressed', 'false');
    fireEvent.pointerDown(button);
    fireEvent.pointerUp(button);
    fireEvent.click(button);
    fireEvent.keyDown(window, { code: 'Space' });
    fireEvent.keyUp(window, { code: 'Space' });
    expect(onStart).toHaveBeenCalledTimes(2);
    expect(onStop).not.toHaveBeenCalled();
    expect(screen.getByText('Press once, then just speak.')).toBeTruthy();
  });

  it('hands-free while listening: a click or the spacebar switches it off', () => {
    const { onStart, onStop } = renderButton(true, true);
    const button = screen.getByRole('button', { name: 'Stop listening' });
    fireEvent.click(button);
    fireEvent.keyDown(window, { code: 'Space' });
    expect(onStop).toHaveBeenCalledTimes(2);
    expect(onStart).not.toHaveBeenCalled();
    expect(screen.getByText('Listening… just speak.')).toBeTruthy();
  });
});
