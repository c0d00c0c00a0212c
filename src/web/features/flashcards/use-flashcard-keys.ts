import { useEffect } from 'react';
import type { Rating } from '../../../domain/srs';

const KEY_RATINGS: Record<string, Rating> = { '1': 'again', '2': 'hard', '3': 'good', '4': 'easy' };
const TEXT_ENTRY = new Set(['INPUT', 'TEXTAREA', 'SELECT']);
// On these, Space already means "press me"; flipping as well would act twice.
const PRESSABLE = new Set(['BUTTON', 'A', 'SUMMARY']);

/** Space flips the card and 1–4 rate it (issue: keyboard review), unless the learner is typing. */
export function useFlashcardKeys(
  active: boolean,
  handlers: { flip: () => void; rate: (rating: Rating) => void },
): void {
  const { flip, rate } = handlers;
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
      const target = event.target as HTMLElement | null;
      if (target && (TEXT_ENTRY.has(target.tagName) || target.isContentEditable)) return;
      if (event.key === ' ') {
        if (target && PRESSABLE.has(target.tagName)) return;
        event.preventDefault();
        flip();
        return;
      }
      const rating = KEY_RATINGS[event.key];
      if (rating) {
        event.preventDefault();
        rate(rating);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active, flip, rate]);
}
