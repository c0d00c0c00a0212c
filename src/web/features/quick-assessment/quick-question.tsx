import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuickAssessmentQuestion } from '../../../domain/assessment';

/** One quick-check question as a radio group: arrow keys move between options, Space picks one. */
export function QuickQuestion({
  question,
  selected,
  onSelect,
}: {
  question: QuickAssessmentQuestion;
  selected: number | null;
  onSelect: (index: number) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  const prompt = t(`assessment.quick.questions.${question.id}`, { defaultValue: question.question });
  return (
    <fieldset>
      <legend className="mb-4 text-lg font-semibold">{prompt}</legend>
      <ul className="flex flex-col gap-2">
        {question.options.map((option, index) => (
          <li key={option.text}>
            <label
              className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border p-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${
                selected === index
                  ? 'border-brand-600 bg-brand-50 dark:border-brand-500 dark:bg-slate-800'
                  : 'border-slate-200 bg-white hover:border-slate-400 dark:border-slate-700 dark:bg-slate-900'
              }`}
            >
              <input
                type="radio"
                name={name}
                checked={selected === index}
                onChange={() => onSelect(index)}
                className="h-4 w-4 shrink-0 accent-brand-700"
              />
              <span lang="es">{option.text}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
