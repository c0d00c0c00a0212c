import { useEffect, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConversationItem } from '../../../lib/realtime/types';
import { collectCorrections, correctionsByMessage } from './corrections';
import { MessageBubble } from './message-bubble';

/** The exact translation the built-in tutor sends on its text parts, if any. */
function exactTranslation(item: ConversationItem): string {
  return item.content
    .map((part) => (typeof part.translation === 'string' ? part.translation.trim() : ''))
    .filter((text) => text !== '')
    .join(' ');
}

/** Messages with text or a transcript, oldest first; tool calls are not shown. */
function visible(items: readonly ConversationItem[]) {
  return items.filter(
    (item) =>
      item.type === 'message' &&
      (item.role === 'user' || item.role === 'assistant') &&
      (item.formatted.text.trim() ||
        item.formatted.transcript.trim() ||
        item.status === 'in_progress' ||
        // A spoken turn waiting for its transcription.
        item.content.some((part) => part.type === 'input_audio')),
  );
}

/** The transcript list, with the Start conversation prompt when empty (product.md#chat). */
export function Transcript({
  items,
  interim,
  speaking,
  containerRef,
}: {
  items: readonly ConversationItem[];
  interim: string;
  speaking: boolean;
  containerRef: RefObject<HTMLDivElement | null>;
}) {
  const { t } = useTranslation();
  const messages = visible(items);
  const cards = correctionsByMessage(collectCorrections(items));
  const last = messages.at(-1);
  useEffect(() => {
    const box = containerRef.current;
    if (!box) return;
    // The newest message: scroll the transcript itself, and the page only as far as needed to
    // show the transcript whole above the controls (scroll margins), never the page's end.
    box.scrollTop = box.scrollHeight;
    box.scrollIntoView?.({ block: 'nearest' });
  }, [containerRef, messages.length, last?.formatted.text, last?.formatted.transcript, interim]);

  return (
    <div
      ref={containerRef}
      data-testid="transcript"
      className="flex max-h-[max(12rem,calc(100dvh-19rem))] min-h-48 flex-1 scroll-mt-16 scroll-mb-56 flex-col overflow-y-auto overscroll-contain rounded-2xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-950"
    >
      {messages.length === 0 && !interim ? (
        <div className="m-auto max-w-sm text-center">
          <h2 className="text-lg font-semibold">{t('chat.transcript.startTitle')}</h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('chat.transcript.startBody')}</p>
        </div>
      ) : (
        <ol aria-label={t('chat.transcript.label')} aria-live="polite" className="flex flex-col gap-3">
          {messages.map((item) => (
            <MessageBubble
              key={item.id}
              role={item.role as 'user' | 'assistant'}
              text={item.formatted.text || item.formatted.transcript}
              unheard={
                item.formatted.unheard &&
                t(
                  item.formatted.unheard === 'no-speech'
                    ? 'chat.transcript.notCaught'
                    : 'chat.transcript.notTranscribed',
                )
              }
              pending={
                !item.formatted.unheard &&
                (item.status === 'in_progress' || !(item.formatted.text || item.formatted.transcript).trim())
              }
              exactTranslation={exactTranslation(item)}
              corrections={cards.get(item.id)}
            />
          ))}
          {interim ? <MessageBubble role="user" text={interim} pending /> : null}
        </ol>
      )}
      {speaking ? (
        <p
          role="status"
          data-testid="tutor-speaking"
          className="mt-3 text-xs font-medium text-brand-700 dark:text-brand-500"
        >
          🔊 {t('chat.transcript.speaking')}
        </p>
      ) : null}
    </div>
  );
}
