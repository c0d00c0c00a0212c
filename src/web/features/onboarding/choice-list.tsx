import { useId } from 'react';

export interface ChoiceItem {
  id: string;
  label: string;
  description?: string;
}

const CARD =
  'flex min-h-14 cursor-pointer items-start gap-3 rounded-xl border p-3 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600';
const ON = 'border-brand-600 bg-brand-50 dark:border-brand-500 dark:bg-slate-800';
const OFF =
  'border-slate-200 bg-white hover:border-slate-400 dark:border-slate-700 dark:bg-slate-900 dark:hover:border-slate-500';

/**
 * A group of options as native checkboxes (multi) or radios (single), so arrow keys, Space and
 * screen readers behave as people expect. `selected` keeps the order chosen for multi-selects.
 */
export function ChoiceList({
  legend,
  items,
  selected,
  multiple,
  onToggle,
}: {
  legend: string;
  items: readonly ChoiceItem[];
  selected: readonly string[];
  multiple: boolean;
  onToggle: (id: string) => void;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="sr-only">{legend}</legend>
      <ul className="grid gap-2 sm:grid-cols-2">
        {items.map((item) => {
          const checked = selected.includes(item.id);
          return (
            <li key={item.id}>
              <label className={`${CARD} ${checked ? ON : OFF}`}>
                <input
                  type={multiple ? 'checkbox' : 'radio'}
                  name={name}
                  value={item.id}
                  checked={checked}
                  onChange={() => onToggle(item.id)}
                  className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
                />
                <span className="flex flex-col">
                  <span className="font-semibold">{item.label}</span>
                  {item.description ? (
                    <span className="text-sm text-slate-600 dark:text-slate-400">{item.description}</span>
                  ) : null}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** A chosen list shown read-only: the locked views of product.md#onboarding-flow. */
export function LockedList({ items }: { items: readonly ChoiceItem[] }) {
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {items.map((item) => (
        <li
          key={item.id}
          className="rounded-xl border border-brand-600 bg-brand-50 p-3 dark:border-brand-500 dark:bg-slate-800"
        >
          <p className="font-semibold">{item.label}</p>
          {item.description ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">{item.description}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
