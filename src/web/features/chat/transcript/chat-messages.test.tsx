// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import i18n from '../../../i18n';
import { ConnectionStatus } from '../session/connection-status';
import { PermissionGuide } from '../voice/permission-guide';
import { recognitionFailureKey } from '../voice/voice-notice';

const noop = () => undefined;

describe('chat messages are catalogue texts, not raw codes', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(cleanup);

  it("a dropped connection never shows the relay's raw reason", () => {
    render(
      <ConnectionStatus
        status="disconnected"
        error={{ code: 4000, message: 'drop' }}
        onRetry={noop}
        onConnect={noop}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'The connection to the conversation service was lost. Please try again.',
    );
    expect(screen.queryByText(/\bdrop\b/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('a locked lesson close is explained in both languages', async () => {
    const { rerender } = render(
      <ConnectionStatus
        status="disconnected"
        error={{ code: 4423, message: 'x' }}
        onRetry={noop}
        onConnect={noop}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'This lesson is locked. Complete the lessons before it first.',
    );
    await i18n.changeLanguage('es');
    rerender(
      <ConnectionStatus
        status="disconnected"
        error={{ code: 4423, message: 'x' }}
        onRetry={noop}
        onConnect={noop}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Esta lección está bloqueada.');
  });

  it.each([
    ['audio-capture', 'Your microphone stopped sending sound.'],
    ['network', "Speech recognition couldn't reach its service."],
    ['not-allowed', 'Speech recognition is not allowed in this browser.'],
    ['Could not start media stream', 'Speech recognition stopped working. Type your message instead.'],
  ])('speech failure %s reads as words', (code, text) => {
    const message = i18n.t(recognitionFailureKey(code));
    expect(message).toContain(text);
    expect(message).not.toContain(code);
  });

  it('with no microphone at all, the guide talks about the device, not permissions', () => {
    render(
      <MemoryRouter>
        <PermissionGuide
          problem="no-device"
          message="Requested device not found"
          onTryAgain={noop}
          onPracticeWithoutVoice={noop}
          onContinueWithoutVoice={noop}
          onSetAside={noop}
        />
      </MemoryRouter>,
    );
    const guide = screen.getByRole('dialog', { name: 'Microphone Not Available' });
    expect(guide.textContent).toContain('No microphone was found on this device');
    expect(guide.textContent).toContain('Plug in or switch on a microphone or headset.');
    expect(guide.textContent).not.toMatch(/How to allow the microphone|Set Microphone to Allow|permission/i);
    expect(screen.queryByRole('link', { name: 'Browser help: microphone permissions' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue Without Voice' })).toBeTruthy();
  });

  it('a refused permission still shows the browser steps and help link', () => {
    render(
      <MemoryRouter>
        <PermissionGuide
          problem="denied"
          message="Permission denied"
          onTryAgain={noop}
          onPracticeWithoutVoice={noop}
          onContinueWithoutVoice={noop}
          onSetAside={noop}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('dialog', { name: 'Microphone permission needed' }).textContent).toContain(
      'How to allow the microphone in',
    );
    expect(screen.getByRole('link', { name: 'Browser help: microphone permissions' })).toBeTruthy();
  });
});
