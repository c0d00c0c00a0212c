import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { COURSE_SIZE_QUERY_KEY, fetchCourseSize } from './api';

const BENEFITS = ['curriculum', 'fluency', 'words', 'roleplays', 'progress'] as const;

/**
 * product.md#payment: the benefits list. The size of the course is claimed only with figures the
 * server computed from the content, and only once the content bears the claim out.
 */
export function BenefitsList() {
  const { t } = useTranslation();
  const claim = useQuery({ queryKey: COURSE_SIZE_QUERY_KEY, queryFn: fetchCourseSize, staleTime: Infinity })
    .data?.claim;
  const items: { key: string; text: string }[] = BENEFITS.map((key) => ({
    key,
    text: t(`payment.benefits.${key}`),
  }));
  if (claim) items.splice(1, 0, { key: 'course', text: t('payment.benefits.course', claim) });
  return (
    <section aria-labelledby="benefits-title">
      <h2 id="benefits-title" className="mb-3 text-lg font-semibold">
        {t('payment.benefitsTitle')}
      </h2>
      <ul className="flex flex-col gap-3">
        {items.map(({ key, text }) => (
          <li key={key} data-benefit={key} className="flex items-start gap-3">
            <svg
              viewBox="0 0 20 20"
              className="mt-0.5 h-5 w-5 flex-none text-brand-600 dark:text-brand-500"
              aria-hidden
            >
              <path fill="currentColor" d="M8 13.6 4.4 10l-1.4 1.4 5 5 9-9-1.4-1.4z" />
            </svg>
            <span className="text-slate-700 dark:text-slate-200">{text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
