import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_QUESTIONS } from '../../../domain/assessment';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Page } from '../../components/ui/page';
import { explanationText, optionLetter } from './format';
import type { Shown } from './use-assessment';

function optionTone(index: number, shown: Shown): string {
  const checked = shown.checked;
  if (checked && index === checked.correctAnswer)
    return 'border-green-600 bg-green-50 text-green-900 dark:border-green-500 dark:bg-green-950 dark:text-green-100';
  if (checked && index === shown.selected)
    return 'border-red-600 bg-red-50 text-red-900 dark:border-red-500 dark:bg-red-950 dark:text-red-100';
  if (index === shown.selected) return 'border-brand-600 bg-brand-50 dark:bg-slate-800';
  return 'border-slate-200 bg-white hover:border-brand-600 dark:border-slate-700 dark:bg-slate-900';
}

/** The question screen (product.md#full-assessment): number, progress out of 15, type and level, lettered options. */
export function QuestionView({
  shown,
  busy,
  error,
  autoAdvance,
  onChoose,
  onNext,
  onRetry,
}: {
  shown: Shown;
  busy: boolean;
  error: string | null;
  /** On: the next question follows by itself; off: a Next button waits for the learner. */
  autoAdvance: boolean;
  onChoose: (index: number) => void;
  onNext: () => void;
  onRetry?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const questionRef = useRef<HTMLHeadingElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const { question, number, checked } = shown;
  // Each new question takes focus, so keyboard and screen-reader users start from its text.
  useEffect(() => questionRef.current?.focus(), [question.id]);
  // Without auto-advance, the feedback's Next button takes focus so Enter moves on.
  const waiting = checked !== null && !autoAdvance;
  useEffect(() => {
    if (waiting) nextRef.current?.focus();
  }, [waiting]);
  const locked = busy || checked !== null;
  const percent = Math.round((number / MAX_QUESTIONS) * 100);
  const explanation = checked ? explanationText(checked, i18n.resolvedLanguage ?? i18n.language) : null;
  return (
    <Page title={t('assessment.full.title')}>
      <div className="mb-4">
        <div className="mb-2 flex justify-between text-sm font-medium text-slate-600 dark:text-slate-400">
          <span>{t('assessment.full.question.number', { number })}</span>
          <span>{t('assessment.full.question.progress', { number, total: MAX_QUESTIONS })}</span>
        </div>
        <div
          role="progressbar"
          aria-label={t('assessment.full.question.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={MAX_QUESTIONS}
          aria-valuenow={number}
          className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
        >
          <div className="h-full rounded-full bg-brand-600 transition-all" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <Card className="flex flex-col gap-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-500">
          {t('assessment.full.question.meta', {
            type: t(`assessment.skills.${question.type}`),
            level: question.level,
          })}
        </p>
        <h2 ref={questionRef} tabIndex={-1} className="text-xl font-semibold outline-none">
          {question.question}
        </h2>
        <ul className="flex flex-col gap-2">
          {question.options.map((option, index) => (
            <li key={`${question.id}-${index}`}>
              {/* Locked with aria-disabled, not disabled: the chosen option keeps focus while
                  the answer is checked and its feedback shows, instead of focus falling to the
                  page until the next question arrives. */}
              <button
                type="button"
                aria-disabled={locked}
                onClick={() => !locked && onChoose(index)}
                className={`flex min-h-12 w-full items-center gap-3 rounded-xl border p-3 text-left transition-colors aria-disabled:cursor-default ${optionTone(index, shown)}`}
              >
                {/* The letter is written once, for eyes and screen readers alike: a hidden copy
                    beside a visible one was read twice ("A A. ..."). */}
                <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full border border-current text-sm font-bold">
                  {optionLetter(index)}
                  <span className="sr-only">.</span>
                </span>
                <span className="flex-1">{option}</span>
                {checked && index === checked.correctAnswer ? (
                  <span className="text-xs font-semibold">{t('assessment.full.question.correctAnswer')}</span>
                ) : checked && index === shown.selected ? (
                  <span className="text-xs font-semibold">{t('assessment.full.question.yourAnswer')}</span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
        <div role="status" aria-live="polite" className="min-h-6">
          {busy && !checked ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {t('assessment.full.question.checking')}
            </p>
          ) : null}
          {checked ? (
            <div className="flex flex-col gap-1">
              <p
                className={`font-semibold ${checked.correct ? 'text-green-700 dark:text-green-400' : 'text-red-700 dark:text-red-400'}`}
              >
                {checked.correct
                  ? t('assessment.full.question.correct')
                  : t('assessment.full.question.incorrect')}
              </p>
              {explanation ? <p>{explanation}</p> : null}
              {autoAdvance ? (
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {t('assessment.full.question.nextSoon')}
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
        {waiting ? (
          <button ref={nextRef} type="button" onClick={onNext} className={buttonClass('primary', 'self-end')}>
            {checked.finished || !checked.next
              ? t('assessment.full.question.seeResults')
              : t('assessment.full.question.next')}
          </button>
        ) : null}
        {error ? (
          <Alert tone="error">
            <span className="mr-2">{error}</span>
            {onRetry ? (
              <Button variant="secondary" onClick={onRetry} className="mt-2">
                {t('assessment.full.errors.retry')}
              </Button>
            ) : null}
          </Alert>
        ) : null}
      </Card>
    </Page>
  );
}
