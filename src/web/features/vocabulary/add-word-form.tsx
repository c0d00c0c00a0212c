import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { addWord } from './api';

/** Adds a word by hand: word and translation are needed (spec doc 2 §5). */
export function AddWordForm({ onAdded }: { onAdded: () => void }) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = event.currentTarget;
    const form = new FormData(target);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    if (!text('word') || !text('translation')) {
      setError(t('myData.words.needBoth'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await addWord({
        word: text('word'),
        translation: text('translation'),
        context: text('context') || undefined,
        category: text('category') || undefined,
      });
      target.reset();
      onAdded();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="grid gap-3 sm:grid-cols-2"
      aria-label={t('myData.words.add')}
    >
      {error ? (
        <div className="sm:col-span-2">
          <Alert tone="error">{error}</Alert>
        </div>
      ) : null}
      <TextField name="word" label={t('myData.words.word')} />
      <TextField name="translation" label={t('myData.words.translation')} />
      <TextField name="context" label={t('myData.words.context')} />
      <TextField name="category" label={t('myData.words.category')} />
      <Button type="submit" disabled={busy} className="sm:col-span-2 sm:justify-self-start">
        {t('myData.words.add')}
      </Button>
    </form>
  );
}
