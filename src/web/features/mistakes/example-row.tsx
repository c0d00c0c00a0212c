import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MistakeExample } from '../../../contracts/mistakes';

/**
 * One correction: what the learner said, the better form and why. `actions` is where a row's own
 * buttons go (a "Make a card" button, say), after the sentences.
 */
export function ExampleRow({ example, actions }: { example: MistakeExample; actions?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="break-words">
          <span className="sr-only">{t('mistakes.youSaid')}: </span>
          <span lang="es" className="text-slate-600 line-through decoration-red-400 dark:text-slate-400">
            {example.original}
          </span>
          <span aria-hidden className="mx-2 text-slate-400">
            →
          </span>
          <span className="sr-only"> {t('mistakes.better')}: </span>
          <span lang="es" className="font-semibold text-green-800 dark:text-green-300">
            {example.corrected}
          </span>
        </p>
        {example.explanation ? (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{example.explanation}</p>
        ) : null}
      </div>
      {actions ? <div className="flex shrink-0 gap-2">{actions}</div> : null}
    </li>
  );
}
