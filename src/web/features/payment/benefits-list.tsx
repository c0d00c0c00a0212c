import { useTranslation } from 'react-i18next';

const BENEFITS = ['curriculum', 'fluency', 'words', 'roleplays', 'progress'] as const;

/** product.md#payment: the benefits list. */
export function BenefitsList() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="benefits-title">
      <h2 id="benefits-title" className="mb-3 text-lg font-semibold">
        {t('payment.benefitsTitle')}
      </h2>
      <ul className="flex flex-col gap-3">
        {BENEFITS.map((key) => (
          <li key={key} className="flex items-start gap-3">
            <svg
              viewBox="0 0 20 20"
              className="mt-0.5 h-5 w-5 flex-none text-brand-600 dark:text-brand-500"
              aria-hidden
            >
              <path fill="currentColor" d="M8 13.6 4.4 10l-1.4 1.4 5 5 9-9-1.4-1.4z" />
            </svg>
            <span className="text-slate-700 dark:text-slate-200">{t(`payment.benefits.${key}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
