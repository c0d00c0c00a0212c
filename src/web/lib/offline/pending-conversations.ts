import type { SaveConversationBody } from '../../../contracts/conversations';
import { api } from '../api-client';
import { STORAGE_KEYS } from '../storage-keys';
import { localStorageQueue } from './queue';
import { replayQueue } from './replay';

type PendingConversation = SaveConversationBody & { clientId: string };

const keyOf = (body: PendingConversation) => body.clientId;
const queue = localStorageQueue<PendingConversation>(STORAGE_KEYS.pendingConversations, keyOf);

/** Keeps a conversation whose save could not reach the server (its client id makes resending safe). */
export function queueConversation(body: PendingConversation): Promise<void> {
  return queue.add(body);
}

/** Sends kept conversations, oldest first, by the offline queue's one replay and drop policy. */
export async function syncPendingConversations(
  send: (body: PendingConversation) => Promise<unknown> = (body) => api('/api/conversations', { body }),
): Promise<number> {
  return (await replayQueue(queue, keyOf, send)).synced;
}
