import { useTranslation } from 'react-i18next';
import { isOfflineCacheStale, offlineLastUpdate } from '../../lib/offline/cache';

/** "You're offline / Using cached data for basic features", or "All features available" (product.md#dashboard). */
export function ConnectionBanner({ offline }: { offline: boolean }) {
  const { t } = useTranslation();
  if (!offline) {
    return (
      <p className="flex items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
        <span aria-hidden className="h-2 w-2 rounded-full bg-green-500" />
        {t('dashboard.offline.online')}
      </p>
    );
  }
  return (
    <div
      role="status"
      className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-200"
    >
      <p className="font-semibold">{t('dashboard.offline.title')}</p>
      <p>{t('dashboard.offline.body')}</p>
      <p className="mt-1 text-xs">{t('dashboard.offline.cachedNote')}</p>
      <StaleNote />
    </div>
  );
}

/** product.md#limits: cached data older than 24 hours is still shown, but marked as stale. */
function StaleNote() {
  const { t, i18n } = useTranslation();
  if (!isOfflineCacheStale(new Date())) return null;
  const saved = offlineLastUpdate();
  return (
    <p className="mt-1 text-xs font-semibold" data-testid="stale-cache">
      {saved
        ? t('dashboard.offline.stale', { date: saved.toLocaleString(i18n.language) })
        : t('dashboard.offline.neverSaved')}
    </p>
  );
}
