import { useTranslation } from 'react-i18next';
import type { LessonSummary } from '../../../contracts/lessons';
import type { UnitGroup } from './unit-groups';
import { LessonCard } from './lesson-card';

const isSpanish = (language: string | undefined) => language?.toLowerCase().startsWith('es') === true;

/** One unit on /lessons: its title and goal in the UI language, then its lesson cards. */
export function UnitSection({
  group,
  titles,
  online,
}: {
  group: UnitGroup;
  titles: ReadonlyMap<string, string>;
  online: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { unit } = group;
  const spanish = isSpanish(i18n.resolvedLanguage ?? i18n.language);
  const title = unit ? (spanish ? unit.es.title : unit.title) : t('lessons.unit.other');
  const goal = unit ? (spanish ? unit.es.goal : unit.goal) : null;
  const headingId = `unit-${unit?.id ?? 'other'}-title`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3" data-testid="lesson-unit">
      <header>
        {unit ? (
          <p className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-400">
            {t('lessons.unit.label', { level: unit.level, order: unit.order })}
          </p>
        ) : null}
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {goal ? <p className="text-sm text-slate-600 dark:text-slate-400">{goal}</p> : null}
      </header>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {group.lessons.map((lesson: LessonSummary) => (
          <LessonCard key={lesson.id} lesson={lesson} titles={titles} online={online} />
        ))}
      </div>
    </section>
  );
}
