import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { VocabularyItem } from '../../../contracts/vocabulary';
import type { Rating } from '../../../domain/srs';
import { Button } from '../../components/ui/button';
import { CardRating } from './card-rating';
import { useWordCategory } from '../../lib/word-category';
import { ListenButton } from '../../components/listen-button';
import { CorrectionBack, CorrectionFront } from './correction-faces';
import { CardSource } from '../../components/card-source';

/**
 * One card: the front shows word, category and context with Listen and Show Translation;
 * the back adds the translation, difficulty n/5 and the four ratings. A correction card shows
 * the learner's sentence with the mistake marked, then the corrected sentence and why.
 */
export function FlashcardView({
  card,
  position,
  total,
  flipped,
  saving,
  practice = false,
  onFlip,
  onRate,
}: {
  card: VocabularyItem;
  position: number;
  total: number;
  /** A card rated Again, shown once more at the end of the session: its answer is not recorded. */
  practice?: boolean;
  flipped: boolean;
  saving: boolean;
  onFlip: () => void;
  onRate: (rating: Rating) => void;
}) {
  const { t } = useTranslation();
  const categoryText = useWordCategory();
  const region = useRef<HTMLElement>(null);
  const isCorrection = card.kind === 'correction';
  // Keep keyboard focus on the card as it flips and changes, so Space and 1–4 keep working and
  // a screen reader hears the new side.
  useEffect(() => {
    if (region.current && !region.current.contains(document.activeElement)) region.current.focus();
  }, [card.id, flipped]);

  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-label={t('flashcards.cardLabel', { current: position, total })}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-brand-600 sm:p-8 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center justify-between gap-2 text-xs text-slate-500 dark:text-slate-400">
        <span className="rounded-full bg-slate-100 px-2.5 py-1 font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          <span className="sr-only">{t('flashcards.category')}: </span>
          {/* A correction's category is the tutor's own English word: the kind is shown instead. */}
          {isCorrection ? t('flashcards.correction.kind') : categoryText(card.category)}
        </span>
        <span>{t('flashcards.cardLabel', { current: position, total })}</span>
      </div>
      {practice ? (
        <p
          data-testid="practice-note"
          className="mt-3 rounded-lg bg-sky-50 px-3 py-2 text-center text-sm text-sky-900 dark:bg-sky-950 dark:text-sky-100"
        >
          {t('flashcards.practiceNote')}
        </p>
      ) : null}
      {isCorrection ? (
        <CorrectionFront card={card} />
      ) : (
        <>
          <p lang="es" className="mt-6 text-center text-4xl font-bold tracking-tight break-words sm:text-5xl">
            {card.word}
          </p>
          {card.context ? (
            <p lang="es" className="mt-4 text-center text-slate-600 italic dark:text-slate-300">
              <span className="sr-only">{t('flashcards.context')}: </span>“{card.context}”
            </p>
          ) : null}
          <ListenButton word={card.word} example={card.context} className="mt-4 justify-center" />
        </>
      )}
      <div aria-live="polite" className="mt-6">
        {flipped ? (
          <div className="flex flex-col gap-5">
            {isCorrection ? <CorrectionBack card={card} /> : null}
            <div
              hidden={isCorrection}
              className="border-t border-slate-200 pt-5 text-center dark:border-slate-700"
            >
              <p lang="en" className="text-2xl font-semibold text-brand-700 dark:text-brand-500">
                {card.translation}
              </p>
              {card.definition ? (
                <p lang="en" className="mt-2 text-sm text-slate-600 dark:text-slate-400">
                  {card.definition}
                </p>
              ) : null}
              <p className="mt-2 text-xs font-medium text-slate-500 dark:text-slate-400">
                {t('flashcards.difficulty', { value: card.difficulty })}
              </p>
            </div>
            <CardSource item={card} className="text-center" />
            <CardRating card={card} practice={practice} saving={saving} onRate={onRate} />
          </div>
        ) : (
          <div className="flex justify-center">
            <Button onClick={onFlip} className="w-full sm:w-auto sm:min-w-56">
              {isCorrection ? t('flashcards.correction.show') : t('flashcards.showTranslation')}
            </Button>
          </div>
        )}
      </div>
      <p className="mt-5 hidden text-center text-xs text-slate-500 sm:block dark:text-slate-400">
        {t('flashcards.keyboardHint')}
      </p>
    </section>
  );
}
