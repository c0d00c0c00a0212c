import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Page } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { useOnlineStatus } from '../../lib/offline/use-online-status';
import { fetchMistakes, MISTAKES_QUERY_KEY } from './api';
import { KindCard } from './kind-card';
import { MakeCardButton } from '../../components/make-card-button';

/** /mistakes: the kinds of mistake the tutor corrected most in the last four weeks. */
export function MistakesScreen() {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  const query = useQuery({ queryKey: MISTAKES_QUERY_KEY, queryFn: fetchMistakes, enabled: online });
  const data = query.data;
  return (
    <Page
      title={t('mistakes.title')}
      subtitle={data ? t('mistakes.subtitle', { count: data.windowDays }) : undefined}
    >
      {!online ? <OfflineNotice cached={Boolean(data)} /> : null}
      {data ? (
        data.kinds.length === 0 ? (
          <EmptyState online={online} />
        ) : (
          <section aria-label={t('mistakes.list')} className="flex flex-col gap-4">
            {data.kinds.map((kind) => (
              <KindCard
                key={kind.category}
                kind={kind}
                online={online}
                renderExampleActions={
                  online
                    ? (example) => (
                        <MakeCardButton
                          correction={{
                            original: example.original,
                            corrected: example.corrected,
                            explanation: example.explanation,
                            category: kind.category,
                            conversationId: example.conversationId,
                          }}
                        />
                      )
                    : undefined
                }
              />
            ))}
          </section>
        )
      ) : !online ? null : query.isError ? (
        <Alert tone="error">
          <p>{t('mistakes.loadFailed')}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void query.refetch()}>
            {t('mistakes.retry')}
          </Button>
        </Alert>
      ) : (
        <Spinner label={t('mistakes.loading')} />
      )}
    </Page>
  );
}

function EmptyState({ online }: { online: boolean }) {
  const { t } = useTranslation();
  return (
    <Card>
      <h2 className="text-lg font-semibold">{t('mistakes.empty.title')}</h2>
      <p className="mt-1 text-slate-600 dark:text-slate-400">{t('mistakes.empty.body')}</p>
      {online ? (
        <Link to="/chat" className={buttonClass('primary', 'mt-4 w-full sm:w-auto')}>
          {t('mistakes.empty.start')}
        </Link>
      ) : null}
    </Card>
  );
}

function OfflineNotice({ cached }: { cached: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="mb-4 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-200"
    >
      <p className="font-semibold">{t('mistakes.offline.title')}</p>
      <p>{cached ? t('mistakes.offline.cached') : t('mistakes.offline.body')}</p>
      {cached ? null : (
        <Link to="/flashcards" className={buttonClass('secondary', 'mt-2')}>
          {t('mistakes.offline.flashcards')}
        </Link>
      )}
    </div>
  );
}
