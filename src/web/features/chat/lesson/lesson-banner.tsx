import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { LessonDetail } from '../../../../contracts/lessons';
import { useLessonTitle } from '../../../lib/lesson-text';
import { Alert } from '../../../components/ui/alert';

/** Lesson mode (`/chat?lesson=…`): the lesson and the words to use in the conversation. */
export function LessonBanner({ query }: { query: UseQueryResult<LessonDetail> }) {
  const { t } = useTranslation();
  const titleOf = useLessonTitle();
  if (query.isPending) return null;
  if (query.isError || !query.data) return <Alert tone="warning">{t('chat.lesson.notFound')}</Alert>;
  const lesson = query.data;
  return (
    <section
      aria-labelledby="lesson-title"
      className="rounded-2xl border border-brand-100 bg-brand-50 p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <p className="text-xs font-semibold text-brand-700 uppercase dark:text-brand-500">
        {t('chat.lesson.label')} · {lesson.level}
      </p>
      <h2 id="lesson-title" className="text-lg font-semibold">
        {titleOf(lesson)}
      </h2>
      <p className="mt-2 text-sm font-medium">{t('chat.lesson.words')}</p>
      <ul className="mt-1 flex flex-wrap gap-2">
        {lesson.vocabulary.map((item) => (
          <li key={item.spanish} className="rounded-full bg-white px-3 py-1 text-sm dark:bg-slate-800">
            <span lang="es" className="font-semibold">
              {item.spanish}
            </span>
            <span className="text-slate-500 dark:text-slate-400">
              {' '}
              · {item.english} · <i>{t(`chat.lesson.partOfSpeech.${item.partOfSpeech}`)}</i>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
