import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { ConnectionStatus as Status } from '../../../lib/realtime/types';
import type { RealtimeConnectionError } from '../../../lib/realtime/use-realtime';
import { RELAY_CLOSE } from '../../../../contracts/realtime';

const KNOWN_CLOSES: ReadonlySet<number> = new Set(Object.values(RELAY_CLOSE).map((close) => close.code));

const DOT: Record<Status, string> = {
  connected: 'bg-green-500',
  connecting: 'bg-amber-400 animate-pulse',
  disconnected: 'bg-slate-400',
};

/**
 * Connecting..., Connected, Disconnected or the error, with Retry and Connect: the
 * connection part of the chat's status line.
 */
export function ConnectionStatus({
  status,
  error,
  notice = null,
  onRetry,
  onConnect,
}: {
  status: Status;
  error: RealtimeConnectionError | null;
  /** A reason to show while disconnected without a connection error (the microphone was refused). */
  notice?: string | null;
  onRetry(): void;
  onConnect(): void;
}) {
  const { t } = useTranslation();
  // The relay's own reasons and the connection failure are shown in the learner's language.
  const text = !error
    ? status === 'disconnected' && notice
      ? notice
      : t(`chat.status.${status}`)
    : error.code === null
      ? t('chat.status.failed')
      : KNOWN_CLOSES.has(error.code)
        ? t(`chat.close.c${error.code}`)
        : // Any other close (a network drop, a proxy): its raw reason is not for the learner.
          t('chat.status.dropped');
  return (
    <div className="flex min-w-0 flex-auto flex-wrap items-center gap-x-3 gap-y-1">
      <span
        className={`h-2.5 w-2.5 shrink-0 rounded-full ${error || notice ? 'bg-red-500' : DOT[status]}`}
        aria-hidden
      />
      <p
        role={error ? 'alert' : 'status'}
        className={`min-w-0 flex-1 ${error || notice ? 'text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-400'}`}
      >
        <span className="sr-only">{t('chat.status.label')}: </span>
        {text}
      </p>
      {status === 'disconnected' ? (
        <div className="flex gap-2">
          {error ? (
            <Button variant="secondary" className="min-h-9 py-1" onClick={onRetry}>
              {t('chat.status.retry')}
            </Button>
          ) : null}
          <Button className="min-h-9 py-1" onClick={onConnect}>
            {t('chat.status.connect')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
