import type { UserDocument } from '../../../contracts/user';
import type { QuickStartChoice } from '../../../domain/quick-start';
import { api } from '../../lib/api-client';

/** Level choice: A0 or A1 and a 15-minute daily target on the profile (spec doc 1 §4). */
export const chooseQuickStartLevel = (choice: QuickStartChoice) =>
  api<UserDocument>('/api/me/quick-start', { body: { choice } });

/** Skip: A1 and onboarding completed on the profile (spec doc 1 §4 "Skip"). */
export const skipQuickStart = () => api<UserDocument>('/api/me/quick-start/skip', { body: {} });
