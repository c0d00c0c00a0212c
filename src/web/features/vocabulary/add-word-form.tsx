import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { addWord } from './api';
import { RUN_OFFLINE } from '../../lib/offline/mutation-mode';

/** Adds a word by hand: word and translation are needed (product.md#translation). */
export function AddWordForm({ onAdded }: { onAdded: () => void }) {
  const { t } = useTranslation();
  const [missing, setMissing] = useState(false);
  const add = useMutation({ ...RUN_OFFLINE, mutationFn: addWord, onSuccess: onAdded });
  const error = missing ? t('myData.words.needBoth') : add.error ? add.error.message : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = event.currentTarget;
    const form = new FormData(target);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    setMissing(!text('word') || !text('translation'));
    if (!text('word') || !text('translation')) return add.reset();
    add.mutate(
      {
        word: text('word'),
        translation: text('translation'),
        context: text('context') || undefined,
        category: text('category') || undefined,
      },
      { onSuccess: () => target.reset() },
    );
  }

  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" aria-label={t('myData.words.add')}>
      {error ? (
        <div className="sm:col-span-2">
          <Alert tone="error">{error}</Alert>
        </div>
      ) : null}
      <TextField name="word" label={t('myData.words.word')} />
      <TextField name="translation" label={t('myData.words.translation')} />
      <TextField name="context" label={t('myData.words.context')} />
      <TextField name="category" label={t('myData.words.category')} />
      <Button type="submit" disabled={add.isPending} className="sm:col-span-2 sm:justify-self-start">
        {t('myData.words.add')}
      </Button>
    </form>
  );
}
