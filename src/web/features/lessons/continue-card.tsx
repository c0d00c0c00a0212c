import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LessonSummary } from '../../../contracts/lessons';
import { useLessonText } from '../../lib/lesson-text';

/** The Continue call to action for the next lesson (product.md#lessons, product.md#lesson-rules). */
export function ContinueCard({
  lesson,
  online = true,
}: {
  lesson: LessonSummary | undefined;
  online?: boolean;
}) {
  const { t } = useTranslation();
  const textOf = useLessonText();
  if (lesson && !online) return null;
  if (!lesson) {
    return (
      <p className="rounded-2xl bg-green-50 p-4 text-sm text-green-900 dark:bg-green-950 dark:text-green-200">
        {t('lessons.allDone')}
      </p>
    );
  }
  const text = textOf(lesson);
  return (
    <section
      aria-label={t('lessons.continueHeading')}
      className="flex flex-col gap-3 rounded-2xl bg-brand-700 p-5 text-white shadow-sm sm:flex-row sm:items-center sm:justify-between dark:bg-brand-800"
    >
      <div>
        {/* 90% white keeps these small labels above 4.5:1 on the brand colour (80% fell short). */}
        <p className="text-xs font-semibold tracking-wide uppercase opacity-90">
          {t('lessons.continueHeading')}
        </p>
        <p className="mt-1 text-lg font-semibold">
          {text.title} <span className="text-sm font-normal opacity-90">({lesson.level})</span>
        </p>
        <p className="text-sm opacity-90">{text.description}</p>
      </div>
      <Link
        to={`/chat?lesson=${encodeURIComponent(lesson.id)}`}
        className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-xl bg-white px-5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        {t('lessons.continueLabel')}
      </Link>
    </section>
  );
}
