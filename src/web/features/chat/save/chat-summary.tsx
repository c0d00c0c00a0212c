import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LessonResult } from '../lesson/lesson-result';
import { MakeCardButton } from '../../../components/make-card-button';
import { extractionMessageKey } from './save-failure';
import type { ChatSummary as Summary } from './use-end-chat';

/** After End chat: the words saved, the lesson score and what to do next. */
export function ChatSummary({ summary, onAgain }: { summary: Summary; onAgain(): void }) {
  const { t } = useTranslation();
  const { extraction } = summary;
  const issue = extractionMessageKey(extraction);
  return (
    <Card className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold">{t('chat.summary.title')}</h2>
      {summary.quickStartDone ? <Alert tone="success">{t('chat.summary.quickStartDone')}</Alert> : null}
      {summary.lesson ? <LessonResult result={summary.lesson} /> : null}
      {summary.lessonFailed ? <Alert tone="warning">{t('chat.summary.lessonFailed')}</Alert> : null}
      {issue ? <Alert tone="warning">{t(`chat.extraction.${issue}`)}</Alert> : null}
      {extraction.words.length > 0 ? (
        <div>
          <p className="font-medium">{t('chat.summary.words', { count: extraction.words.length })}</p>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2" aria-label={t('chat.vocabulary.title')}>
            {extraction.words.map((word) => (
              <li key={word.id} className="rounded-lg bg-brand-50 px-3 py-2 dark:bg-slate-800">
                <span lang="es" className="font-semibold">
                  {word.word}
                </span>
                <span className="text-slate-600 dark:text-slate-300"> — {word.translation}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : !issue ? (
        <p className="text-slate-600 dark:text-slate-400">{t('chat.summary.noWords')}</p>
      ) : null}
      {summary.reviewedWords.length > 0 ? (
        <ul className="flex flex-col gap-1 text-sm" aria-label={t('chat.summary.reviewedWords')}>
          {summary.reviewedWords.map((word) => (
            <li key={word.id} className="text-emerald-800 dark:text-emerald-300">
              {t('chat.summary.reviewedWord', { word: word.word })}
            </li>
          ))}
        </ul>
      ) : null}
      {summary.corrections.length > 0 ? (
        <div>
          <h3 className="font-medium">
            {t('chat.summary.corrections', { count: summary.corrections.length })}
          </h3>
          <ul className="mt-2 flex flex-col gap-2" aria-label={t('chat.feedback.list')}>
            {summary.corrections.map((correction, index) => (
              <li key={index} className="rounded-lg bg-amber-50 px-3 py-2 text-sm dark:bg-slate-800">
                <span className="sr-only">{t('chat.feedback.youSaid')} </span>
                <s lang="es">{correction.original}</s>
                <span aria-hidden> → </span>
                <span className="sr-only"> {t('chat.feedback.better')} </span>
                <strong lang="es">{correction.corrected}</strong>
                {correction.explanation ? (
                  <span className="text-slate-600 dark:text-slate-300"> — {correction.explanation}</span>
                ) : null}
                <div className="mt-2">
                  <MakeCardButton correction={{ ...correction, conversationId: summary.conversationId }} />
                </div>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Link to="/flashcards" className={buttonClass('primary')}>
          {t('chat.summary.review')}
        </Link>
        <Button variant="secondary" onClick={onAgain}>
          {summary.lesson && !summary.lesson.passed
            ? t('chat.summary.lessonTryAgain')
            : t('chat.summary.again')}
        </Button>
      </div>
    </Card>
  );
}
