import { queryOptions } from '@tanstack/react-query';
import { dashboardResponseSchema, type DashboardResponse } from '../../../contracts/dashboard';
import { dueVocabularyResponseSchema } from '../../../contracts/vocabulary';
import { mistakesResponseSchema, type MistakesResponse } from '../../../contracts/mistakes';
import { api } from '../../lib/api-client';
import { DASHBOARD_API_PATH } from '../../../contracts/first-pages';
import { cacheVocabulary } from '../../lib/offline/cache';

const DASHBOARD_QUERY_KEY = ['dashboard'] as const;

function fetchDashboard(): Promise<DashboardResponse> {
  return api(DASHBOARD_API_PATH, {}, dashboardResponseSchema);
}

/**
 * The dashboard's query, shared by the page-load prefetch and the screen. Figures fetched in the
 * last two seconds are the screen's data (the prefetch started with the page); anything older is
 * fetched again on mount, as every other screen's data is.
 */
export const dashboardQuery = queryOptions({
  queryKey: DASHBOARD_QUERY_KEY,
  queryFn: fetchDashboard,
  staleTime: 2_000,
});

/** Saves the due cards on this device so they can be reviewed offline (best effort). */
export async function cacheDueCards(): Promise<void> {
  try {
    const { items } = await api('/api/vocabulary/due', {}, dueVocabularyResponseSchema);
    if (items.length > 0) cacheVocabulary(items);
  } catch {
    // Only the offline copy is missed; the dashboard itself is unaffected.
  }
}

/** The learner's mistakes by kind, for the dashboard's card (the mistakes screen shares the cache). */
export function fetchMistakeSummary(): Promise<MistakesResponse> {
  return api('/api/mistakes', {}, mistakesResponseSchema);
}
