import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { RealtimeStatus } from '../../../contracts/realtime';

/** Where the link "how to connect an AI tutor" points: a section of /help. */
export const AI_TUTOR_HELP = '/help#ai-tutor';

/**
 * "Voice service is ready" with Refresh, from a real health check of the upstream (spec doc 2 §2),
 * and which tutor is running: the built-in one is named plainly as no AI; the AI modes name the
 * model and where listening and speaking happen.
 */
export function VoiceServiceStatus({ query }: { query: UseQueryResult<RealtimeStatus> }) {
  const { t } = useTranslation();
  const data = query.data;
  const message =
    query.isFetching && !data
      ? t('chat.voiceService.checking')
      : data?.ready
        ? t('chat.voiceService.ready')
        : (data?.message ?? (query.error as Error | null)?.message ?? t('chat.voiceService.checking'));
  const where = (server: boolean) => t(server ? 'chat.voiceService.onServer' : 'chat.voiceService.inBrowser');
  return (
    <div className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-3 py-2 text-sm dark:border-slate-800 dark:bg-slate-900">
      <span
        className={`h-2.5 w-2.5 shrink-0 rounded-full ${data?.ready ? 'bg-green-500' : 'bg-amber-400'}`}
        aria-hidden
      />
      <div className="flex-1" data-testid="voice-service-mode">
        <p role="status">{message}</p>
        {data?.notice ? (
          // The AI tutor is kept for subscribers: say why this learner has the built-in one.
          <p
            className="text-xs font-semibold text-amber-700 dark:text-amber-400"
            data-testid="tutor-reserved"
          >
            {t('chat.voiceService.reserved')}{' '}
            <Link to="/payment" className="underline">
              {t('chat.voiceService.subscribe')}
            </Link>
          </p>
        ) : null}
        {data?.upstream === 'local' && !data.notice ? (
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {t('chat.voiceService.local')}{' '}
            <Link to={AI_TUTOR_HELP} className="font-semibold text-brand-700 underline dark:text-brand-500">
              {t('chat.voiceService.connectAi')}
            </Link>
          </p>
        ) : data ? (
          <>
            <p className="text-xs text-slate-500 dark:text-slate-400">
              {t(data.upstream === 'openai' ? 'chat.voiceService.openai' : 'chat.voiceService.pipeline')}
            </p>
            <p className="text-xs text-slate-500 dark:text-slate-400">
              {t('chat.voiceService.details', {
                model: data.model,
                listens: where(data.serverListens),
                speaks: where(data.serverSpeaks),
              })}
            </p>
          </>
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
