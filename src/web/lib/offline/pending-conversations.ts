import type { SaveConversationBody } from '../../../contracts/conversations';
import { api, ApiError } from '../api-client';
import { STORAGE_KEYS } from '../storage-keys';

type PendingConversation = SaveConversationBody & { clientId: string };

function read(): PendingConversation[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.pendingConversations) ?? '[]');
    return Array.isArray(list) ? (list as PendingConversation[]) : [];
  } catch {
    return [];
  }
}

function write(list: readonly PendingConversation[]): void {
  try {
    if (list.length === 0) localStorage.removeItem(STORAGE_KEYS.pendingConversations);
    else localStorage.setItem(STORAGE_KEYS.pendingConversations, JSON.stringify(list));
  } catch {
    // Storage full or disabled: nothing more can be kept on this device.
  }
}

/** Keeps a conversation whose save could not reach the server (its client id makes resending safe). */
export function queueConversation(body: PendingConversation): void {
  write([...read().filter((item) => item.clientId !== body.clientId), body]);
}

export function pendingConversationCount(): number {
  return read().length;
}

/**
 * Sends kept conversations, oldest first. The server stores each client id once, so a resend
 * after a lost answer is harmless. A network failure stops the run; a refusal (4xx) drops that
 * conversation, since sending it again would be refused again.
 */
export async function syncPendingConversations(
  send: (body: PendingConversation) => Promise<unknown> = (body) => api('/api/conversations', { body }),
): Promise<number> {
  let saved = 0;
  for (const body of read()) {
    try {
      await send(body);
      saved += 1;
    } catch (error) {
      if (!(error instanceof ApiError && error.status < 500)) break;
    }
    write(read().filter((item) => item.clientId !== body.clientId));
  }
  return saved;
}
