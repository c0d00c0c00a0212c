/**
 * `react-dom/client` in the production build and the component tests (ADR 0017): preact/compat's
 * `createRoot`, with React's timing for the effects of an input.
 *
 * React runs the effects (`useEffect`) of an update caused by a key press, a click or typing at
 * the end of that update, so a listener an effect sets up is in place before the next input.
 * Preact runs every effect after the next paint; a second key pressed within that frame went to
 * the listener of the render before (Space flipped a flashcard, the "1" that followed was lost).
 * Here, effects of an update made while such an input is being handled run right after it, and
 * any still waiting run before the next input is handled; the others still wait for the paint.
 * Only this file knows Preact; the dev server imports React's `react-dom/client` instead.
 */
import { options } from 'preact';

export { createRoot, hydrateRoot } from 'preact/compat/client';

// React's discrete events: one input each, whose effects React runs at the end of its update.
const DISCRETE = new Set([
  'beforeinput',
  'change',
  'click',
  'compositionend',
  'contextmenu',
  'copy',
  'cut',
  'dblclick',
  'focusin',
  'focusout',
  'input',
  'keydown',
  'keyup',
  'mousedown',
  'mouseup',
  'paste',
  'pointercancel',
  'pointerdown',
  'pointerup',
  'reset',
  'submit',
  'touchcancel',
  'touchend',
  'touchstart',
]);

/**
 * Preact's own schedule: after the next frame, or 35 ms when frames do not come (hidden tab).
 * The frame functions are looked up when used: a page being torn down (a test environment closing
 * between this timeout being set and firing) may no longer have them, and then nothing is run.
 */
export function afterNextFrame(callback: () => void): void {
  let frame = 0;
  const done = () => {
    clearTimeout(timeout);
    if (typeof cancelAnimationFrame !== 'function') return;
    cancelAnimationFrame(frame);
    setTimeout(callback);
  };
  const timeout = setTimeout(done, 35);
  if (typeof requestAnimationFrame === 'function') frame = requestAnimationFrame(done);
}

let waiting: (() => void) | null = null;

/** Runs the effects Preact has waiting, once. */
function runWaitingEffects(): void {
  const run = waiting;
  waiting = null;
  run?.();
}

if (typeof window !== 'undefined') {
  // Preact hands its "run the waiting effects" callback here when effects are queued.
  options.requestAnimationFrame = (runEffects) => {
    waiting = runEffects;
    // Preact renders in a microtask, while the input that caused the update is still dispatched.
    const input = window.event;
    if (input && DISCRETE.has(input.type)) queueMicrotask(runWaitingEffects);
    else afterNextFrame(runWaitingEffects);
  };
  for (const type of DISCRETE) window.addEventListener(type, runWaitingEffects, { capture: true });
}
