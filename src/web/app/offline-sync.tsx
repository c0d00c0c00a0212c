import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useOnlineStatus } from '../lib/offline/use-online-status';
import { refreshPendingCount, syncPendingReviews, usePendingReviews } from '../lib/offline/pending-reviews';
import { syncPendingConversations } from '../lib/offline/pending-conversations';

/**
 * Replays reviews answered offline and conversations whose save found no connection, as soon as
 * the connection is back (and at start-up, for a page closed mid-sync), and tells the learner how
 * many reviews wait and when they are saved.
 */
export function OfflineSync() {
  const online = useOnlineStatus();
  const pending = usePendingReviews();
  const queryClient = useQueryClient();
  const { t } = useTranslation();

  useEffect(() => {
    void refreshPendingCount();
  }, []);

  useEffect(() => {
    if (!online) return;
    void Promise.all([syncPendingReviews(), syncPendingConversations().catch(() => 0)]).then(
      ([reviews, conversations]) => {
        // Only what was sent changes the figures; refetching after an empty sync doubled the
        // dashboard's first load.
        if (reviews + conversations === 0) return;
        void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
        void queryClient.invalidateQueries({ queryKey: ['vocabulary'] });
      },
    );
  }, [online, queryClient]);

  const justSynced = pending.lastSyncedAt !== null && Date.now() - pending.lastSyncedAt < 8000;
  if (pending.waiting === 0 && !(justSynced && pending.lastSynced > 0)) return null;
  return (
    <div
      role="status"
      data-testid="review-sync-status"
      className="mx-auto mt-3 w-fit max-w-[calc(100%-2rem)] rounded-full bg-slate-800 px-4 py-1.5 text-center text-xs font-medium text-white dark:bg-slate-200 dark:text-slate-900"
    >
      {pending.waiting > 0
        ? pending.syncing
          ? t('offline.syncing', { count: pending.waiting })
          : t('offline.waiting', { count: pending.waiting })
        : t('offline.synced', { count: pending.lastSynced })}
    </div>
  );
}
