import { useTranslation } from 'react-i18next';
import type { AnkiFieldMappings, AnkiNoteTypeReport } from '../../../contracts/vocabulary';

type Mapping = AnkiNoteTypeReport['mapping'];
const ROLES = ['word', 'translation', 'example', 'definition'] as const satisfies readonly (keyof Mapping)[];
/** Example and note may be left out; a card always needs its word and meaning. */
const OPTIONAL = new Set<keyof Mapping>(['example', 'definition']);

const selectClass =
  'min-h-11 rounded-xl border border-slate-300 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-900';

/** The mapping of every note type, as the preview read it: what a change starts from. */
export function mappingsOf(noteTypes: readonly AnkiNoteTypeReport[]): AnkiFieldMappings {
  return Object.fromEntries(noteTypes.map((type) => [type.id, type.mapping]));
}

/**
 * Which field of each Anki note type is the Spanish word, the English meaning, the example and a
 * note: the server's guess, which the learner can change before importing. A field chosen for
 * one role leaves the role it had, so no field is read twice.
 */
export function AnkiFieldMapping({
  noteTypes,
  disabled,
  onChange,
}: {
  noteTypes: readonly AnkiNoteTypeReport[];
  disabled: boolean;
  onChange: (mappings: AnkiFieldMappings) => void;
}) {
  const { t } = useTranslation();
  const choose = (type: AnkiNoteTypeReport, role: keyof Mapping, value: string) => {
    const field = value === '' ? null : Number(value);
    const next: Record<keyof Mapping, number | null> = { ...type.mapping, [role]: field };
    for (const other of ROLES) {
      if (other === role || field === null || next[other] !== field) continue;
      // The field's previous role takes the field this role had, when it cannot be empty.
      const previous = type.mapping[role];
      next[other] = OPTIONAL.has(other) ? null : previous;
    }
    // A word and a meaning are always needed: a change that would leave one out is not taken.
    if (next.word === null || next.translation === null) return;
    onChange({
      ...mappingsOf(noteTypes),
      [type.id]: { ...next, word: next.word, translation: next.translation },
    });
  };
  return (
    <div className="mt-2 flex flex-col gap-3" data-testid="anki-field-mapping">
      <p className="text-sm font-medium">{t('myData.transfer.mapping.title')}</p>
      {noteTypes.map((type) => (
        <fieldset
          key={type.id}
          className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3 dark:border-slate-700"
        >
          <legend className="px-1 text-sm">
            {t('myData.transfer.mapping.noteType', { name: type.name || type.id, count: type.notes })}
          </legend>
          {ROLES.map((role) => (
            <label key={role} className="flex flex-wrap items-center gap-2 text-sm">
              <span className="min-w-40">{t(`myData.transfer.mapping.${role}`)}</span>
              <select
                className={selectClass}
                disabled={disabled}
                value={type.mapping[role] ?? ''}
                onChange={(event) => choose(type, role, event.target.value)}
              >
                {OPTIONAL.has(role) ? <option value="">{t('myData.transfer.mapping.none')}</option> : null}
                {type.fields.map((name, ord) => (
                  <option key={ord} value={ord}>
                    {type.sample[ord] ? `${name}: ${type.sample[ord]}` : name}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </fieldset>
      ))}
    </div>
  );
}
