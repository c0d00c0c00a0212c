import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { ChatSession } from '../session/use-chat-session';

/** Browser speech-recognition error codes with a text of their own; any other failure gets the general one. */
const RECOGNITION_ERRORS: Readonly<Record<string, string>> = {
  'audio-capture': 'audioCapture',
  network: 'network',
  'not-allowed': 'notAllowed',
  'service-not-allowed': 'notAllowed',
  'language-not-supported': 'languageNotSupported',
};

/** The learner's words for a recognition or recorder failure, never the raw code. */
export function recognitionFailureKey(failure: string): string {
  return `chat.voice.recognitionFailed.${RECOGNITION_ERRORS[failure] ?? 'other'}`;
}

/** Says plainly when voice is missing or off, so the learner knows typing works (product.md#chat). */
export function VoiceNotice({ session }: { session: ChatSession }) {
  const { t } = useTranslation();
  const { voice, microphone, realtime } = session;
  if (realtime.status !== 'connected') return null;
  const notes: string[] = [];
  if (!session.voiceCapable) notes.push(t('chat.voice.noRecognition'));
  else if (microphone.state.status === 'skipped') notes.push(t('chat.voice.withoutVoice'));
  if (voice.failure) notes.push(t(recognitionFailureKey(voice.failure)));
  if (!voice.canSpeak) notes.push(t('chat.voice.noSynthesis'));
  if (notes.length === 0) return null;
  return (
    <div
      role="status"
      className="rounded-xl border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-200"
    >
      {notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
      {session.voiceCapable && microphone.state.status === 'skipped' ? (
        // The choice is remembered for the session; this is the way back to voice.
        <Button variant="secondary" className="mt-2 min-h-9 py-1" onClick={() => void microphone.request()}>
          {t('chat.voice.turnVoiceOn')}
        </Button>
      ) : null}
    </div>
  );
}
