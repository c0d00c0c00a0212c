import { useTranslation } from 'react-i18next';
import type { VocabularyItem } from '../../../contracts/vocabulary';
import type { Rating } from '../../../domain/srs';
import { RatingButtons } from './rating-buttons';
import { intervalLabels } from './srs-view';

/**
 * The back of a card in either mode: the four ratings with the interval each would schedule
 * (none for a practice showing), and "Saving…" while the answer is sent.
 */
export function CardRating({
  card,
  practice,
  saving,
  onRate,
}: {
  card: VocabularyItem;
  practice: boolean;
  saving: boolean;
  onRate: (rating: Rating) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <RatingButtons
        intervals={practice ? null : intervalLabels(card, i18n.language)}
        disabled={saving}
        onRate={onRate}
      />
      {saving ? (
        <p role="status" className="text-center text-sm text-slate-500 dark:text-slate-400">
          {t('flashcards.saving')}
        </p>
      ) : null}
    </>
  );
}
