import { useTranslation } from 'react-i18next';
import type { ChatSession } from './use-chat-session';

/** Says plainly when voice is missing or off, so the learner knows typing works (spec doc 2 §2). */
export function VoiceNotice({ session }: { session: ChatSession }) {
  const { t } = useTranslation();
  const { voice, microphone, realtime } = session;
  if (realtime.status !== 'connected') return null;
  const notes: string[] = [];
  if (!session.voiceCapable) notes.push(t('chat.voice.noRecognition'));
  else if (microphone.state.status === 'skipped') notes.push(t('chat.voice.withoutVoice'));
  if (voice.failure) notes.push(t('chat.voice.recognitionFailed', { code: voice.failure }));
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
    </div>
  );
}
