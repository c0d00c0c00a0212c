import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Page } from '../../components/ui/page';

const GROUPS = [
  { key: 'beginner', tone: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200' },
  { key: 'intermediate', tone: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200' },
  { key: 'advanced', tone: 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-200' },
] as const;

/** The intro (product.md#full-assessment): 5-10 minutes, and the CEFR groups beginner, intermediate, advanced. */
export function IntroView({
  busy,
  error,
  onStart,
}: {
  busy: boolean;
  error: string | null;
  onStart: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Page title={t('assessment.full.title')} subtitle={t('assessment.full.intro.subtitle')}>
      <Card className="flex flex-col gap-4">
        <p className="text-lg font-semibold">{t('assessment.full.intro.duration')}</p>
        <p>{t('assessment.full.intro.howItWorks')}</p>
        <section aria-labelledby="cefr-groups">
          <h2 id="cefr-groups" className="mb-2 font-semibold">
            {t('assessment.full.intro.levelsTitle')}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {GROUPS.map((group) => (
              <li key={group.key} className={`rounded-full px-3 py-1 text-sm font-medium ${group.tone}`}>
                {t(`assessment.full.intro.${group.key}`)}
              </li>
            ))}
          </ul>
        </section>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <Button onClick={onStart} disabled={busy} aria-busy={busy} className="self-start">
          {busy ? t('assessment.full.intro.starting') : t('assessment.full.intro.start')}
        </Button>
      </Card>
    </Page>
  );
}
