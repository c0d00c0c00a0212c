import { useTranslation } from 'react-i18next';
import { LEVELS, type Level } from '../../../domain/levels';
import { STATUS_FILTERS, type StatusFilter } from './filter';

/** All Lessons / Available / Completed, and a level A0–C2 (product.md#lessons). */
export function LessonFilters({
  show,
  level,
  onShow,
  onLevel,
}: {
  show: StatusFilter;
  level: Level | null;
  onShow: (show: StatusFilter) => void;
  onLevel: (level: Level | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div
        role="group"
        aria-label={t('lessons.filters.label')}
        className="flex gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1 dark:bg-slate-800"
      >
        {STATUS_FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            aria-pressed={show === filter}
            onClick={() => onShow(filter)}
            className={`min-h-10 flex-1 rounded-lg px-3 text-sm font-medium whitespace-nowrap ${
              show === filter
                ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white'
                : 'text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white'
            }`}
          >
            {t(`lessons.filters.${filter}`)}
          </button>
        ))}
      </div>
      <label className="flex items-center gap-2 text-sm font-medium">
        {t('lessons.filters.level')}
        <select
          value={level ?? ''}
          onChange={(event) => onLevel((event.target.value || null) as Level | null)}
          className="min-h-10 rounded-xl border border-slate-300 bg-white px-3 text-sm dark:border-slate-700 dark:bg-slate-900"
        >
          <option value="">{t('lessons.filters.allLevels')}</option>
          {LEVELS.map((l) => (
            <option key={l} value={l}>
              {l}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
