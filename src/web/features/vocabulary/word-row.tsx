import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { VocabularyItem } from '../../../contracts/vocabulary';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { patchWord } from './api';
import { RUN_OFFLINE } from '../../lib/offline/mutation-mode';
import { useWordCategory } from '../../lib/word-category';
import { ListenButton } from '../../components/listen-button';
import { CardSource } from '../../components/card-source';

/** One saved word: read view, or its edit form (translation, definition, context, category). */
export function WordRow({
  item,
  onSaved,
  onDelete,
}: {
  item: VocabularyItem;
  onSaved: (item: VocabularyItem) => void;
  onDelete: (item: VocabularyItem) => void;
}) {
  const { t, i18n } = useTranslation();
  const categoryText = useWordCategory();
  const [editing, setEditing] = useState(false);
  const save = useMutation({
    ...RUN_OFFLINE,
    mutationFn: (form: FormData) => {
      const text = (name: string) => String(form.get(name) ?? '');
      return patchWord(item.id, {
        translation: text('translation'),
        definition: text('definition'),
        context: text('context'),
        category: text('category'),
      });
    },
    onSuccess: (saved) => {
      onSaved(saved);
      setEditing(false);
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate(new FormData(event.currentTarget));
  }

  if (editing) {
    return (
      <li className="py-3" aria-label={item.word}>
        <form onSubmit={submit} className="flex flex-col gap-3">
          <p className="font-semibold">{item.word}</p>
          {save.error ? <Alert tone="error">{save.error.message}</Alert> : null}
          <TextField
            name="translation"
            label={t('myData.words.translation')}
            defaultValue={item.translation}
          />
          <TextField name="definition" label={t('myData.words.definition')} defaultValue={item.definition} />
          <TextField name="context" label={t('myData.words.context')} defaultValue={item.context} />
          <TextField name="category" label={t('myData.words.category')} defaultValue={item.category} />
          <div className="flex gap-2">
            <Button type="submit" disabled={save.isPending}>
              {t('myData.save')}
            </Button>
            <Button variant="secondary" onClick={() => setEditing(false)}>
              {t('myData.cancel')}
            </Button>
          </div>
        </form>
      </li>
    );
  }
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3" aria-label={item.word}>
      <div className="min-w-0 flex-1 basis-56">
        <p>
          <span lang="es" className="font-semibold">
            {item.word}
          </span>{' '}
          <span lang="en" className="text-slate-600 dark:text-slate-400">
            — {item.translation}
          </span>
        </p>
        {item.context ? (
          <p lang="es" className="text-sm italic text-slate-600 dark:text-slate-400">
            {item.context}
          </p>
        ) : null}
        <CardSource item={item} />
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {t(`myData.status.${item.status}`)} · {categoryText(item.category)} ·{' '}
          {t('myData.words.nextReview', {
            date: new Date(item.nextReviewDue).toLocaleDateString(i18n.language),
          })}
        </p>
      </div>
      <div className="flex flex-wrap items-start gap-1">
        <ListenButton word={item.word} example={item.context} />
        <Button
          variant="ghost"
          onClick={() => setEditing(true)}
          aria-label={t('myData.words.editWord', { word: item.word })}
        >
          {t('myData.edit')}
        </Button>
        <Button
          variant="ghost"
          onClick={() => onDelete(item)}
          aria-label={t('myData.words.deleteWord', { word: item.word })}
        >
          {t('myData.delete')}
        </Button>
      </div>
    </li>
  );
}
