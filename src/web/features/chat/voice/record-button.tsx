import { useEffect, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** A text field or editable element has focus: the spacebar types there instead (product.md#chat). */
function typingInField(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  if (!element) return false;
  if (element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName)) return true;
  // Space also presses other buttons and links; leave them alone, except the record button itself.
  return ['BUTTON', 'A'].includes(element.tagName) && !element.hasAttribute('data-record-button');
}

/**
 * Hold-to-record: press and hold with a pointer, or hold the spacebar when no text field is
 * focused; release stops (product.md#chat). Hands-free, the same button and
 * key switch listening on and off, and the tutor answers after each pause.
 */
export function RecordButton({
  enabled,
  recording,
  handsFree = false,
  onStart,
  onStop,
}: {
  enabled: boolean;
  recording: boolean;
  handsFree?: boolean;
  onStart(): void;
  onStop(): void;
}) {
  const { t } = useTranslation();
  const toggle = recording ? onStop : onStart;

  useEffect(() => {
    if (!enabled) return;
    const down = (event: KeyboardEvent) => {
      if (event.code !== 'Space' || event.repeat || typingInField(event.target)) return;
      event.preventDefault();
      if (handsFree) toggle();
      else onStart();
    };
    const up = (event: KeyboardEvent) => {
      if (event.code !== 'Space' || typingInField(event.target)) return;
      event.preventDefault();
      if (!handsFree) onStop();
    };
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, [enabled, handsFree, toggle, onStart, onStop]);

  const label = handsFree
    ? recording
      ? t('chat.record.stopListening')
      : t('chat.record.startListening')
    : recording
      ? t('chat.record.release')
      : t('chat.record.hold');
  const hint = !enabled
    ? t('chat.record.unavailable')
    : handsFree
      ? recording
        ? t('chat.record.listening')
        : t('chat.record.handsFreeHint')
      : recording
        ? t('chat.record.release')
        : t('chat.record.hint');
  const pointer = handsFree
    ? { onClick: toggle }
    : {
        onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
          event.currentTarget.setPointerCapture?.(event.pointerId);
          onStart();
        },
        onPointerUp: onStop,
        onPointerCancel: onStop,
      };

  return (
    <div className="flex flex-col items-center gap-1">
      <button
        type="button"
        data-record-button
        disabled={!enabled}
        aria-pressed={recording}
        {...pointer}
        onContextMenu={(event) => event.preventDefault()}
        className={`flex h-14 w-14 shrink-0 touch-none select-none items-center justify-center rounded-full text-white shadow-md transition-transform disabled:cursor-not-allowed disabled:bg-slate-300 dark:disabled:bg-slate-700 ${
          recording ? 'scale-110 bg-red-600' : 'bg-brand-700 hover:bg-brand-800'
        }`}
      >
        <svg
          viewBox="0 0 24 24"
          className="h-7 w-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden
        >
          <rect x="9" y="3" width="6" height="11" rx="3" />
          <path d="M5 11a7 7 0 0 0 14 0M12 18v3" strokeLinecap="round" />
        </svg>
        <span className="sr-only">{label}</span>
      </button>
      <p
        className="hidden max-w-28 text-center text-xs text-slate-500 sm:block dark:text-slate-400"
        aria-hidden={!enabled}
      >
        {hint}
      </p>
    </div>
  );
}
