import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { VocabularyItem } from '../../contracts/vocabulary';
import { api } from '../lib/api-client';
import { useLessonTitle } from '../lib/lesson-text';

// Just the titles: the lesson's words and topics are not needed to name it.
const lessonTitleSchema = z.object({
  title: z.string(),
  es: z.object({ title: z.string() }).nullable().optional(),
});

/**
 * Where a card came from (ADR 0032): the lesson it was learnt in, linked to that lesson, or the
 * conversation it was saved from, with its date (the card was saved when it ended). Words added
 * by hand or imported have no source and show nothing.
 */
export function CardSource({
  item,
  className = '',
}: {
  item: Pick<VocabularyItem, 'sourceConversationId' | 'sourceLessonId' | 'createdAt'>;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const titleOf = useLessonTitle();
  const lessonId = item.sourceLessonId ?? null;
  const lesson = useQuery({
    queryKey: ['lessons', 'title', lessonId],
    queryFn: () => api(`/api/lessons/${encodeURIComponent(lessonId ?? '')}`, {}, lessonTitleSchema),
    enabled: lessonId !== null,
    staleTime: Infinity,
    retry: false,
  });
  const style = `text-xs text-slate-500 dark:text-slate-400 ${className}`;
  if (lessonId) {
    const text = lesson.data
      ? t('cardSource.lesson', { title: titleOf(lesson.data) })
      : t('cardSource.someLesson');
    return (
      <p className={style}>
        <Link
          to={`/chat?lesson=${encodeURIComponent(lessonId)}`}
          className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-500"
        >
          {text}
        </Link>
      </p>
    );
  }
  if (item.sourceConversationId) {
    const date = new Date(item.createdAt).toLocaleDateString(i18n.language, { dateStyle: 'medium' });
    return <p className={style}>{t('cardSource.conversation', { date })}</p>;
  }
  return null;
}
