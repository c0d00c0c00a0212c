import { dashboardResponseSchema, type DashboardResponse } from '../../../contracts/dashboard';
import { dueVocabularyResponseSchema } from '../../../contracts/vocabulary';
import { api } from '../../lib/api-client';
import { cacheVocabulary } from '../../lib/offline/cache';

export const DASHBOARD_QUERY_KEY = ['dashboard'] as const;

export function fetchDashboard(): Promise<DashboardResponse> {
  return api('/api/dashboard', {}, dashboardResponseSchema);
}

/** Saves the due cards on this device so they can be reviewed offline (best effort). */
export async function cacheDueCards(): Promise<void> {
  try {
    const { items } = await api('/api/vocabulary/due', {}, dueVocabularyResponseSchema);
    if (items.length > 0) cacheVocabulary(items);
  } catch {
    // Only the offline copy is missed; the dashboard itself is unaffected.
  }
}
