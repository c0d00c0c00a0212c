import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { memoriesResponseSchema, type Memory } from '../../../contracts/my-data';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { api } from '../../lib/api-client';
import { Section } from './controls';

const KEY = ['me', 'memories'];
const memoryUrl = (key: string) => `/api/me/memories/${encodeURIComponent(key)}`;

/** "pet_name" -> "Pet name": a key the tutor chose, read as plain words. */
const plainWords = (key: string) => key.charAt(0).toUpperCase() + key.slice(1).replace(/_/g, ' ');

/** What the tutor remembers (set_memory): exactly the facts the next session is given. */
export function MemoriesSection() {
  const { t } = useTranslation();
  // The built-in tutor's facts (name, city…) have a label in each language.
  const label = (key: string) =>
    /^[a-z]+$/.test(key)
      ? t(`myData.memories.keys.${key}`, { defaultValue: plainWords(key) })
      : plainWords(key);
  const client = useQueryClient();
  const memories = useQuery({
    queryKey: KEY,
    queryFn: () => api('/api/me/memories', {}, memoriesResponseSchema),
  });
  const [editing, setEditing] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function run(action: () => Promise<unknown>) {
    setError(null);
    try {
      await action();
      setEditing(null);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      await client.invalidateQueries({ queryKey: KEY });
    }
  }

  const list: Memory[] = memories.data?.memories ?? [];
  return (
    <Section title={t('myData.memories.title')}>
      <p className="py-2 text-sm text-slate-600 dark:text-slate-400">{t('myData.memories.hint')}</p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {list.length === 0 ? (
        <p className="py-3 text-slate-600 dark:text-slate-400">{t('myData.memories.empty')}</p>
      ) : (
        <ul
          aria-label={t('myData.memories.title')}
          className="divide-y divide-slate-200 dark:divide-slate-800"
        >
          {list.map((memory) => (
            <li
              key={memory.key}
              aria-label={label(memory.key)}
              className="flex flex-wrap items-center gap-2 py-2"
            >
              <span className="font-medium">{label(memory.key)}:</span>
              {editing === memory.key ? (
                <>
                  <input
                    aria-label={label(memory.key)}
                    value={draft}
                    onChange={(event) => setDraft(event.target.value)}
                    className="min-h-11 flex-1 rounded-xl border border-slate-300 px-3 dark:border-slate-700 dark:bg-slate-900"
                  />
                  <Button
                    onClick={() =>
                      void run(() => api(memoryUrl(memory.key), { method: 'PUT', body: { value: draft } }))
                    }
                  >
                    {t('myData.save')}
                  </Button>
                  <Button variant="secondary" onClick={() => setEditing(null)}>
                    {t('myData.cancel')}
                  </Button>
                </>
              ) : (
                <>
                  <span className="flex-1">{memory.value}</span>
                  <Button
                    variant="ghost"
                    aria-label={t('myData.memories.edit', { name: label(memory.key) })}
                    onClick={() => {
                      setEditing(memory.key);
                      setDraft(memory.value);
                    }}
                  >
                    {t('myData.edit')}
                  </Button>
                  <Button
                    variant="ghost"
                    aria-label={t('myData.memories.forget', { name: label(memory.key) })}
                    onClick={() => void run(() => api(memoryUrl(memory.key), { method: 'DELETE' }))}
                  >
                    {t('myData.delete')}
                  </Button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {list.length > 0 ? (
        <div className="py-3">
          <Button
            variant="danger"
            onClick={() => {
              if (window.confirm(t('myData.memories.confirmAll')))
                void run(() => api('/api/me/memories', { method: 'DELETE' }));
            }}
          >
            {t('myData.memories.forgetAll')}
          </Button>
        </div>
      ) : null}
    </Section>
  );
}
