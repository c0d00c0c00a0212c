import { useEffect, useRef, type RefObject } from 'react';

/**
 * Where Tab (or Shift+Tab) must move focus so it stays among `count` controls of a dialog, given
 * the index of the focused one (-1: focus is on something else, such as the dialog's heading).
 * Null: the browser's own move already stays inside.
 */
export function wrapFocus(count: number, current: number, backwards: boolean): number | null {
  if (count === 0) return null;
  if (current === -1) return backwards ? count - 1 : 0;
  if (backwards && current === 0) return count - 1;
  if (!backwards && current === count - 1) return 0;
  return null;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab inside `container` while it is shown, and answers Escape with `onEscape`. */
export function useFocusTrap(container: RefObject<HTMLElement | null>, onEscape: () => void): void {
  const escape = useRef(onEscape);
  escape.current = onEscape;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const box = container.current;
      if (!box) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        escape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const controls = [...box.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (controls.length === 0) {
        event.preventDefault();
        return;
      }
      const current = controls.indexOf(document.activeElement as HTMLElement);
      const target = wrapFocus(controls.length, current, event.shiftKey);
      if (target === null) return;
      event.preventDefault();
      controls[target]?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [container]);
}
