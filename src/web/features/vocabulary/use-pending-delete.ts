import { useCallback, useEffect, useRef, useState } from 'react';
import type { VocabularyItem } from '../../../contracts/vocabulary';
import { deleteWord } from './api';

/** How long "Undo" is offered before the word is really deleted. */
export const UNDO_MS = 6000;

/**
 * Delete with undo: the word disappears at once, the server delete waits out the undo window
 * (or runs when the learner leaves the screen), so undo restores the word with its schedule.
 */
export function usePendingDelete(onDeleted: () => void) {
  const [pending, setPending] = useState<VocabularyItem | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const current = useRef<VocabularyItem | null>(null);

  const commit = useCallback(() => {
    const item = current.current;
    clearTimeout(timer.current);
    current.current = null;
    setPending(null);
    if (item) void deleteWord(item.id).finally(onDeleted);
  }, [onDeleted]);

  const remove = useCallback(
    (item: VocabularyItem) => {
      commit();
      current.current = item;
      setPending(item);
      timer.current = setTimeout(commit, UNDO_MS);
    },
    [commit],
  );

  const undo = useCallback(() => {
    clearTimeout(timer.current);
    current.current = null;
    setPending(null);
  }, []);

  useEffect(
    () => () => {
      const item = current.current;
      clearTimeout(timer.current);
      if (item) void deleteWord(item.id).catch(() => undefined);
    },
    [],
  );

  return { pending, remove, undo };
}
