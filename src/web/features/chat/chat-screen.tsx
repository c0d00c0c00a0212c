import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../components/ui/alert';
import { Page } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { QuickStartBar } from '../../components/quick-start-bar';
import { useOnlineStatus } from '../../lib/offline/use-online-status';
import { fetchLesson } from './api';
import { ChatSession } from './chat-session';
import { LockedLesson } from './locked-lesson';
import { OfflineChat } from './offline-chat';

/** /chat: the live conversation with the tutor (product.md#chat), or the offline alternatives. */
export function ChatScreen() {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  const [params] = useSearchParams();
  const lessonId = params.get('lesson');
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
    <ChatSession lessonId={lessonId} lesson={lesson} onBackgroundIssue={setLeftIssue} />
  );
  return (
    <Page title={t('chat.title')} subtitle={t('chat.subtitle')}>
      {body}
      <QuickStartBar />
    </Page>
  );
}
