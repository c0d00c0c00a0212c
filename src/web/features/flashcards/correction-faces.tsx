import { useTranslation } from 'react-i18next';
import type { VocabularyItem } from '../../../contracts/vocabulary';
import { markWrongPart } from '../../../domain/cards/correction-card';

/** The front of a correction card: the learner's sentence, the wrong part marked, and the ask. */
export function CorrectionFront({ card }: { card: VocabularyItem }) {
  const { t } = useTranslation();
  return (
    <div className="mt-6 text-center">
      <p className="text-sm font-medium text-slate-600 dark:text-slate-300">
        {t('flashcards.correction.prompt')}
      </p>
      <p
        lang="es"
        data-testid="correction-front"
        className="mt-3 text-2xl font-semibold break-words sm:text-3xl"
      >
        {markWrongPart(card.word, card.translation).map((part, index) =>
          part.wrong ? (
            <mark
              key={index}
              className="rounded bg-red-100 px-1 text-red-800 underline decoration-wavy dark:bg-red-950 dark:text-red-200"
            >
              <span className="sr-only">{t('flashcards.correction.wrongStart')} </span>
              {part.text}
              <span className="sr-only"> {t('flashcards.correction.wrongEnd')}</span>
            </mark>
          ) : (
            <span key={index}>{part.text}</span>
          ),
        )}
      </p>
    </div>
  );
}

/** The back of a correction card: the corrected sentence and why. */
export function CorrectionBack({ card }: { card: VocabularyItem }) {
  const { t } = useTranslation();
  return (
    <div
      data-testid="correction-back"
      className="border-t border-slate-200 pt-5 text-center dark:border-slate-700"
    >
      <p className="text-xs font-medium text-slate-500 uppercase dark:text-slate-400">
        {t('flashcards.correction.better')}
      </p>
      <p lang="es" className="mt-1 text-2xl font-semibold text-brand-700 dark:text-brand-500">
        {card.translation}
      </p>
      {card.definition ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          <span className="font-medium">{t('flashcards.correction.why')}: </span>
          {card.definition}
        </p>
      ) : null}
    </div>
  );
}
