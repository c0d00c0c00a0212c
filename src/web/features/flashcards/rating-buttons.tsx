import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RATINGS, type Rating } from '../../../domain/srs';

const TONES: Record<Rating, string> = {
  again:
    'border-red-300 bg-red-50 text-red-900 hover:bg-red-100 dark:border-red-800 dark:bg-red-950 dark:text-red-100 dark:hover:bg-red-900',
  hard: 'border-amber-300 bg-amber-50 text-amber-900 hover:bg-amber-100 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100 dark:hover:bg-amber-900',
  good: 'border-sky-300 bg-sky-50 text-sky-900 hover:bg-sky-100 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100 dark:hover:bg-sky-900',
  easy: 'border-green-300 bg-green-50 text-green-900 hover:bg-green-100 dark:border-green-800 dark:bg-green-950 dark:text-green-100 dark:hover:bg-green-900',
};

/**
 * The four ratings (product.md#flashcards), each showing the interval it would schedule; without
 * intervals (a practice showing of a card rated Again) they schedule nothing, so none is shown.
 */
export function RatingButtons({
  intervals,
  disabled,
  onRate,
}: {
  intervals: Record<Rating, string> | null;
  disabled: boolean;
  onRate: (rating: Rating) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div
      role="group"
      aria-label={t('flashcards.rateHeading')}
      className="grid grid-cols-2 gap-2 sm:grid-cols-4"
    >
      {RATINGS.map((rating, i) => {
        const label = t(`flashcards.ratings.${rating}.label`);
        const hint = t(`flashcards.ratings.${rating}.hint`);
        const interval = intervals?.[rating];
        const describedBy = `${id}-${rating}`;
        return (
          <Fragment key={rating}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onRate(rating)}
              aria-keyshortcuts={String(i + 1)}
              // No aria-label: the name is the text the button shows ("Good Remembered well 2d"),
              // so a learner who says what they see reaches it; the interval is spelt out in the
              // description ("Next review in 2d").
              aria-describedby={interval ? describedBy : undefined}
              className={`relative flex min-h-20 flex-col items-center justify-center gap-0.5 rounded-xl border px-2 py-2 text-center transition-colors disabled:cursor-not-allowed disabled:opacity-50 ${TONES[rating]}`}
            >
              {/* The key number is a corner badge, apart from the label, and announced as a
                  shortcut (aria-keyshortcuts) rather than read as part of the label ("1 Again"). */}
              <kbd
                aria-hidden
                className="absolute top-1.5 left-1.5 hidden rounded border border-current/30 px-1 text-[10px] font-normal opacity-70 sm:inline"
              >
                {i + 1}
              </kbd>
              <span className="font-semibold">{label}</span>
              <span className="text-xs opacity-80">{hint}</span>
              {interval ? (
                <span className="mt-0.5 rounded-full bg-white/70 px-2 text-xs font-semibold tabular-nums dark:bg-black/30">
                  {interval}
                </span>
              ) : null}
            </button>
            {interval ? (
              <span id={describedBy} className="sr-only">
                {t('flashcards.nextIn', { interval })}
              </span>
            ) : null}
          </Fragment>
        );
      })}
    </div>
  );
}
