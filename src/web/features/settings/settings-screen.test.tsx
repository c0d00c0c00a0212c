// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { readSettings } from '../../../contracts/settings';
import type { UserDocument } from '../../../contracts/user';
import { deferred, stubFetch, type StubReply } from '../../../../tests/support/web/fetch-stub';
import { aUser } from '../../../../tests/support/web/fixtures';
import { renderScreen } from '../../../../tests/support/web/render';
import { withSettings } from './use-settings';
import { SettingsScreen } from './settings-screen';

// The settings forms driven by the learner; only fetch is replaced.
function settingsServer(password?: (body: { currentPassword: string }) => StubReply) {
  let user: UserDocument = aUser();
  const api = stubFetch({
    'GET /api/session': () => ({ body: { user } }),
    'PUT /api/me/settings': ({ body }) => {
      user = withSettings(user, body as Parameters<typeof withSettings>[1]);
      return { body: { settings: readSettings(user), user } };
    },
    'POST /api/account/password': ({ body }) =>
      password
        ? password(body as { currentPassword: string })
        : (body as { currentPassword: string }).currentPassword === 'right-one'
          ? { body: { message: 'ok' } }
          : { status: 400, body: { error: 'wrong-password', message: 'Invalid password' } },
  });
  return api;
}

describe('SettingsScreen', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('saves a learning choice at once and says Saved', async () => {
    const api = settingsServer();
    const { user } = renderScreen(<SettingsScreen />);
    await user.selectOptions(await screen.findByLabelText('Daily goal'), '30 minutes');
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(api.callsTo('PUT /api/me/settings').map((call) => call.body)).toEqual([{ dailyGoal: 30 }]);
    expect((screen.getByLabelText('Daily goal') as HTMLSelectElement).value).toBe('30');
  });

  it('saves a whole reminder time; a time with a part cleared shows the saved one again', async () => {
    const api = settingsServer();
    renderScreen(<SettingsScreen />);
    const time = (await screen.findByLabelText('Reminder time')) as HTMLInputElement;
    fireEvent.input(time, { target: { value: '07:30' } });
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(time.value).toBe('07:30');
    fireEvent.input(time, { target: { value: '' } });
    expect(time.value).toBe('07:30');
    expect(api.callsTo('PUT /api/me/settings').map((call) => call.body)).toEqual([{ reminderTime: '07:30' }]);
  });

  it('changes the password: the catalogue text for a wrong one (by its code), then success', async () => {
    settingsServer();
    const { user } = renderScreen(<SettingsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    await user.type(screen.getByLabelText('Current password'), 'wrong-one');
    await user.type(screen.getByLabelText(/New password/), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('Your current password is not correct.')).toBeTruthy();
    expect(screen.queryByText('Invalid password')).toBeNull();

    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), 'right-one');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('Your password has been updated.')).toBeTruthy();
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });

  it('disables Update password while it is sent', async () => {
    const reply = deferred();
    settingsServer(() => reply.promise);
    const { user } = renderScreen(<SettingsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    await user.type(screen.getByLabelText('Current password'), 'right-one');
    await user.type(screen.getByLabelText(/New password/), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    const updating = screen.getByRole('button', { name: 'Updating...' }) as HTMLButtonElement;
    expect(updating.disabled).toBe(true);
    reply.resolve({ body: { message: 'ok' } });
    expect(await screen.findByText('Your password has been updated.')).toBeTruthy();
  });

  it('asks for the password before deleting the account and shows a refusal', async () => {
    const api = settingsServer();
    api.on('DELETE /api/me', () => ({
      status: 400,
      body: { error: 'wrong-password', message: 'Invalid password' },
    }));
    const { user } = renderScreen(<SettingsScreen />);
    const section = (await screen.findByRole('heading', { name: 'Your data' })).closest('section')!;
    await user.click(within(section).getByRole('button', { name: 'Delete my account' }));
    await user.type(within(section).getByLabelText(/Your password/), 'nope');
    await user.click(within(section).getByRole('button', { name: 'Delete my account for good' }));
    expect(await within(section).findByText('Invalid password')).toBeTruthy();
    expect(api.callsTo('DELETE /api/me')[0]?.body).toEqual({ password: 'nope' });
  });
});
