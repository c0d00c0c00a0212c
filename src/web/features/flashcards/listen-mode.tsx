import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useVoiceAvailability } from '../../lib/audio/use-voice-availability';
import { FlashcardView } from './flashcard-view';
import { ListeningCard, type ListeningTarget } from './listening-card';
import type { ReviewSession } from './use-review-session';

/**
 * The card on show in Listen mode: a listening drill when a Spanish voice can read it, else a
 * reason why not (no voice on this device; offline, the server's voice is out of reach).
 * Correction cards have nothing to hear: they are answered as in Read mode, with a note.
 */
export function ListenModeCard({ review, onReadMode }: { review: ReviewSession; onReadMode: () => void }) {
  const { t } = useTranslation();
  const availability = useVoiceAvailability(review.online);
  const [target, setTarget] = useState<ListeningTarget>('word');
  const { session, card } = review;
  if (!session || !card) return null;
  if (availability === 'checking') return <Spinner label={t('listening.checking')} />;
  if (availability === 'unavailable') {
    return (
      <Alert tone="warning" title={t('listening.unavailableTitle')}>
        <p>{review.online ? t('listening.unavailableBody') : t('listening.unavailableOffline')}</p>
        <Button variant="secondary" className="mt-3" onClick={onReadMode}>
          {t('listening.useRead')}
        </Button>
      </Alert>
    );
  }
  const position = session.index + 1;
  const total = session.cards.length;
  if (card.kind === 'correction') {
    return (
      <>
        <p className="mb-3 rounded-lg bg-sky-50 px-3 py-2 text-center text-sm text-sky-900 dark:bg-sky-950 dark:text-sky-100">
          {t('listening.correctionNote')}
        </p>
        <FlashcardView
          card={card}
          position={position}
          total={total}
          flipped={review.flipped}
          saving={review.saving}
          practice={review.practice}
          onFlip={review.flip}
          onRate={(rating) => void review.rate(rating)}
        />
      </>
    );
  }
  return (
    <ListeningCard
      // A fresh answer for every showing, a card shown again for practice included.
      key={`${card.id}:${session.index}`}
      card={card}
      position={position}
      total={total}
      practice={review.practice}
      target={target}
      onTarget={setTarget}
      saving={review.saving}
      onReveal={() => {
        if (!review.flipped) review.flip();
      }}
      onRate={(rating) => void review.rate(rating)}
    />
  );
}
