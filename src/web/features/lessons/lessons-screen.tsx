import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Level } from '../../../domain/levels';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Page } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { useOnlineStatus } from '../../lib/offline/use-online-status';
import { cacheLessons, readCachedLessons } from '../../lib/offline/cache';
import { LESSONS_QUERY_KEY, fetchLessons } from './api';
import { ContinueCard } from './continue-card';
import { filterLessons, parseFilters, type StatusFilter } from './filter';
import { LessonFilters } from './lesson-filters';
import { LessonStats } from './lesson-stats';
import { groupByUnit } from './unit-groups';
import { UnitSection } from './unit-section';
import { useLessonText } from '../../lib/lesson-text';

/** /lessons: the curriculum with the learner's progress (product.md#lessons). */
export function LessonsScreen() {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  const query = useQuery({ queryKey: LESSONS_QUERY_KEY, queryFn: fetchLessons, enabled: online });
  const [params, setParams] = useSearchParams();
  const { show, level } = parseFilters(params);
  const cached = useMemo(() => (online ? null : readCachedLessons()), [online]);
  const data = query.data ?? cached ?? undefined;
  useEffect(() => {
    if (query.data) cacheLessons(query.data);
  }, [query.data]);
  const textOf = useLessonText();
  const titles = new Map((data?.lessons ?? []).map((l) => [l.id, textOf(l).title]));

  const setFilter = (next: { show?: StatusFilter; level?: Level | null }) => {
    // From the address bar, not this render: the router applies URL changes in a transition, so
    // two quick changes (a tab, then a level) would otherwise undo the first.
    const merged = { ...parseFilters(new URLSearchParams(window.location.search)), ...next };
    const search = new URLSearchParams();
    if (merged.show !== 'all') search.set('show', merged.show);
    if (merged.level) search.set('level', merged.level);
    setParams(search, { replace: true });
  };

  let body;
  if (!data && !online) {
    body = (
      <Alert tone="warning" title={t('lessons.offline')}>
        {t('lessons.offlineBody')}
      </Alert>
    );
  } else if (!data && query.isError) {
    body = (
      <Alert tone="error">
        <p>{t('lessons.loadFailed')}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void query.refetch()}>
          {t('lessons.retry')}
        </Button>
      </Alert>
    );
  } else if (!data) {
    body = <Spinner label={t('lessons.loading')} />;
  } else {
    const shown = filterLessons(data.lessons, show, level);
    body = (
      <div className="flex flex-col gap-5">
        {!online ? (
          <Alert tone="warning" title={t('lessons.offline')}>
            {t('lessons.offlineCached')}
          </Alert>
        ) : null}
        <ContinueCard lesson={data.lessons.find((l) => l.id === data.nextLessonId)} online={online} />
        <LessonStats stats={data.stats} />
        <LessonFilters
          show={show}
          level={level}
          onShow={(s) => setFilter({ show: s })}
          onLevel={(l) => setFilter({ level: l })}
        />
        {shown.length === 0 ? (
          <Card className="py-10 text-center">
            <h2 className="text-lg font-semibold">{t('lessons.empty')}</h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('lessons.emptyBody')}</p>
          </Card>
        ) : (
          groupByUnit(shown, data.units).map((group) => (
            <UnitSection key={group.unit?.id ?? 'other'} group={group} titles={titles} online={online} />
          ))
        )}
      </div>
    );
  }
  return (
    <Page title={t('lessons.title')} subtitle={t('lessons.subtitle')}>
      {body}
    </Page>
  );
}
