import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Page } from '../../components/ui/page';
import { formatDay } from '../../i18n/format';

/** Restricted (product.md#full-assessment): Assessment Not Available, once every 7 days, back to the dashboard. */
export function RestrictedView({ nextAvailableDate }: { nextAvailableDate: string | null }) {
  const { t, i18n } = useTranslation();
  return (
    <Page title={t('assessment.full.restricted.title')}>
      <Card className="flex flex-col gap-3">
        <p>{t('assessment.full.restricted.text')}</p>
        {nextAvailableDate ? (
          <p className="font-semibold">
            {t('assessment.full.restricted.nextDate', { date: formatDay(nextAvailableDate, i18n.language) })}
          </p>
        ) : null}
        <Link to="/dashboard" className={buttonClass('primary', 'self-start')}>
          {t('assessment.full.restricted.backToDashboard')}
        </Link>
      </Card>
    </Page>
  );
}
