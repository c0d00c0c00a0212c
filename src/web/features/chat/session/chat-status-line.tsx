import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { RealtimeStatus } from '../../../../contracts/realtime';
import { tutorKindOf } from '../../../lib/tutor-kind';

/**
 * The one line above the conversation: who the learner talks with (Sofía, the practice tutor or
 * an AI tutor), the connection (passed in, with its Retry), and only what the learner can act
 * on: the AI tutor kept for subscribers, or a voice service that is not ready (with Refresh).
 * How the server is set up is the operator's business (README), never shown here.
 */
export function ChatStatusLine({
  query,
  connection,
}: {
  query: UseQueryResult<RealtimeStatus>;
  connection: ReactNode;
}) {
  const { t } = useTranslation();
  const data = query.data;
  const kind = tutorKindOf(data);
  const voiceProblem = data
    ? data.ready
      ? null
      : data.message
    : query.error
      ? (query.error as Error).message || t('chat.voiceService.unavailable')
      : null;
  return (
    <div className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white px-3 py-2 text-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="font-semibold" data-testid="tutor-kind">
          <span className="sr-only">{t('chat.tutor.label')}: </span>
          {t('chat.tutor.name')}
          {kind === 'unknown' ? null : ` · ${t(`chat.tutor.${kind}`)}`}
        </p>
        {connection}
      </div>
      {data?.notice ? (
        // The AI tutor is kept for subscribers: say why this learner has the practice tutor.
        <p className="text-xs font-semibold text-amber-700 dark:text-amber-400" data-testid="tutor-reserved">
          {t('chat.voiceService.reserved')}{' '}
          <Link to="/payment" className="underline">
            {t('chat.voiceService.subscribe')}
          </Link>
        </p>
      ) : null}
      {voiceProblem ? (
        <div className="flex items-center gap-2 text-xs text-amber-800 dark:text-amber-300">
          <p role="status" className="flex-1">
            {voiceProblem}
          </p>
          <button
            type="button"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
            className="min-h-9 rounded-lg px-2 py-1 font-semibold text-brand-700 hover:bg-brand-50 disabled:text-slate-400 dark:text-brand-500 dark:hover:bg-slate-800"
          >
            {t('chat.voiceService.refresh')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
