import { startEarly } from '../lib/early-requests';
import { fetchMe, SESSION_QUERY_KEY } from '../lib/session';
import { DASHBOARD_API_PATH, DASHBOARD_PAGE } from '../../contracts/first-pages';
import { queryClient } from './providers';
import { loadDashboardScreen } from './router';

/**
 * Starts the first page's requests at load, side by side: the session check, and on
 * /dashboard the screen's code and its figures, so none of them waits for another. A visitor's
 * dashboard request is refused (401) and the guard sends them to /register as before.
 */
export function prefetchFirstPage(path: string): void {
  void queryClient.prefetchQuery({ queryKey: SESSION_QUERY_KEY, queryFn: fetchMe, staleTime: 60_000 });
  if (path !== DASHBOARD_PAGE || !navigator.onLine) return;
  // The figures are asked for now; the query below (once its code is here) adopts the answer.
  startEarly(DASHBOARD_API_PATH);
  void loadDashboardScreen().catch(() => undefined);
  void import('../features/dashboard/api').then(
    ({ dashboardQuery }) => queryClient.prefetchQuery(dashboardQuery),
    () => undefined,
  );
}
