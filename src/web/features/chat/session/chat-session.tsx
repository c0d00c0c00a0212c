import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { LessonDetail } from '../../../../contracts/lessons';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ChatSummary } from '../save/chat-summary';
import { Composer } from '../transcript/composer';
import { ConnectionStatus } from './connection-status';
import { ExtractingOverlay } from '../save/extracting-overlay';
import { LessonBanner } from '../lesson/lesson-banner';
import { PermissionGuide } from '../voice/permission-guide';
import { RecordButton } from '../voice/record-button';
import { SelectionPopup } from '../transcript/selection-popup';
import { Transcript } from '../transcript/transcript';
import { useChatSession } from './use-chat-session';
import { useConnectOnce } from './use-connect-once';
import { useEndChat } from '../save/use-end-chat';
import { useTextSelection } from '../transcript/use-text-selection';
import { VocabularyPanel } from '../vocabulary/vocabulary-panel';
import { VoiceNotice } from '../voice/voice-notice';
import { useSaveOnLeave } from '../save/use-save-on-leave';
import { ChatStatusLine } from './chat-status-line';
import type { CorrectionKind } from '../../../../content/tutor/correction-kinds';
import { useComposerFocusAfterGuide, useFocusClearOfControls } from './chat-focus';

/** The online /chat screen: status, transcript, voice and typed input, vocabulary, End chat. */
export function ChatSession({
  lessonId,
  focus = null,
  lesson,
  onBackgroundIssue,
}: {
  lessonId: string | null;
  /** The kind of mistake this conversation practises ("Practise this"), outside lessons. */
  focus?: CorrectionKind | null;
  lesson: UseQueryResult<LessonDetail>;
  /** A save made as the chat closed (offline) failed: the screen that replaces it says so. */
  onBackgroundIssue?: (issue: string) => void;
}) {
  const { t } = useTranslation();
  const session = useChatSession(lessonId, focus);
  const { realtime, voice, microphone } = session;
  const ending = useEndChat({ lessonId, online: true, hasUser: session.user !== null, onBackgroundIssue });
  const transcriptRef = useRef<HTMLDivElement>(null);
  const controlsRef = useRef<HTMLDivElement>(null);
  const composerRef = useRef<HTMLInputElement>(null);
  const { selection, clear } = useTextSelection(transcriptRef);
  useConnectOnce(session.connect, session.status.isSuccess);
  const snapshot = {
    clientId: session.clientId,
    attemptId: session.attemptId,
    items: realtime.items,
    vocabulary: session.vocabulary,
    startedAt: session.startedAt,
  };
  useSaveOnLeave(snapshot, ending);

  // A dropped connection (not End chat) saves what was said; End chat then shows its summary.
  const dropped = realtime.status === 'disconnected' && realtime.error !== null;
  const saveInBackground = ending.saveInBackground;
  const latest = useRef(snapshot);
  latest.current = snapshot;
  useEffect(() => {
    if (dropped) void saveInBackground(latest.current);
  }, [dropped, saveInBackground]);

  const connected = realtime.status === 'connected';
  const guideOpen = microphone.state.status === 'blocked';
  useComposerFocusAfterGuide(guideOpen, connected, composerRef);
  useFocusClearOfControls(controlsRef);
  // After a drop the conversation is still on screen, and End chat still ends it.
  const canEnd = connected || (session.startedAt !== null && realtime.items.length > 0 && !ending.summary);
  async function endChat() {
    const ended = { ...snapshot };
    await session.disconnect();
    await ending.end(ended);
  }
  function again() {
    ending.reset();
    void session.connect();
  }
  function send(text: string) {
    voice.unlockAudio();
    void voice.interrupt();
    realtime.client.sendUserText(text);
  }

  return (
    <div className="flex flex-col gap-4">
      <ChatStatusLine
        query={session.status}
        connection={
          <ConnectionStatus
            status={realtime.status}
            error={realtime.error}
            notice={
              microphone.state.status === 'blocked'
                ? t(
                    microphone.state.problem === 'no-device'
                      ? 'chat.microphone.titleNoDevice'
                      : 'chat.microphone.required',
                  )
                : null
            }
            onRetry={() => void session.retry()}
            onConnect={() => void session.connect()}
          />
        }
      />
      {lessonId ? <LessonBanner query={lesson} /> : null}
      {focus && !lessonId ? (
        <p className="rounded-xl bg-brand-50 px-3 py-2 text-sm font-medium text-brand-800 dark:bg-slate-800 dark:text-slate-100">
          {t('mistakes.focus', { kind: t(`mistakes.kinds.${focus}`) })}
        </p>
      ) : null}
      {ending.saveIssue ? (
        <Alert tone="error" title={t('chat.save.title')} onDismiss={ending.dismissIssue}>
          {t(`chat.save.${ending.saveIssue}`)}
        </Alert>
      ) : null}
      {realtime.serviceError ? (
        <Alert tone="warning" title={t('chat.serviceError')} onDismiss={realtime.clearServiceError}>
          {realtime.serviceError}
        </Alert>
      ) : null}
      {ending.summary && !connected ? (
        <ChatSummary summary={ending.summary} onAgain={again} />
      ) : realtime.status === 'connecting' ? (
        <Spinner label={t('chat.connecting')} />
      ) : (
        // minmax(0, 1fr): the conversation column never grows past the screen for wide content.
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-[minmax(0,1fr)_18rem]">
          <section className="flex flex-col gap-3" aria-label={t('chat.transcript.label')}>
            <Transcript
              items={realtime.items}
              interim={voice.interim}
              speaking={voice.speaking}
              containerRef={transcriptRef}
            />
            <VoiceNotice session={session} />
            {ending.savedEarly && !connected ? (
              <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
                {t('chat.savedEarly')}
              </p>
            ) : null}
            {/* The input and controls stay in view above the navigation; the transcript scrolls. */}
            <div
              ref={controlsRef}
              data-testid="chat-controls"
              className="sticky bottom-[var(--bottom-nav-height)] z-20 -mx-2 flex flex-col gap-2 rounded-xl bg-slate-50 px-2 py-2 dark:bg-slate-950"
            >
              <div className="flex items-center gap-3 sm:items-end">
                <RecordButton
                  enabled={connected && session.micReady}
                  recording={voice.recording}
                  handsFree={session.handsFree}
                  onStart={() => void voice.start()}
                  onStop={() => void voice.stop()}
                />
                <div className="min-w-0 flex-1">
                  <Composer disabled={!connected} onSend={send} inputRef={composerRef} />
                </div>
              </div>
              {canEnd ? (
                <Button variant="danger" className="min-h-9 self-end py-1" onClick={() => void endChat()}>
                  {t('chat.end')}
                </Button>
              ) : null}
            </div>
          </section>
          <VocabularyPanel words={session.vocabulary} builtIn={session.status.data?.upstream === 'local'} />
        </div>
      )}
      {selection ? (
        <SelectionPopup
          key={selection.text}
          selection={selection}
          onClose={clear}
          onAdded={session.addWord}
        />
      ) : null}
      {ending.saving ? <ExtractingOverlay /> : null}
      {microphone.state.status === 'blocked' ? (
        <PermissionGuide
          problem={microphone.state.problem}
          message={microphone.state.message}
          onTryAgain={() => void session.connect()}
          onPracticeWithoutVoice={() => microphone.skip()}
          onContinueWithoutVoice={() => void session.continueWithoutVoice()}
          onSetAside={() => void session.continueWithoutVoice({ remember: false })}
        />
      ) : null}
    </div>
  );
}
