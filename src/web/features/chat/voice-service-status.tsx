import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { RealtimeStatus } from '../../../contracts/realtime';

/** "Voice service is ready" with Refresh, from a real health check of the upstream (spec doc 2 §2). */
export function VoiceServiceStatus({ query }: { query: UseQueryResult<RealtimeStatus> }) {
  const { t } = useTranslation();
  const data = query.data;
  const message =
    query.isFetching && !data
      ? t('chat.voiceService.checking')
      : data?.ready
        ? t('chat.voiceService.ready')
        : (data?.message ?? (query.error as Error | null)?.message ?? t('chat.voiceService.checking'));
  return (
    <div className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-3 py-2 text-sm dark:border-slate-800 dark:bg-slate-900">
      <span
        className={`h-2.5 w-2.5 shrink-0 rounded-full ${data?.ready ? 'bg-green-500' : 'bg-amber-400'}`}
        aria-hidden
      />
      <div className="flex-1">
        <p role="status">{message}</p>
        {data ? (
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {t(data.upstream === 'local' ? 'chat.voiceService.local' : 'chat.voiceService.openai')}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        onClick={() => void query.refetch()}
        disabled={query.isFetching}
        className="rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:text-slate-400 dark:text-brand-500 dark:hover:bg-slate-800"
      >
        {t('chat.voiceService.refresh')}
      </button>
    </div>
  );
}
