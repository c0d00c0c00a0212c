import { useTranslation } from 'react-i18next';
import type { PlanId } from '../../../contracts/payments';
import { formatPercent } from '../../i18n/format';

/** product.md#payment: the Monthly/Annual toggle; the annual option is labelled Save 17%. */
export function PlanToggle({
  value,
  onChange,
  savePercent,
}: {
  value: PlanId;
  onChange: (plan: PlanId) => void;
  savePercent: number;
}) {
  const { t, i18n } = useTranslation();
  const options: { id: PlanId; label: string }[] = [
    { id: 'monthly', label: t('payment.monthly') },
    { id: 'annual', label: t('payment.annual') },
  ];
  return (
    <fieldset className="grid grid-cols-2 gap-1 rounded-2xl bg-slate-100 p-1 dark:bg-slate-800">
      <legend className="sr-only">{t('payment.planLabel')}</legend>
      {options.map((option) => {
        const checked = value === option.id;
        return (
          <label
            key={option.id}
            className={`flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-xl px-3 py-2 text-sm font-semibold transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${
              checked
                ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-slate-100'
                : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
            }`}
          >
            <input
              type="radio"
              name="plan"
              value={option.id}
              checked={checked}
              onChange={() => onChange(option.id)}
              className="sr-only"
            />
            {option.label}
            {option.id === 'annual' ? (
              <span className="whitespace-nowrap rounded-full bg-accent-500/15 px-2 py-0.5 text-xs font-bold text-orange-800 dark:text-orange-300">
                {t('payment.save', { percent: formatPercent(savePercent, i18n.language) })}
              </span>
            ) : null}
          </label>
        );
      })}
    </fieldset>
  );
}
