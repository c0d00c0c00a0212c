import { useCallback, useDeferredValue, useState } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { VOCAB_STATUSES } from '../../../domain/srs';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Page } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { AddWordForm } from './add-word-form';
import { TransferPanel } from './transfer-panel';
import { fetchWordPage, type WordListFilters } from './api';
import { usePendingDelete } from './use-pending-delete';
import { WordRow } from './word-row';
import { useWordCategory } from '../../lib/word-category';

const selectClass =
  'min-h-11 rounded-xl border border-slate-300 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-900';

/** /vocabulary: every saved word, searched, filtered and sorted on the server, paged by cursor. */
export function VocabularyScreen() {
  const { t } = useTranslation();
  const categoryText = useWordCategory();
  const client = useQueryClient();
  const [filters, setFilters] = useState<WordListFilters>({
    search: '',
    status: '',
    category: '',
    sort: 'created',
  });
  const query = useDeferredValue(filters);
  const list = useInfiniteQuery({
    queryKey: ['vocabulary', 'list', query],
    queryFn: ({ pageParam }) => fetchWordPage(query, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
  const refresh = useCallback(() => void client.invalidateQueries({ queryKey: ['vocabulary'] }), [client]);
  const { pending, remove, undo } = usePendingDelete(refresh);
  const [showAdd, setShowAdd] = useState(false);
  const [showTransfer, setShowTransfer] = useState(false);
  const set = (patch: Partial<WordListFilters>) => setFilters((previous) => ({ ...previous, ...patch }));

  const pages = list.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items).filter((item) => item.id !== pending?.id);
  const categories = pages[0]?.categories ?? [];

  return (
    <Page
      title={t('myData.words.title')}
      subtitle={pages[0] ? t('myData.words.count', { count: pages[0].total }) : undefined}
      actions={
        <div className="flex flex-wrap gap-2">
          <Link to="/flashcards" className={buttonClass('secondary')}>
            {t('myData.words.review')}
          </Link>
          <Button variant="secondary" onClick={() => setShowTransfer((open) => !open)}>
            {t('myData.transfer.open')}
          </Button>
          <Button onClick={() => setShowAdd((open) => !open)}>{t('myData.words.add')}</Button>
        </div>
      }
    >
      <div className="flex flex-col gap-4">
        {showAdd ? (
          <Card>
            <AddWordForm
              onAdded={() => {
                setShowAdd(false);
                refresh();
              }}
            />
          </Card>
        ) : null}
        {showTransfer ? (
          <Card>
            <TransferPanel onImported={refresh} />
          </Card>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <input
            type="search"
            aria-label={t('myData.words.search')}
            placeholder={t('myData.words.search')}
            value={filters.search}
            onChange={(event) => set({ search: event.target.value })}
            className={`${selectClass} flex-1 basis-48`}
          />
          <select
            aria-label={t('myData.words.statusFilter')}
            value={filters.status}
            onChange={(event) => set({ status: event.target.value as WordListFilters['status'] })}
            className={selectClass}
          >
            <option value="">{t('myData.words.allStatuses')}</option>
            {VOCAB_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`myData.status.${status}`)}
              </option>
            ))}
          </select>
          <select
            aria-label={t('myData.words.categoryFilter')}
            value={filters.category}
            onChange={(event) => set({ category: event.target.value })}
            className={selectClass}
          >
            <option value="">{t('myData.words.allCategories')}</option>
            {categories.map((category) => (
              <option key={category} value={category}>
                {categoryText(category)}
              </option>
            ))}
          </select>
          <select
            aria-label={t('myData.words.sort')}
            value={filters.sort}
            onChange={(event) => set({ sort: event.target.value as WordListFilters['sort'] })}
            className={selectClass}
          >
            <option value="created">{t('myData.words.sortCreated')}</option>
            <option value="nextReview">{t('myData.words.sortNextReview')}</option>
          </select>
        </div>
        {pending ? (
          <div
            role="status"
            className="flex items-center justify-between gap-3 rounded-xl bg-slate-900 px-4 py-2 text-white"
          >
            <span>{t('myData.words.deleted', { word: pending.word })}</span>
            <Button variant="secondary" onClick={undo}>
              {t('myData.undo')}
            </Button>
          </div>
        ) : null}
        {list.error ? <Alert tone="error">{(list.error as Error).message}</Alert> : null}
        {list.isPending ? (
          <Spinner label={t('common.loading')} />
        ) : items.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-400">{t('myData.words.empty')}</p>
        ) : (
          <Card>
            <ul
              className="divide-y divide-slate-200 dark:divide-slate-800"
              aria-label={t('myData.words.title')}
            >
              {items.map((item) => (
                <WordRow key={item.id} item={item} onSaved={refresh} onDelete={remove} />
              ))}
            </ul>
          </Card>
        )}
        {list.hasNextPage ? (
          <Button
            variant="secondary"
            className="self-center"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {t('myData.words.more')}
          </Button>
        ) : null}
      </div>
    </Page>
  );
}
