/**
 * What ending a conversation sends, built the same way whichever way it ends (End chat, leaving
 * /chat, closing the tab, a dropped connection, going offline), so a resend is the same save.
 */
import type { SaveConversationBody } from '../../../../contracts/conversations';
import { canSaveConversation, type TranscriptItem } from '../../../../domain/conversation-record';
import type { ConversationItem } from '../../../lib/realtime/types';
import { collectCorrections, correctionsToSave } from '../transcript/corrections';
import type { SessionWord } from '../session/tools';

/** The conversation as it stood when it ended; the client id makes every resend the same save. */
export interface ConversationSnapshot {
  clientId: string | null;
  /** In a lesson, the id the server recorded it under. */
  attemptId: string | null;
  items: readonly ConversationItem[];
  vocabulary: readonly SessionWord[];
  startedAt: Date | null;
}

/** The saved part of each message: typed text or spoken transcript (product.md#ending-a-conversation). */
export function transcriptItems(items: readonly ConversationItem[]): TranscriptItem[] {
  return items
    .filter((item) => item.type === 'message' && (item.role === 'user' || item.role === 'assistant'))
    .map((item) => ({
      role: item.role as 'user' | 'assistant',
      ...(item.formatted.text.trim() ? { text: item.formatted.text } : {}),
      ...(item.formatted.transcript.trim() ? { transcript: item.formatted.transcript } : {}),
    }))
    .filter((item) => item.text || item.transcript);
}

export type SaveBody = SaveConversationBody & {
  clientId: string;
  corrections: NonNullable<SaveConversationBody['corrections']>;
};

/** The save request, or null when there is nothing to save (product.md#ending-a-conversation: a user, a session, items). */
export function buildSaveBody(
  snapshot: ConversationSnapshot,
  input: { hasUser: boolean; lessonId: string | null; now: Date },
): SaveBody | null {
  const lines = transcriptItems(snapshot.items);
  const { startedAt, clientId } = snapshot;
  if (
    !clientId ||
    !startedAt ||
    !canSaveConversation({ hasUser: input.hasUser, sessionStarted: true, itemCount: lines.length })
  )
    return null;
  return {
    clientId,
    items: lines,
    vocabularyUsed: snapshot.vocabulary.map((word) => word.word),
    startedAt: startedAt.toISOString(),
    durationSeconds: Math.max(0, Math.round((input.now.getTime() - startedAt.getTime()) / 1000)),
    corrections: correctionsToSave(collectCorrections(snapshot.items)),
    ...(input.lessonId ? { lessonId: input.lessonId } : {}),
  };
}

const encoder = new TextEncoder();
export const byteLength = (value: unknown): number => encoder.encode(JSON.stringify(value)).length;

/**
 * A copy of the body within `limit` bytes of JSON: a keep-alive request sent while the page
 * closes may carry 64 KB in all. The oldest messages go first (the newest are what the learner
 * just practised), then the oldest corrections; at least one message stays.
 */
export function trimToBytes(body: SaveBody, limit: number): SaveBody {
  const trimmed: SaveBody = { ...body, items: [...body.items], corrections: [...body.corrections] };
  while (byteLength(trimmed) > limit && trimmed.items.length > 1) trimmed.items.shift();
  while (byteLength(trimmed) > limit && trimmed.corrections.length > 0) trimmed.corrections.shift();
  return trimmed;
}
