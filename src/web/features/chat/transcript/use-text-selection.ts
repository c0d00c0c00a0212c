/** Text selected in the transcript, for the translation popup (product.md#chat, product.md#translation). */
import { useEffect, useState, type RefObject } from 'react';

export interface TranscriptSelection {
  text: string;
  /** The whole message it was taken from: the context of a saved word. */
  context: string;
  rect: { top: number; left: number; bottom: number };
}

/** Longest selection the popup translates; longer text uses the message's translate action. */
const MAX_SELECTION_CHARS = 120;

/** Reads the selection after a pointer or key gesture; empty or collapsed selections are ignored. */
export function readSelection(container: HTMLElement): TranscriptSelection | null {
  const selection = window.getSelection();
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  const text = selection.toString().replace(/\s+/g, ' ').trim();
  if (!text || text.length > MAX_SELECTION_CHARS) return null;
  const range = selection.getRangeAt(0);
  if (!container.contains(range.commonAncestorContainer)) return null;
  const start =
    range.startContainer instanceof Element ? range.startContainer : range.startContainer.parentElement;
  const message = start?.closest('[data-message-text]');
  if (!message) return null;
  const box = range.getBoundingClientRect();
  return {
    text,
    context: message.textContent ?? text,
    rect: { top: box.top, left: box.left, bottom: box.bottom },
  };
}

export function useTextSelection(container: RefObject<HTMLElement | null>) {
  const [selection, setSelection] = useState<TranscriptSelection | null>(null);
  useEffect(() => {
    // On the document: the transcript mounts and unmounts as the connection comes and goes.
    const check = (event: Event) => {
      const element = container.current;
      if (!element || !element.contains(event.target as Node)) return;
      // After the gesture, once the browser has updated the selection.
      setTimeout(() => {
        const next = readSelection(element);
        if (next) setSelection(next);
      }, 0);
    };
    document.addEventListener('mouseup', check);
    document.addEventListener('touchend', check);
    document.addEventListener('keyup', check);
    return () => {
      document.removeEventListener('mouseup', check);
      document.removeEventListener('touchend', check);
      document.removeEventListener('keyup', check);
    };
  }, [container]);
  return { selection, clear: () => setSelection(null) };
}
