import { LESSON_PASS_SCORE } from '../../../domain/lesson-completion';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LessonSummary } from '../../../contracts/lessons';
import { Button, buttonClass } from '../../components/ui/button';
import { useLessonText } from '../../lib/lesson-text';
import { formatPercent } from '../../i18n/format';

const MAX_OBJECTIVES = 3;

/** A lesson card (product.md#flashcards): Start, Review, or a Locked button that cannot start. */
export function LessonCard({
  lesson,
  titles,
  online = true,
}: {
  lesson: LessonSummary;
  titles: ReadonlyMap<string, string>;
  /** Lessons are taught live: offline the list is shown but nothing starts. */
  online?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const percent = (value: number) => formatPercent(value, i18n.language);
  const text = useLessonText()(lesson);
  const headingId = `lesson-${lesson.id}-title`;
  const missing = lesson.prerequisites.map((id) => titles.get(id) ?? id);
  return (
    <article
      aria-labelledby={headingId}
      className={`flex flex-col rounded-2xl border bg-white p-5 shadow-sm dark:bg-slate-900 ${
        lesson.unlocked
          ? 'border-slate-200 dark:border-slate-800'
          : 'border-dashed border-slate-300 dark:border-slate-700'
      }`}
    >
      <div className="flex flex-wrap items-center gap-2 text-xs font-medium">
        <span className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-800 dark:bg-slate-800 dark:text-brand-500">
          {lesson.level}
        </span>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700 dark:bg-slate-800 dark:text-slate-300">
          {t(`lessons.card.categories.${lesson.category}`, { defaultValue: lesson.category })}
        </span>
        <span className="text-slate-500 dark:text-slate-400">
          {t('lessons.card.duration', { count: lesson.duration })}
        </span>
        <span className="text-slate-500 dark:text-slate-400">
          · {t('lessons.card.words', { count: lesson.vocabularyCount })}
        </span>
      </div>
      <h3 id={headingId} className="mt-3 text-lg font-semibold">
        {text.title}
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{text.description}</p>
      <ul
        aria-label={t('lessons.card.objectives')}
        className="mt-3 flex list-disc flex-col gap-1 pl-5 text-sm"
      >
        {text.objectives.slice(0, MAX_OBJECTIVES).map((objective) => (
          <li key={objective}>{objective}</li>
        ))}
      </ul>
      <div className="mt-auto pt-4">
        {lesson.completed && lesson.progress ? (
          <p className="mb-2 text-xs font-medium text-green-700 dark:text-green-400">
            {t('lessons.card.completedScore', { score: percent(lesson.progress.score) })}
          </p>
        ) : lesson.bestAttemptScore !== null ? (
          <p className="mb-2 text-xs font-medium text-amber-700 dark:text-amber-400">
            {t('lessons.card.attemptScore', {
              score: percent(lesson.bestAttemptScore),
              pass: percent(LESSON_PASS_SCORE),
            })}
          </p>
        ) : lesson.testedOut ? (
          <p className="mb-2 text-xs font-medium text-slate-600 dark:text-slate-300">
            {t('lessons.card.testedOut')}
          </p>
        ) : null}
        {!lesson.unlocked && missing.length > 0 ? (
          <p className="mb-2 text-xs text-slate-500 dark:text-slate-400">
            {t('lessons.card.requires', { titles: missing.join(', ') })}
          </p>
        ) : null}
        {lesson.unlocked && !online ? (
          <Button variant="secondary" disabled aria-describedby={headingId} className="w-full">
            {t('lessons.offline')}
          </Button>
        ) : lesson.unlocked ? (
          <Link
            to={`/chat?lesson=${encodeURIComponent(lesson.id)}`}
            aria-describedby={headingId}
            className={buttonClass(lesson.completed ? 'secondary' : 'primary', 'w-full')}
          >
            {lesson.completed ? t('lessons.card.review') : t('lessons.card.start')}
          </Link>
        ) : (
          <Button variant="secondary" disabled aria-describedby={headingId} className="w-full">
            <svg
              viewBox="0 0 24 24"
              className="h-4 w-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden
            >
              <path d="M6 11h12v9H6zM8 11V8a4 4 0 0 1 8 0v3" />
            </svg>
            {t('lessons.card.locked')}
          </Button>
        )}
      </div>
    </article>
  );
}
