import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RealtimeStatus } from '../../../contracts/realtime';
import { AI_TUTOR_HELP } from './voice-service-status';

/**
 * Said plainly in the chat: with no AI service configured, the learner talks to the built-in
 * practice tutor, which follows written patterns. Nothing is shown for the AI modes.
 */
export function TutorNotice({ status }: { status: RealtimeStatus | undefined }) {
  const { t } = useTranslation();
  if (status?.upstream !== 'local') return null;
  return (
    <section
      aria-labelledby="tutor-notice-title"
      className="rounded-xl border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900 dark:border-sky-900 dark:bg-sky-950 dark:text-sky-100"
    >
      <h2 id="tutor-notice-title" className="font-semibold">
        {t('chat.tutorNotice.title')}
      </h2>
      <p className="mt-1">
        {t('chat.tutorNotice.body')}{' '}
        {/* An AI tutor runs but is kept for subscribers: the way to it is a plan, not setup. */}
        {status.notice ? (
          <Link to="/payment" className="font-semibold underline">
            {t('chat.voiceService.subscribe')}
          </Link>
        ) : (
          <Link to={AI_TUTOR_HELP} className="font-semibold underline">
            {t('chat.voiceService.connectAi')}
          </Link>
        )}
      </p>
    </section>
  );
}
