import { userDocumentSchema } from '../../../contracts/user';
import type { QuickStartChoice } from '../../../domain/quick-start';
import { api } from '../../lib/api-client';

/** Level choice: A0 or A1 and a 15-minute daily target on the profile (product.md#quick-start-progress). */
export const chooseQuickStartLevel = (choice: QuickStartChoice) =>
  api('/api/me/quick-start', { body: { choice } }, userDocumentSchema);

/** Skip: A1 and onboarding completed on the profile (product.md#quick-start-progress). */
export const skipQuickStart = () => api('/api/me/quick-start/skip', { body: {} }, userDocumentSchema);
