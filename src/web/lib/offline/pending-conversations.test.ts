// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../api-client';
import { STORAGE_KEYS } from '../storage-keys';
import { queueConversation, syncPendingConversations } from './pending-conversations';
import { localStorageQueue } from './queue';

// The same storage the module keeps its queue in, read through the queue's own code.
const pendingConversationCount = () =>
  localStorageQueue<{ clientId: string }>(STORAGE_KEYS.pendingConversations, (b) => b.clientId).count();

const body = (n: number) => ({
  clientId: `00000000-0000-4000-8000-00000000000${n}`,
  items: [{ role: 'user' as const, text: `Hola ${n}` }],
  vocabularyUsed: [],
  startedAt: '2026-01-01T10:00:00.000Z',
  durationSeconds: 60,
});

describe('conversations kept while offline', () => {
  beforeEach(() => localStorage.clear());

  it('keeps one copy per client id and sends them oldest first', async () => {
    await queueConversation(body(1));
    await queueConversation(body(2));
    await queueConversation(body(1));
    expect(await pendingConversationCount()).toBe(2);
    const sent: string[] = [];
    expect(await syncPendingConversations(async (b) => sent.push(b.clientId))).toBe(2);
    expect(sent).toEqual([body(2).clientId, body(1).clientId]);
    expect(await pendingConversationCount()).toBe(0);
  });

  it('keeps what a network failure stopped, drops what the server refused', async () => {
    await queueConversation(body(1));
    await queueConversation(body(2));
    await queueConversation(body(3));
    const result = await syncPendingConversations(async (b) => {
      if (b.clientId === body(1).clientId) throw new ApiError(400, 'bad');
      if (b.clientId === body(3).clientId) throw new NetworkError('offline');
    });
    expect(result).toBe(1);
    expect(await pendingConversationCount()).toBe(1);
  });

  it('is written before the first await, so a closing tab keeps it', () => {
    void queueConversation(body(4));
    expect(localStorage.getItem(STORAGE_KEYS.pendingConversations)).toContain('Hola 4');
  });
});
