// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { stubFetch, type StubReply } from '../../../../tests/support/web/fetch-stub';
import { stubTutorSocket } from '../../../../tests/support/web/fake-tutor-socket';
import { aUser } from '../../../../tests/support/web/fixtures';
import { renderScreen } from '../../../../tests/support/web/render';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { saveConversationResponseSchema } from '../../../contracts/conversations';
import type { RealtimeStatus } from '../../../contracts/realtime';
import { ChatScreen } from './chat-screen';

// The chat hooks (session, sending, End chat, drops) through the screen. Only
// the network is replaced: fetch by a route table, the relay's WebSocket by a fake tutor.
const status: RealtimeStatus = {
  upstream: 'local',
  model: 'local-tutor',
  ready: true,
  serverListens: false,
  serverSpeaks: false,
  message: 'ok',
  notice: null,
  checkedAt: '2026-11-23T10:00:00.000Z',
};
// Parsed by the contract, so the reply is one the real server could give.
const savedReply = () => ({
  status: 201,
  body: saveConversationResponseSchema.parse({
    conversation: {
      id: 'c1',
      userId: 'user-1',
      timestamp: '2026-11-23T10:00:00.000Z',
      context: 'Hola',
      vocabularyUsed: [],
      difficulty: 1,
      duration: 60,
      aiResponses: 1,
      userResponses: 1,
      errorsCorrected: 0,
      successfulExchanges: 1,
      lessonId: null,
      corrections: [],
    },
    extraction: {
      status: 'completed',
      method: 'fallback',
      words: [],
      conversationLevel: null,
      recommendedFocus: [],
    },
  }),
});

function chatServer(save: (body: { clientId: string }) => StubReply = savedReply) {
  return stubFetch({
    'GET /api/session': () => ({ body: { user: aUser() } }),
    'GET /api/realtime/status': () => ({ body: status }),
    'POST /api/conversations': ({ body }) => save(body as { clientId: string }),
  });
}

async function sayHola(user: ReturnType<typeof renderScreen>['user']) {
  await screen.findByText('Connected');
  await user.type(screen.getByLabelText('Type a message in Spanish'), 'Hola');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('¡Muy bien! ¿Y tú?')).toBeTruthy();
}

describe('ChatScreen', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('connects, sends a typed message, and End chat saves the transcript once', async () => {
    const sockets = stubTutorSocket();
    const api = chatServer();
    const { user } = renderScreen(<ChatScreen />);
    await sayHola(user);
    expect(sockets.sockets[0]?.sent.map((event) => event.type)).toEqual(
      expect.arrayContaining(['session.update', 'conversation.item.create', 'response.create']),
    );
    await user.click(screen.getByRole('button', { name: 'End chat' }));
    expect(await screen.findByText('Conversation saved')).toBeTruthy();
    const saves = api.callsTo('POST /api/conversations');
    expect(saves).toHaveLength(1);
    expect((saves[0]?.body as { items: unknown[] }).items).toEqual([
      { role: 'user', text: 'Hola' },
      { role: 'assistant', text: '¡Muy bien! ¿Y tú?' },
    ]);
  });

  it('keeps a conversation whose save finds no connection, with the catalogue text', async () => {
    stubTutorSocket();
    chatServer(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user } = renderScreen(<ChatScreen />);
    await sayHola(user);
    await user.click(screen.getByRole('button', { name: 'End chat' }));
    expect(await screen.findByText('Conversation Save Issue')).toBeTruthy();
    expect(screen.getByText(/couldn't be saved due to internet connection issues/)).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.pendingConversations)).toContain('Hola');
  });

  it('saves once when the connection drops, and End chat then shows that save', async () => {
    const sockets = stubTutorSocket();
    const api = chatServer();
    const { user } = renderScreen(<ChatScreen />);
    await sayHola(user);
    act(() => sockets.sockets[0]!.drop());
    expect(
      await screen.findByText(/The connection dropped; your conversation so far has been saved/),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'End chat' }));
    expect(await screen.findByText('Conversation saved')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('POST /api/conversations')).toHaveLength(1));
  });
});
