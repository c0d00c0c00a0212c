import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/button';
import { ApiError } from '../lib/api-client';
import { addCorrectionCard } from '../lib/correction-cards';

/** What a correction card is made from: the tutor's correction (category when it gave one). */
export interface CardCorrection {
  original: string;
  corrected: string;
  explanation?: string;
  category?: string;
  /** The conversation it was made in, for the card to link back to. */
  conversationId?: string;
}

type State = 'idle' | 'adding' | 'added' | 'failed';

/**
 * "Make a card" for one correction: keeps it as a flashcard (front: the sentence with the
 * mistake marked; back: the fix and why), then says it was added. A sentence already kept
 * counts as added.
 */
export function MakeCardButton({ correction }: { correction: CardCorrection }) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>('idle');

  async function make() {
    setState('adding');
    try {
      await addCorrectionCard({
        original: correction.original,
        corrected: correction.corrected,
        explanation: correction.explanation ?? '',
        ...(correction.category ? { category: correction.category } : {}),
        ...(correction.conversationId ? { conversationId: correction.conversationId } : {}),
      });
      setState('added');
    } catch (error) {
      setState(error instanceof ApiError && error.status === 409 ? 'added' : 'failed');
    }
  }

  if (state === 'added') {
    return (
      <span role="status" className="text-sm font-medium text-emerald-700 dark:text-emerald-400">
        {t('makeCard.added')}
      </span>
    );
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button
        variant="secondary"
        className="px-3 py-1 text-sm"
        disabled={state === 'adding'}
        onClick={() => void make()}
        aria-label={t('makeCard.label', { sentence: correction.corrected })}
      >
        {state === 'adding' ? t('makeCard.adding') : t('makeCard.button')}
      </Button>
      {state === 'failed' ? (
        <span role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t('makeCard.failed')}
        </span>
      ) : null}
    </span>
  );
}
