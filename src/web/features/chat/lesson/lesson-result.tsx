import { useTranslation } from 'react-i18next';
import type { LessonProgressResponse } from '../../../../contracts/lessons';
import { Alert } from '../../../components/ui/alert';
import { formatPercent } from '../../../i18n/format';

/** «la cuenta», «¿algo más?» and «por favor»: the expressions quoted as the lesson writes them. */
function quoted(items: readonly string[], and: string): string {
  const marks = items.map((item) => `«${item}»`);
  return marks.length <= 1 ? (marks[0] ?? '') : `${marks.slice(0, -1).join(', ')} ${and} ${marks.at(-1)}`;
}

/** Expressions suggested for the next try: a few, not the whole list. */
const SUGGESTED = 3;

/** The server's verdict on a lesson conversation: passed or not, and what is still missing. */
export function LessonResult({ result }: { result: LessonProgressResponse }) {
  const { t, i18n } = useTranslation();
  const percent = (value: number) => formatPercent(value, i18n.language);
  const and = i18n.language.startsWith('es') ? 'y' : 'and';
  const total = result.itemsUsed.length + result.itemsTried.length + result.itemsMissing.length;
  const turnsShort = Math.max(0, result.minTurns - result.learnerTurns);
  return (
    <section aria-labelledby="lesson-result" className="flex flex-col gap-2">
      <h3 id="lesson-result" className="text-lg font-semibold text-brand-700 dark:text-brand-500">
        {t('chat.summary.lessonScore', { score: percent(result.score) })}
      </h3>
      {result.passed ? (
        <Alert tone="success">{t('chat.summary.lessonPassed')}</Alert>
      ) : (
        <Alert tone="warning">{t('chat.summary.lessonNotYet', { pass: percent(result.passScore) })}</Alert>
      )}
      {result.bestScore > result.score ? (
        <p>{t('chat.summary.lessonBest', { score: percent(result.bestScore) })}</p>
      ) : null}
      <p>{t('chat.summary.lessonUsed', { used: result.itemsUsed.length, total })}</p>
      {result.itemsUsed.length > 0 ? (
        <p lang="es" className="text-slate-600 dark:text-slate-300">
          {quoted(result.itemsUsed, and)}
        </p>
      ) : null}
      {!result.passed && turnsShort > 0 ? (
        <p>{t('chat.summary.lessonTurns', { count: turnsShort })}</p>
      ) : null}
      {result.itemsTried.length > 0 ? (
        <p>{t('chat.summary.lessonTried', { items: quoted(result.itemsTried, and) })}</p>
      ) : null}
      {result.itemsMissing.length > 0 ? (
        <p>{t('chat.summary.lessonTry', { items: quoted(result.itemsMissing.slice(0, SUGGESTED), and) })}</p>
      ) : null}
      {result.grammarPoint ? (
        <p>
          {t(result.grammarUsed ? 'chat.summary.lessonGrammarUsed' : 'chat.summary.lessonGrammarMissing', {
            point: result.grammarPoint,
          })}
        </p>
      ) : null}
      {result.keyCorrection ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm dark:bg-slate-800">
          <span className="font-medium">{t('chat.summary.lessonKeyCorrection')}: </span>
          <s lang="es">{result.keyCorrection.original}</s>
          <span aria-hidden> → </span>
          <strong lang="es">{result.keyCorrection.corrected}</strong>
        </p>
      ) : null}
      {result.newlyUnlocked.length > 0 ? (
        <p>{t('chat.summary.lessonUnlocked', { count: result.newlyUnlocked.length })}</p>
      ) : null}
    </section>
  );
}
