import { useEffect, useRef, type RefObject } from 'react';

/** Room kept between a focused control and the sticky composer above which it must show. */
const CLEARANCE_PX = 8;

/**
 * How far the page must scroll down so a focused control whose bottom is at `targetBottom` shows
 * above the sticky controls starting at `controlsTop` (0: it already does).
 */
export function scrollToClear(targetBottom: number, controlsTop: number, clearance = CLEARANCE_PX): number {
  return Math.max(0, Math.ceil(targetBottom + clearance - controlsTop));
}

/**
 * The composer stays at the bottom of the screen over the conversation: a control focused behind
 * it (a message's Translate, by keyboard) is scrolled into the clear, so focus is never hidden.
 */
export function useFocusClearOfControls(controls: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    let frame = 0;
    const onFocus = (event: FocusEvent) => {
      const target = event.target;
      const box = controls.current;
      if (!(target instanceof HTMLElement) || !box || box.contains(target)) return;
      // Only what comes before the controls (the conversation) can end up behind them; what follows
      // them (the vocabulary panel) lies below them in the page.
      if (!(box.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_PRECEDING)) return;
      cancelAnimationFrame(frame);
      // After the browser's own scrolling into view, which knows nothing of the sticky controls.
      frame = requestAnimationFrame(() => {
        const rect = target.getBoundingClientRect();
        const by = scrollToClear(rect.bottom, box.getBoundingClientRect().top);
        if (by > 0) window.scrollBy({ top: by });
      });
    };
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('focusin', onFocus);
      cancelAnimationFrame(frame);
    };
  }, [controls]);
}

/**
 * When the microphone guide closes and the learner stays in the chat, focus goes to the text box
 * (once the conversation is connected and the box can take it), not back to the page itself.
 */
export function useComposerFocusAfterGuide(
  guideOpen: boolean,
  connected: boolean,
  composer: RefObject<HTMLInputElement | null>,
): void {
  const wasOpen = useRef(false);
  const pending = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !guideOpen) pending.current = true;
    wasOpen.current = guideOpen;
    if (pending.current && connected && composer.current) {
      pending.current = false;
      composer.current.focus();
    }
  });
}
