import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LessonDetail } from '../../../../contracts/lessons';
import { useLessonTitle } from '../../../lib/lesson-text';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

/** /chat?lesson=<a locked lesson>: say why it cannot start, and where to go; no session opens. */
export function LockedLesson({ lesson }: { lesson: LessonDetail }) {
  const { t } = useTranslation();
  const titleOf = useLessonTitle();
  return (
    <Card className="flex flex-col items-center gap-4 text-center">
      <h2 className="text-xl font-semibold">
        <span aria-hidden>🔒 </span>
        {t('chat.lesson.lockedTitle', { title: titleOf(lesson) })}
      </h2>
      <p className="max-w-prose text-slate-600 dark:text-slate-400">{t('chat.lesson.lockedBody')}</p>
      <Link to="/lessons" className={buttonClass('primary')}>
        {t('chat.lesson.toLessons')}
      </Link>
    </Card>
  );
}
