import { useTranslation } from 'react-i18next';
import type { VocabularyItem } from '../../../contracts/vocabulary';
import type { ListeningVerdict } from '../../../domain/cards/listening-answer';
import type { Rating } from '../../../domain/srs';
import { CardSource } from '../../components/card-source';
import { CardRating } from './card-rating';

/** What the learner typed, judged; null when they asked to be shown the answer. */
export interface ListeningOutcome {
  typed: string;
  verdict: ListeningVerdict | null;
}

const TONE = {
  right: 'bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100',
  wrong: 'bg-amber-50 text-amber-950 dark:bg-amber-950 dark:text-amber-100',
};

/** The judgement: correct, correct with a note on the spelling, wrong, or just the answer. */
function OutcomeMessage({ outcome, answer }: { outcome: ListeningOutcome; answer: string }) {
  const { t } = useTranslation();
  const { verdict } = outcome;
  let text: string;
  let tone: keyof typeof TONE = 'right';
  if (!verdict) {
    text = t('listening.result.shown', { answer });
    tone = 'wrong';
  } else if (verdict.result === 'exact') text = t('listening.result.exact');
  else if (verdict.result === 'close') {
    const [only, ...more] = verdict.notes;
    const key = more.length > 0 || !only ? 'several' : only;
    text = t(`listening.result.close.${key}`, { answer });
  } else {
    text = t('listening.result.wrong', { typed: outcome.typed.trim(), answer });
    tone = 'wrong';
  }
  return (
    <div data-testid="listening-result" className={`rounded-lg px-3 py-2 text-center ${TONE[tone]}`}>
      <p className="font-semibold">{text}</p>
      {verdict && verdict.result !== 'wrong' ? (
        <p className="mt-1 text-xs">{t('listening.caseNote')}</p>
      ) : null}
    </div>
  );
}

/**
 * After a listening answer: the judgement, then the card itself (word, example, translation)
 * and the usual ratings, which review the card as in Read mode.
 */
export function ListeningReveal({
  card,
  outcome,
  answer,
  practice,
  saving,
  onRate,
}: {
  card: VocabularyItem;
  outcome: ListeningOutcome;
  answer: string;
  practice: boolean;
  saving: boolean;
  onRate: (rating: Rating) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-5">
      <OutcomeMessage outcome={outcome} answer={answer} />
      <div className="text-center">
        <p lang="es" className="text-3xl font-bold tracking-tight break-words sm:text-4xl">
          {card.word}
        </p>
        {card.context ? (
          <p lang="es" className="mt-3 text-slate-600 italic dark:text-slate-300">
            <span className="sr-only">{t('flashcards.context')}: </span>“{card.context}”
          </p>
        ) : null}
        <p lang="en" className="mt-4 text-2xl font-semibold text-brand-700 dark:text-brand-500">
          {card.translation}
        </p>
        {card.definition ? (
          <p lang="en" className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            {card.definition}
          </p>
        ) : null}
        <CardSource item={card} className="mt-2" />
      </div>
      <CardRating card={card} practice={practice} saving={saving} onRate={onRate} />
    </div>
  );
}
