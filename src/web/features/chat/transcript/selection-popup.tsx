import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { addVocabulary, translateText } from '../api';
import type { SessionWord } from '../session/tools';
import type { TranscriptSelection } from './use-text-selection';

type AddState = 'idle' | 'saving' | 'added' | 'exists' | 'failed';

/** Word, Translation, Definition, Loading... and Add to Vocabulary for a selection (product.md#chat, product.md#translation). */
export function SelectionPopup({
  selection,
  onClose,
  onAdded,
}: {
  selection: TranscriptSelection;
  onClose(): void;
  /** The word was saved: it belongs in this session's New vocabulary panel as well. */
  onAdded(word: SessionWord): void;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [add, setAdd] = useState<AddState>('idle');
  const query = useQuery({
    queryKey: ['translate', selection.text],
    queryFn: () => translateText(selection.text),
    retry: false,
    staleTime: Infinity,
  });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    const onDown = (event: PointerEvent) => {
      if (box.current && !box.current.contains(event.target as Node)) onClose();
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('pointerdown', onDown);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pointerdown', onDown);
    };
  }, [onClose]);

  const translation = query.data?.translation ?? '';
  const definition = query.data?.definition || t('chat.popup.noDefinition');

  async function save() {
    // Both the word and its translation are needed (product.md#translation).
    if (!selection.text || !translation || add === 'saving') return;
    setAdd('saving');
    try {
      await addVocabulary({
        word: selection.text,
        translation,
        context: selection.context.slice(0, 1000),
        definition,
      });
      setAdd('added');
      onAdded({ word: selection.text, definition });
    } catch (error) {
      setAdd(error instanceof ApiError && error.status === 409 ? 'exists' : 'failed');
    }
  }

  // Kept on screen: the selected word may sit near an edge of the scrolled transcript.
  const top = Math.max(8, Math.min(selection.rect.bottom + 8, window.innerHeight - 240));
  const left = Math.max(8, Math.min(selection.rect.left, window.innerWidth - 296));
  return (
    <div
      ref={box}
      role="dialog"
      aria-label={t('chat.popup.label')}
      style={{ top, left }}
      className="fixed z-40 w-72 rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-xl dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex items-start justify-between gap-2">
        <p lang="es" className="text-base font-semibold">
          {selection.text}
        </p>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('chat.popup.close')}
          className="px-1 text-lg leading-none"
        >
          ×
        </button>
      </div>
      {query.isPending ? (
        <p role="status" className="mt-2 text-slate-500">
          {t('chat.popup.loading')}
        </p>
      ) : query.isError ? (
        <p role="alert" className="mt-2 text-red-700 dark:text-red-300">
          {t('chat.popup.failed')}
        </p>
      ) : (
        <dl className="mt-2 flex flex-col gap-2">
          <div>
            <dt className="text-xs font-semibold text-slate-500 uppercase dark:text-slate-400">
              {t('chat.popup.translation')}
            </dt>
            <dd lang="en">{translation}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold text-slate-500 uppercase dark:text-slate-400">
              {t('chat.popup.definition')}
            </dt>
            <dd lang="en">{definition}</dd>
          </div>
          {query.data?.note ? (
            <p className="text-xs text-slate-500 dark:text-slate-400">{query.data.note}</p>
          ) : null}
        </dl>
      )}
      <div className="mt-3">
        {add === 'added' || add === 'exists' ? (
          <p role="status" className="font-medium text-green-700 dark:text-green-400">
            {t(add === 'added' ? 'chat.popup.added' : 'chat.popup.exists')}
          </p>
        ) : (
          <Button className="w-full" disabled={!translation || add === 'saving'} onClick={() => void save()}>
            {t('chat.popup.add')}
          </Button>
        )}
        {add === 'failed' ? (
          <p role="alert" className="mt-1 text-red-700 dark:text-red-300">
            {t('chat.popup.addFailed')}
          </p>
        ) : null}
      </div>
    </div>
  );
}
