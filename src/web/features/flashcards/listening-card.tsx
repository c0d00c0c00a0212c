import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { VocabularyItem } from '../../../contracts/vocabulary';
import { checkListeningAnswer } from '../../../domain/cards/listening-answer';
import type { Rating } from '../../../domain/srs';
import { Button } from '../../components/ui/button';
import { useWordCategory } from '../../lib/word-category';
import { ListeningReveal, type ListeningOutcome } from './listening-reveal';
import { useListeningPlayback } from './use-listening-playback';

/** What a listening card reads aloud: the word, or its example sentence when it has one. */
export type ListeningTarget = 'word' | 'sentence';

/**
 * One card in Listen mode (ADR 0032): the word (or its example) is read aloud, the learner types
 * what they heard and checks it; the card is then shown and rated as usual. Alt+R plays it
 * again and Alt+S slower, from the answer box too. Mount it once per showing (a `key`), so each
 * card starts with an empty answer and plays itself.
 */
export function ListeningCard({
  card,
  position,
  total,
  practice,
  target,
  onTarget,
  saving,
  onReveal,
  onRate,
}: {
  card: VocabularyItem;
  position: number;
  total: number;
  practice: boolean;
  target: ListeningTarget;
  onTarget: (target: ListeningTarget) => void;
  saving: boolean;
  /** The card's answer is shown: from here the ratings count. */
  onReveal: () => void;
  onRate: (rating: Rating) => void;
}) {
  const { t } = useTranslation();
  const categoryText = useWordCategory();
  const inputId = useId();
  const region = useRef<HTMLElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [outcome, setOutcome] = useState<ListeningOutcome | null>(null);
  const said = target === 'sentence' && card.context.trim() ? card.context : card.word;
  const { state, play } = useListeningPlayback(said);
  // The latest `play` (it changes as the voice becomes known) without replaying on that change.
  const playNow = useRef(play);
  useEffect(() => {
    playNow.current = play;
  });

  // Each card (and each change of what to hear) plays once by itself, with the answer box ready.
  useEffect(() => {
    input.current?.focus();
    void playNow.current();
  }, [said]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (outcome) return;
    const answer = typed.trim();
    setOutcome({ typed, verdict: answer ? checkListeningAnswer(said, answer) : null });
    onReveal();
    // Keys 1–4 rate from the card, not from the (now finished) answer box.
    region.current?.focus();
  }

  function replayKeys(event: KeyboardEvent) {
    if (!event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
    if (event.code === 'KeyR' || event.code === 'KeyS') {
      event.preventDefault();
      void play(event.code === 'KeyS');
    }
  }

  return (
    <section
      ref={region}
      tabIndex={-1}
      onKeyDown={replayKeys}
      aria-label={t('flashcards.cardLabel', { current: position, total })}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-brand-600 sm:p-8 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center justify-between gap-2 text-xs text-slate-500 dark:text-slate-400">
        <span className="rounded-full bg-slate-100 px-2.5 py-1 font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          <span className="sr-only">{t('flashcards.category')}: </span>
          {categoryText(card.category)}
        </span>
        <span>{t('flashcards.cardLabel', { current: position, total })}</span>
      </div>
      {practice ? (
        <p className="mt-3 rounded-lg bg-sky-50 px-3 py-2 text-center text-sm text-sky-900 dark:bg-sky-950 dark:text-sky-100">
          {t('flashcards.practiceNote')}
        </p>
      ) : null}
      {card.context.trim() && !outcome ? <TargetChoice target={target} onTarget={onTarget} /> : null}
      <div className="mt-5 flex flex-wrap items-center justify-center gap-2">
        <Button variant="secondary" onClick={() => void play()} aria-busy={state === 'playing' || undefined}>
          {t('listening.play')}
        </Button>
        <Button variant="secondary" onClick={() => void play(true)}>
          {t('listening.slower')}
        </Button>
      </div>
      <p role="status" className="mt-2 text-center text-sm text-slate-600 empty:hidden dark:text-slate-400">
        {state === 'failed' ? t('listening.playFailed') : ''}
      </p>
      <div aria-live="polite" className="mt-5">
        {outcome ? (
          <ListeningReveal
            card={card}
            outcome={outcome}
            answer={said}
            practice={practice}
            saving={saving}
            onRate={onRate}
          />
        ) : (
          <form onSubmit={submit} className="flex flex-col gap-3">
            <label
              htmlFor={inputId}
              className="text-center text-sm font-medium text-slate-700 dark:text-slate-300"
            >
              {t('listening.prompt')}
            </label>
            <input
              ref={input}
              id={inputId}
              lang="es"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              autoCorrect="off"
              autoCapitalize="none"
              spellCheck={false}
              enterKeyHint="done"
              className="min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-center text-lg text-slate-900 focus:border-brand-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
            />
            <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
              <Button type="submit" className="sm:min-w-40">
                {typed.trim() ? t('listening.check') : t('listening.dontKnow')}
              </Button>
            </div>
          </form>
        )}
      </div>
      <p className="mt-5 hidden text-center text-xs text-slate-500 sm:block dark:text-slate-400">
        {t('listening.keyboardHint')}
      </p>
    </section>
  );
}

/** Word or example sentence: what this card reads aloud (kept for the cards that follow). */
function TargetChoice({
  target,
  onTarget,
}: {
  target: ListeningTarget;
  onTarget: (target: ListeningTarget) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  const option = (value: ListeningTarget, label: string) => (
    <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 text-sm has-[:checked]:bg-slate-100 dark:has-[:checked]:bg-slate-800">
      <input
        type="radio"
        name={name}
        value={value}
        checked={target === value}
        onChange={() => onTarget(value)}
      />
      {label}
    </label>
  );
  return (
    <fieldset className="mt-4 flex flex-wrap items-center justify-center gap-1">
      <legend className="sr-only">{t('listening.hear')}</legend>
      <span aria-hidden="true" className="mr-1 text-sm text-slate-600 dark:text-slate-400">
        {t('listening.hear')}:
      </span>
      {option('word', t('listening.hearWord'))}
      {option('sentence', t('listening.hearSentence'))}
    </fieldset>
  );
}
