import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Page } from '../../components/ui/page';
import { QuickStartBar } from '../../components/quick-start-bar';
import { useOnlineStatus } from '../../lib/offline/use-online-status';
import { fetchLesson } from './api';
import { ChatSession } from './chat-session';
import { OfflineChat } from './offline-chat';

/** /chat: the live conversation with the tutor (spec doc 2 §2), or the offline alternatives. */
export function ChatScreen() {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  const [params] = useSearchParams();
  const lessonId = params.get('lesson');
  const lesson = useQuery({
    queryKey: ['lesson', lessonId],
    queryFn: () => fetchLesson(lessonId as string),
    enabled: Boolean(lessonId),
    retry: false,
  });
  return (
    <Page title={t('chat.title')} subtitle={t('chat.subtitle')}>
      {online ? <ChatSession lessonId={lessonId} lesson={lesson} /> : <OfflineChat />}
      <QuickStartBar />
    </Page>
  );
}
