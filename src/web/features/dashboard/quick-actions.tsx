import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DashboardResponse } from '../../../contracts/dashboard';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useLessonTitle } from '../../lib/lesson-text';

/**
 * Start Next Lesson and Start a Conversation (product.md#dashboard). Offline the lesson button is
 * disabled and reads Lessons Require Internet; the conversation becomes Review Vocabulary.
 */
export function QuickActions({ data, offline }: { data: DashboardResponse; offline: boolean }) {
  const { t } = useTranslation();
  const titleOf = useLessonTitle();
  const next = data.nextLesson;
  return (
    <Card>
      <h2 className="text-lg font-semibold">{t('dashboard.actions.title')}</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {next
          ? t('dashboard.actions.nextLesson', { title: titleOf(next), level: next.level })
          : offline
            ? null
            : t('dashboard.actions.allLessonsDone')}
      </p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        {offline ? (
          <Button disabled className="sm:flex-1">
            {t('dashboard.actions.lessonsRequireInternet')}
          </Button>
        ) : (
          <Link
            to={next ? `/chat?lesson=${encodeURIComponent(next.id)}` : '/lessons'}
            className={buttonClass('primary', 'sm:flex-1')}
          >
            {t('dashboard.actions.startNextLesson')}
          </Link>
        )}
        {offline ? (
          <Link to="/flashcards" className={buttonClass('secondary', 'sm:flex-1')}>
            {t('dashboard.actions.reviewVocabulary')}
          </Link>
        ) : (
          <Link to="/chat" className={buttonClass('secondary', 'sm:flex-1')}>
            {t('dashboard.actions.startConversation')}
          </Link>
        )}
      </div>
    </Card>
  );
}
