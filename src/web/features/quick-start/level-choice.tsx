import { useTranslation } from 'react-i18next';
import type { QuickStartChoice } from '../../../domain/quick-start';
import { Button } from '../../components/ui/button';
import { MissingStudyPlanPrompt } from '../../components/study-plan-prompt';
import { Page } from '../../components/ui/page';

const CHOICES: { choice: QuickStartChoice; key: 'beginner' | 'someExperience' }[] = [
  { choice: 'beginner', key: 'beginner' },
  { choice: 'some-experience', key: 'someExperience' },
];

/** Before a level is chosen: a welcome and the two starting points (product.md#quick-start). */
export function LevelChoice({
  busy,
  onChoose,
  onSkip,
}: {
  busy: boolean;
  onChoose: (choice: QuickStartChoice) => void;
  onSkip: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Page title={t('quickStart.welcome.title')} subtitle={t('quickStart.welcome.subtitle')}>
      <section aria-labelledby="level-question" className="flex flex-col gap-3">
        <h2 id="level-question" className="text-lg font-semibold">
          {t('quickStart.welcome.question')}
        </h2>
        <div className="grid gap-3 sm:grid-cols-2">
          {CHOICES.map(({ choice, key }) => (
            <button
              key={choice}
              type="button"
              disabled={busy}
              onClick={() => onChoose(choice)}
              className="flex min-h-24 flex-col items-start gap-1 rounded-2xl border border-slate-200 bg-white p-5 text-left shadow-sm transition-colors hover:border-brand-600 disabled:opacity-60 dark:border-slate-700 dark:bg-slate-900 dark:hover:border-brand-500"
            >
              <span className="text-lg font-semibold">{t(`quickStart.welcome.${key}.label`)}</span>
              <span className="text-slate-600 dark:text-slate-400">
                {t(`quickStart.welcome.${key}.description`)}
              </span>
            </button>
          ))}
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('quickStart.welcome.promise')}</p>
      </section>
      <MissingStudyPlanPrompt className="mt-6" />
      <div className="mt-6">
        <Button variant="ghost" onClick={onSkip} disabled={busy}>
          {t('quickStart.journey.skip')}
        </Button>
      </div>
    </Page>
  );
}
