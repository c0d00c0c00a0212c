import { useTranslation } from 'react-i18next';
import type { Correction } from '../../../../contracts/conversations';

/**
 * One correction under the learner's message: You said → Better → Why. Each part is labelled
 * in words (and the old form struck through), so the card does not rely on colour.
 */
export function FeedbackCard({ correction }: { correction: Correction }) {
  const { t } = useTranslation();
  return (
    <aside
      aria-label={t('chat.feedback.label')}
      data-testid="feedback-card"
      className="max-w-[85%] rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-slate-900 dark:border-amber-800 dark:bg-amber-950 dark:text-slate-100"
    >
      <p className="text-xs font-semibold text-amber-900 uppercase dark:text-amber-200">
        <span aria-hidden>✎ </span>
        {t('chat.feedback.label')}
      </p>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5">
        <dt className="font-medium">{t('chat.feedback.youSaid')}</dt>
        <dd lang="es" className="line-through decoration-1">
          {correction.original}
        </dd>
        <dt className="font-medium">{t('chat.feedback.better')}</dt>
        <dd lang="es" className="font-semibold">
          {correction.corrected}
        </dd>
        {correction.explanation ? (
          <>
            <dt className="font-medium">{t('chat.feedback.why')}</dt>
            <dd>{correction.explanation}</dd>
          </>
        ) : null}
      </dl>
    </aside>
  );
}
