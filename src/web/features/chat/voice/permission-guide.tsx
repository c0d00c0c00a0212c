import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { microphoneTitleKind, type MicrophoneTitleKind } from '../../../../domain/error-messages';
import type { MicrophoneProblem } from '../../../lib/audio/recorder';
import { Button } from '../../../components/ui/button';
import { useFocusTrap } from '../session/focus-trap';

/** The catalogue key of each title the domain rule can choose. */
const TITLE_KEYS: Record<MicrophoneTitleKind, string> = {
  noDevice: 'chat.microphone.titleNoDevice',
  permission: 'chat.microphone.titlePermission',
  access: 'chat.microphone.titleAccess',
};

type BrowserId = 'chrome' | 'edge' | 'firefox' | 'safari' | 'other';

const BROWSERS: Record<BrowserId, { name: string; help: string }> = {
  chrome: { name: 'Chrome', help: 'https://support.google.com/chrome/answer/2693767' },
  edge: {
    name: 'Edge',
    help: 'https://support.microsoft.com/windows/windows-camera-microphone-and-privacy-a83257bc-e990-d54a-d212-b5e41beba857',
  },
  firefox: {
    name: 'Firefox',
    help: 'https://support.mozilla.org/kb/how-manage-your-camera-and-microphone-permissions',
  },
  safari: { name: 'Safari', help: 'https://support.apple.com/guide/safari/websites-ibrwe2159f50/mac' },
  other: { name: '', help: 'https://support.google.com/chrome/answer/2693767' },
};

/** Which browser's steps to show. */
export function detectBrowser(userAgent: string): BrowserId {
  if (/Edg\//.test(userAgent)) return 'edge';
  if (/Firefox\//.test(userAgent)) return 'firefox';
  if (/Chrome\/|Chromium\//.test(userAgent)) return 'chrome';
  if (/Safari\//.test(userAgent)) return 'safari';
  return 'other';
}

/**
 * Microphone permission guide (product.md#chat, product.md#errors-microphone): title by problem, browser steps, a help link,
 * Try Again, Practice Without Voice (/flashcards), Continue Without Voice, and the HTTPS note.
 * The close button goes to /flashcards; Escape sets voice aside and stays in the chat. Focus
 * stays inside while it is open.
 */
export function PermissionGuide({
  problem,
  message,
  onTryAgain,
  onPracticeWithoutVoice,
  onContinueWithoutVoice,
  onSetAside,
}: {
  problem: MicrophoneProblem;
  message: string;
  onTryAgain(): void;
  /** Remembers the choice; the guide then goes to the flashcards. */
  onPracticeWithoutVoice(): void;
  onContinueWithoutVoice(): void;
  /** Escape: typing for this visit, asked again next time. */
  onSetAside(): void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const browser = detectBrowser(navigator.userAgent);
  const title = t(TITLE_KEYS[microphoneTitleKind(message, problem !== 'no-device')]);
  // No microphone at all is not a permission problem: its own text and steps.
  const noDevice = problem === 'no-device';
  const steps = t(noDevice ? 'chat.microphone.noDeviceSteps' : `chat.microphone.steps.${browser}`, {
    returnObjects: true,
  }) as string[];
  const dismiss = () => void navigate('/flashcards');
  function practiceWithoutVoice() {
    onPracticeWithoutVoice();
    void navigate('/flashcards');
  }
  useFocusTrap(dialog, onSetAside);

  // Once, when it opens: a later render must not pull focus back from a button.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/60 p-4 sm:items-center">
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="mic-guide-title"
        className="max-h-full w-full max-w-md overflow-y-auto rounded-2xl bg-white p-5 shadow-xl dark:bg-slate-900"
      >
        <div className="flex items-start justify-between gap-3">
          <h2 id="mic-guide-title" ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
            {title}
          </h2>
          <button
            type="button"
            onClick={dismiss}
            aria-label={t('chat.microphone.dismiss')}
            className="px-1 text-xl leading-none"
          >
            ×
          </button>
        </div>
        <p className="mt-2 text-sm">
          {noDevice
            ? t('chat.microphone.noDeviceBody')
            : problem === 'denied'
              ? t('chat.microphone.required')
              : t('chat.microphone.mustGrant')}
        </p>
        <h3 className="mt-4 text-sm font-semibold">
          {noDevice
            ? t('chat.microphone.noDeviceStepsTitle')
            : t('chat.microphone.stepsTitle', {
                browser: browser === 'other' ? t('chat.microphone.yourBrowser') : BROWSERS[browser].name,
              })}
        </h3>
        <ol className="mt-1 list-decimal pl-5 text-sm text-slate-700 dark:text-slate-300">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        {noDevice ? null : (
          <>
            <a
              href={BROWSERS[browser].help}
              target="_blank"
              rel="noreferrer"
              className="mt-2 inline-block text-sm font-semibold text-brand-700 underline dark:text-brand-500"
            >
              {t('chat.microphone.help')}
            </a>
            <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">{t('chat.microphone.https')}</p>
          </>
        )}
        <div className="mt-4 flex flex-col gap-3">
          <Button onClick={onTryAgain}>{t('chat.microphone.tryAgain')}</Button>
          {/* The two ways on without voice look alike; each says where it leads. */}
          <div className="flex flex-col gap-1">
            <Button variant="secondary" onClick={practiceWithoutVoice} aria-describedby="mic-practice-note">
              {t('chat.microphone.practiceWithoutVoice')}
            </Button>
            <p id="mic-practice-note" className="text-center text-xs text-slate-600 dark:text-slate-400">
              {t('chat.microphone.practiceWithoutVoiceNote')}
            </p>
          </div>
          <div className="flex flex-col gap-1">
            <Button variant="secondary" onClick={onContinueWithoutVoice} aria-describedby="mic-continue-note">
              {t('chat.microphone.continueWithoutVoice')}
            </Button>
            <p id="mic-continue-note" className="text-center text-xs text-slate-600 dark:text-slate-400">
              {t('chat.microphone.continueWithoutVoiceNote')}
            </p>
          </div>
        </div>
      </div>
    </div>
  );
}
