import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Page } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { IntroView } from './intro-view';
import { QuestionView } from './question-view';
import { RestrictedView } from './restricted-view';
import { ResultsView } from './results-view';
import { useAssessment } from './use-assessment';

/** product.md#full-assessment Full assessment (/assessment): loading, restricted, intro, questions, results. */
export function AssessmentScreen() {
  const { t } = useTranslation();
  const run = useAssessment();

  if (run.phase === 'loading') {
    if (run.eligibility.isError) {
      return (
        <Page title={t('assessment.full.title')}>
          <Alert tone="error">{t('assessment.full.errors.load')}</Alert>
          <Button variant="secondary" className="mt-4" onClick={() => void run.eligibility.refetch()}>
            {t('assessment.full.errors.retry')}
          </Button>
        </Page>
      );
    }
    return <Spinner label={t('assessment.loading')} />;
  }
  if (run.phase === 'restricted') return <RestrictedView nextAvailableDate={run.nextAvailableDate} />;
  if (run.phase === 'results' && run.result)
    return (
      <ResultsView
        result={run.result}
        nextAvailableDate={run.eligibility.data?.canRetake === false ? run.nextAvailableDate : null}
        onRetake={() => void run.retake()}
      />
    );
  if (run.phase === 'intro' || !run.shown) {
    return (
      <IntroView
        busy={run.busy}
        error={run.failure === 'start' ? t('assessment.full.errors.load') : null}
        onStart={() => void run.begin()}
      />
    );
  }
  const finishing = run.shown.checked?.finished === true && run.busy;
  if (finishing) return <Spinner label={t('assessment.full.results.saving')} />;
  const token = run.shown.checked?.token;
  return (
    <QuestionView
      shown={run.shown}
      busy={run.busy}
      error={
        run.failure === 'answer'
          ? t('assessment.full.errors.answer')
          : run.failure === 'finish'
            ? t('assessment.full.errors.save')
            : null
      }
      autoAdvance={run.autoAdvance}
      onChoose={(index) => void run.choose(index)}
      onNext={run.advance}
      {...(run.failure === 'finish' && token ? { onRetry: () => void run.finish(token) } : {})}
    />
  );
}
