import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Page } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { QuickStartBar } from '../../components/quick-start-bar';
import { useSession } from '../../lib/session';
import { FlashcardView } from './flashcard-view';
import { ListenModeCard } from './listen-mode';
import { ReviewModeSwitch, useReviewMode, type ReviewMode } from './review-mode';
import { SessionComplete } from './session-complete';
import { SessionProgress } from './session-progress';
import { StateIcon } from './state-icon';
import { useFlashcardKeys } from './use-flashcard-keys';
import { useReviewSession, type ReviewSession } from './use-review-session';

/** /flashcards: spaced-repetition review of the due cards (product.md#flashcards). */
export function FlashcardsScreen() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <Page
      title={t('flashcards.title')}
      subtitle={t('flashcards.subtitle')}
      actions={
        <Link to="/vocabulary" className={buttonClass('secondary')}>
          {t('myData.words.title')}
        </Link>
      }
    >
      <QuickStartBar />
      <div className="mx-auto max-w-2xl">{user ? <Review userId={user.uid} /> : null}</div>
    </Page>
  );
}

// In Listen mode a word card is revealed by answering it, never by Space.
const noFlip = () => undefined;

function Review({ userId }: { userId: string }) {
  const review = useReviewSession(userId);
  const [mode, setMode] = useReviewMode();
  const listening = mode === 'listen' && review.card?.kind !== 'correction';
  useFlashcardKeys(review.phase === 'reviewing', {
    flip: listening ? noFlip : review.flip,
    rate: (rating) => void review.rate(rating),
  });
  const changeMode = (next: ReviewMode) => {
    // The card on show starts again in the new mode: hidden, unanswered.
    if (review.flipped) review.flip();
    setMode(next);
  };
  return (
    <>
      {review.phase === 'reviewing' ? <ReviewModeSwitch mode={mode} onChange={changeMode} /> : null}
      <Notice review={review} />
      <Body review={review} mode={mode} onReadMode={() => changeMode('read')} />
    </>
  );
}

function Notice({ review }: { review: ReviewSession }) {
  const { t } = useTranslation();
  if (!review.notice) return null;
  const text = review.notice === 'not-found' ? t('flashcards.notFound') : t('flashcards.saveFailed');
  return (
    <div className="mb-4">
      <Alert tone="error" onDismiss={review.dismissNotice}>
        {text}
      </Alert>
    </div>
  );
}

function Body({
  review,
  mode,
  onReadMode,
}: {
  review: ReviewSession;
  mode: ReviewMode;
  onReadMode: () => void;
}) {
  const { t } = useTranslation();
  const { phase, session, card } = review;
  if (phase === 'loading') return <Spinner label={t('flashcards.loading')} />;
  if (phase === 'error') {
    return (
      <Alert tone="error">
        <p>{t('flashcards.loadFailed')}</p>
        <Button variant="secondary" className="mt-3" onClick={review.retryLoad}>
          {t('flashcards.retry')}
        </Button>
      </Alert>
    );
  }
  if (phase === 'empty') {
    return (
      <EmptyState title={t('flashcards.allCaughtUp')} body={t('flashcards.allCaughtUpBody')} icon="done">
        <Link to="/chat" className={buttonClass('primary')}>
          {t('flashcards.goToChat')}
        </Link>
      </EmptyState>
    );
  }
  if (phase === 'offline-empty') {
    return (
      <EmptyState title={t('flashcards.noOffline')} body={t('flashcards.noOfflineBody')} icon="offline">
        <Link to="/dashboard" className={buttonClass('primary')}>
          {t('flashcards.goToDashboard')}
        </Link>
      </EmptyState>
    );
  }
  if (!session) return null;
  if (phase === 'complete' || !card) {
    return (
      <SessionComplete
        reviewed={session.reviewed}
        correct={session.correct}
        quickStart={session.quickStart}
        cardsRemain={review.cardsRemain}
        onReviewAgain={review.restart}
      />
    );
  }
  return (
    <>
      <SessionProgress
        done={session.index}
        total={session.cards.length}
        reviewed={session.reviewed}
        correct={session.correct}
        offline={!review.online}
      />
      {mode === 'listen' ? (
        <ListenModeCard review={review} onReadMode={onReadMode} />
      ) : (
        <FlashcardView
          card={card}
          position={session.index + 1}
          total={session.cards.length}
          flipped={review.flipped}
          saving={review.saving}
          practice={review.practice}
          onFlip={review.flip}
          onRate={(rating) => void review.rate(rating)}
        />
      )}
    </>
  );
}

function EmptyState({
  title,
  body,
  icon,
  children,
}: {
  title: string;
  body: string;
  icon: 'done' | 'offline';
  children: ReactNode;
}) {
  return (
    <Card className="flex flex-col items-center gap-3 py-10 text-center">
      <StateIcon name={icon} />
      <h2 className="text-xl font-bold">{title}</h2>
      <p className="max-w-sm text-slate-600 dark:text-slate-400">{body}</p>
      <div className="mt-2">{children}</div>
    </Card>
  );
}
