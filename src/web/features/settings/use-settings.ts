import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PREFERENCE_KEYS, readSettings, type SettingsPatch } from '../../../contracts/settings';
import type { UserDocument } from '../../../contracts/user';
import { SESSION_QUERY_KEY, useSession } from '../../lib/session';
import { saveSettings } from './api';

/** The user document with a settings change applied, as the server will store it. */
export function withSettings(doc: UserDocument, patch: SettingsPatch): UserDocument {
  const preferences = { ...doc.preferences };
  for (const key of PREFERENCE_KEYS) if (patch[key] !== undefined) preferences[key] = patch[key];
  if (patch.dailyGoal === undefined) return { ...doc, preferences };
  const done = doc.dailyTargets.find((target) => target.type === 'daily_minutes')?.current ?? 0;
  return {
    ...doc,
    preferences,
    dailyGoal: { minutes: patch.dailyGoal, type: 'time' },
    dailyTargets: [
      ...doc.dailyTargets.filter((target) => target.type !== 'daily_minutes'),
      { type: 'daily_minutes', target: patch.dailyGoal, current: done },
    ],
  };
}

/** Whether a change moves the next daily reminder (the dashboard and settings both show it). */
export function movesReminder(patch: SettingsPatch): boolean {
  return patch.dailyReminders !== undefined || patch.reminderTime !== undefined;
}

/** Every cached copy of the reminder status, the dashboard's included. */
const NOTIFICATION_STATUS_KEY = ['notifications-status'];

export type SaveStatus = 'idle' | 'saving' | 'saved';

/**
 * The learner's settings and a change function. A change shows at once (theme and language
 * apply immediately through the user document) and is saved to the server; a failed save is
 * only logged, as product.md#errors says for settings, and the choice stays in this browser.
 */
export function useSettings() {
  const { user } = useSession();
  const client = useQueryClient();
  const [status, setStatus] = useState<SaveStatus>('idle');
  const inFlight = useRef(0);

  async function update(patch: SettingsPatch) {
    if (!user) return;
    client.setQueryData<UserDocument | null>(SESSION_QUERY_KEY, (old) =>
      old ? withSettings(old, patch) : old,
    );
    inFlight.current += 1;
    setStatus('saving');
    try {
      const saved = await saveSettings(patch);
      // Only the last answer is the whole truth; an earlier one would undo a newer change on screen.
      if (inFlight.current === 1) client.setQueryData(SESSION_QUERY_KEY, saved.user);
      setStatus('saved');
      // Asked again only now the server has the change: a copy fetched meanwhile is out of date.
      if (movesReminder(patch)) void client.invalidateQueries({ queryKey: NOTIFICATION_STATUS_KEY });
    } catch (error) {
      console.error('Settings could not be saved', error);
      setStatus('idle');
    } finally {
      inFlight.current -= 1;
    }
  }

  return { user, settings: user ? readSettings(user) : null, update, status };
}
