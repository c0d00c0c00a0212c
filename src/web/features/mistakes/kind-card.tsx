import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MistakeExample, MistakeKind } from '../../../contracts/mistakes';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ExampleRow } from './example-row';

const TREND_MARK = { up: '↑', down: '↓', steady: '→' } as const;
const TREND_TONE = {
  up: 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200',
  down: 'bg-green-50 text-green-800 dark:bg-green-950 dark:text-green-200',
  steady: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
} as const;

/**
 * One kind of mistake: how often and which way it is going, the latest examples, the rule, and a
 * conversation to practise it. `renderExampleActions` fills each example row's action place.
 */
export function KindCard({
  kind,
  online,
  renderExampleActions,
}: {
  kind: MistakeKind;
  online: boolean;
  renderExampleActions?: (example: MistakeExample) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'es' ? 'es' : 'en';
  const name = t(`mistakes.kinds.${kind.category}`);
  const headingId = `mistake-kind-${kind.category}`;
  return (
    <Card aria-labelledby={headingId} role="region">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold">
            {name}
          </h2>
          <p className="mt-1 text-sm text-slate-700 tabular-nums dark:text-slate-300">
            {t('mistakes.count', { count: kind.count })}
          </p>
        </div>
        <p
          className={`rounded-full px-3 py-1 text-sm font-medium ${TREND_TONE[kind.trend]}`}
          title={t('mistakes.trendDetail', { recent: kind.recent, earlier: kind.earlier })}
        >
          <span aria-hidden>{TREND_MARK[kind.trend]} </span>
          {t(`mistakes.trend.${kind.trend}`)}
          <span className="sr-only">
            {' '}
            ({t('mistakes.trendDetail', { recent: kind.recent, earlier: kind.earlier })})
          </span>
        </p>
      </div>
      <h3 className="mt-4 text-sm font-semibold text-slate-700 dark:text-slate-300">
        {t('mistakes.examples')}
      </h3>
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {kind.examples.map((example) => (
          <ExampleRow key={example.id} example={example} actions={renderExampleActions?.(example)} />
        ))}
      </ul>
      {kind.notes.length > 0 ? (
        <div className="mt-3 rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
          <h3 className="text-sm font-semibold">{t('mistakes.note')}</h3>
          {kind.notes.map((note) => (
            <div key={note.id} className="mt-2 text-sm">
              <p className="font-medium">{note.title[language]}</p>
              <p className="text-slate-700 dark:text-slate-300">{note.explanation[language]}</p>
              <p className="mt-1 text-slate-600 italic dark:text-slate-400">
                <span lang="es">{note.example.es}</span>
                {language === 'en' ? <span> — {note.example.en}</span> : null}
              </p>
            </div>
          ))}
        </div>
      ) : null}
      {kind.category === 'other' ? null : online ? (
        <Link
          to={`/chat?focus=${encodeURIComponent(kind.category)}`}
          aria-describedby={headingId}
          className={buttonClass('primary', 'mt-4 w-full sm:w-auto')}
        >
          {t('mistakes.practise')}
        </Link>
      ) : (
        <Button disabled className="mt-4 w-full sm:w-auto">
          {t('mistakes.practiseOffline')}
        </Button>
      )}
    </Card>
  );
}
