import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { fetchMistakeSummary } from './api';

/** "Your common mistakes": the kind corrected most in the last weeks, and the way to the screen. */
export function MistakesCard({ offline }: { offline: boolean }) {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: ['mistakes'], queryFn: fetchMistakeSummary, enabled: !offline });
  const top = query.data?.kinds[0];
  return (
    <Card>
      <h2 className="text-lg font-semibold">{t('mistakes.card.title')}</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400" data-testid="mistakes-card-summary">
        {top ? (
          <>
            {t('mistakes.card.top', { kind: t(`mistakes.kinds.${top.category}`) })}
            {' · '}
            {t('mistakes.card.count', { count: top.count })}
          </>
        ) : query.data ? (
          t('mistakes.card.empty')
        ) : query.isError ? (
          t('mistakes.card.loadFailed')
        ) : null}
      </p>
      <Link to="/mistakes" className={buttonClass('secondary', 'mt-4 w-full sm:w-auto')}>
        {t('mistakes.card.open')}
      </Link>
    </Card>
  );
}
