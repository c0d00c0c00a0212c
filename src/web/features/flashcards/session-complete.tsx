import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatAccuracy } from './srs-view';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { StateIcon } from './state-icon';
import { formatNumber } from '../../i18n/format';

/** "Session Complete!" with Words Reviewed, Accuracy and Correct (product.md#flashcards). */
export function SessionComplete({
  reviewed,
  correct,
  quickStart,
  cardsRemain,
  onReviewAgain,
}: {
  reviewed: number;
  correct: number;
  quickStart: boolean;
  /** Whether any card is due now: Review Again is offered only then. */
  cardsRemain: boolean;
  onReviewAgain: () => void;
}) {
  const { t, i18n } = useTranslation();
  const accuracy = formatAccuracy(reviewed, correct, i18n.language);
  const figures = [
    { label: t('flashcards.wordsReviewed'), value: formatNumber(reviewed, i18n.language) },
    { label: t('flashcards.accuracy'), value: accuracy },
    { label: t('flashcards.correct'), value: formatNumber(correct, i18n.language) },
  ];
  return (
    <Card className="flex flex-col items-center text-center">
      <StateIcon name="trophy" />
      <h2 className="mt-2 text-2xl font-bold">{t('flashcards.complete')}</h2>
      <dl className="mx-auto mt-6 grid w-full max-w-md grid-cols-3 gap-3">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800">
            <dt className="text-xs text-slate-500 dark:text-slate-400">{figure.label}</dt>
            <dd className="text-2xl font-bold tabular-nums">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex w-full flex-col justify-center gap-2 sm:flex-row">
        {cardsRemain ? (
          <Button variant="secondary" onClick={onReviewAgain}>
            {t('flashcards.reviewAgain')}
          </Button>
        ) : null}
        {quickStart ? (
          <Link to="/quick-start" className={buttonClass('primary')}>
            {t('flashcards.continueQuickStart')}
          </Link>
        ) : (
          <Link to="/dashboard" className={buttonClass('primary')}>
            {t('flashcards.returnToDashboard')}
          </Link>
        )}
      </div>
    </Card>
  );
}
