/**
 * React face of the realtime client (product.md#connection): connection status, the
 * conversation items, the connection error, and connect / disconnect / retry.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ToolRegistry } from '../../../domain/tool-registry';
import { CONNECTION_FAILED } from '../../../domain/error-messages';
import { RealtimeClient, type RealtimeClientHooks } from './client';
import type { ConnectionStatus, ConversationItem } from './types';

/** Retry waits this long before reconnecting (product.md#limits). */
export const RETRY_DELAY_MS = 2000;

/** Why the connection is down: the relay's close code and reason, or a failed connect (code null). */
export interface RealtimeConnectionError {
  code: number | null;
  message: string;
}

export type RealtimeHooks = Pick<RealtimeClientHooks, 'onAudio' | 'onSpeechStarted' | 'onAssistantDone'>;

export function useRealtime(tools: ToolRegistry, hooks: RealtimeHooks) {
  const [status, setStatus] = useState<ConnectionStatus>('disconnected');
  const [items, setItems] = useState<ConversationItem[]>([]);
  const [error, setError] = useState<RealtimeConnectionError | null>(null);
  const [serviceError, setServiceError] = useState<string | null>(null);
  const hooksRef = useRef(hooks);
  hooksRef.current = hooks;
  const lastConnect = useRef<{ url: string; session: Record<string, unknown> } | null>(null);

  const clientRef = useRef<RealtimeClient | null>(null);
  if (!clientRef.current) {
    clientRef.current = new RealtimeClient(tools, {
      onItems: (next) => setItems(next),
      onServiceError: (message) => setServiceError(message),
      onAudio: (id, samples) => hooksRef.current.onAudio?.(id, samples),
      onSpeechStarted: () => hooksRef.current.onSpeechStarted?.(),
      onAssistantDone: (item) => hooksRef.current.onAssistantDone?.(item),
      onClose: (info) => {
        setStatus('disconnected');
        // The relay gives a reason for its own closes (time limit, too many sessions…).
        if (!info.byClient) setError({ code: info.code, message: info.reason || CONNECTION_FAILED });
      },
    });
  }
  const client = clientRef.current;

  const connect = useCallback(
    async (url: string, session: Record<string, unknown>): Promise<boolean> => {
      lastConnect.current = { url, session };
      setStatus('connecting');
      setError(null);
      setServiceError(null);
      try {
        await client.connect(url, session);
        setStatus('connected');
        return true;
      } catch {
        setStatus('disconnected');
        setError({ code: null, message: CONNECTION_FAILED });
        return false;
      }
    },
    [client],
  );

  /** Waits 2 s, then connects again with the same settings. */
  const retry = useCallback(async (): Promise<boolean> => {
    const last = lastConnect.current;
    if (!last) return false;
    setStatus('connecting');
    setError(null);
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    return connect(last.url, last.session);
  }, [connect]);

  const disconnect = useCallback(() => {
    client.disconnect();
    setStatus('disconnected');
  }, [client]);

  useEffect(() => () => client.disconnect(), [client]);

  return {
    client,
    status,
    items,
    error,
    serviceError,
    clearServiceError: () => setServiceError(null),
    connect,
    retry,
    disconnect,
  };
}
