import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../components/ui/alert';
import { Page } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { QuickStartBar } from '../../components/quick-start-bar';
import { useOnlineStatus } from '../../lib/offline/use-online-status';
import { useSession } from '../../lib/session';
import { CORRECTION_KINDS } from '../../../content/tutor/correction-kinds';
import { fetchLesson } from './api';
import { ChatSession } from './session/chat-session';
import { LockedLesson } from './lesson/locked-lesson';
import { OfflineChat } from './session/offline-chat';

/** /chat: the live conversation with the tutor (product.md#chat), or the offline alternatives. */
export function ChatScreen() {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  const { user } = useSession();
  const handsFree = user?.preferences?.voiceInput === 'hands-free';
  const [params] = useSearchParams();
  const lessonId = params.get('lesson');
  // "Practise this" on the mistakes screen: a conversation steered to one kind of mistake.
  const focus = CORRECTION_KINDS.find((kind) => kind !== 'other' && kind === params.get('focus')) ?? null;
  // A save made as the chat closed (going offline): said on the screen that replaces it.
  const [leftIssue, setLeftIssue] = useState<string | null>(null);
  const lesson = useQuery({
    queryKey: ['lesson', lessonId],
    queryFn: () => fetchLesson(lessonId as string),
    enabled: Boolean(lessonId),
    retry: false,
  });
  // Locked lessons cannot be started (product.md#lessons): wait for the lesson before connecting.
  const body = !online ? (
    <>
      {leftIssue ? (
        <Alert tone="error" title={t('chat.save.title')} onDismiss={() => setLeftIssue(null)}>
          {t(`chat.save.${leftIssue}`)}
        </Alert>
      ) : null}
      <OfflineChat />
    </>
  ) : lessonId && lesson.isPending ? (
    <Spinner label={t('chat.lesson.loading')} />
  ) : lesson.data && !lesson.data.unlocked ? (
    <LockedLesson lesson={lesson.data} />
  ) : (
    <ChatSession lessonId={lessonId} focus={focus} lesson={lesson} onBackgroundIssue={setLeftIssue} />
  );
  return (
    <Page title={t('chat.title')} subtitle={t(handsFree ? 'chat.subtitleHandsFree' : 'chat.subtitle')}>
      {body}
      <QuickStartBar />
    </Page>
  );
}
