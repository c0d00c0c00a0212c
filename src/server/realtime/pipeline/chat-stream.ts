/**
 * Streaming `/chat/completions` on any OpenAI-compatible server (OpenAI, Ollama, llama.cpp,
 * vLLM, LM Studio): the request with the tutor's tools, and the answer as text deltas and
 * tool-call fragments as they arrive.
 */
import { readSseData } from './sse';
import {
  ServiceCallError,
  postToService,
  readBody,
  type CallOptions,
  type ServiceEndpoint,
} from './service-http';

export type ChatMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ChatToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

export interface ChatToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export interface ChatTool {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

export interface ChatRequest {
  messages: ChatMessage[];
  tools: readonly ChatTool[];
  temperature: number;
  maxTokens: number;
}

export type ChatStreamPart =
  | { type: 'text'; delta: string }
  | { type: 'tool_call'; index: number; id?: string; name?: string; argumentsDelta: string };

interface ChunkJson {
  error?: { message?: string } | string;
  choices?: {
    delta?: {
      content?: string | null;
      tool_calls?: { index?: number; id?: string; function?: { name?: string; arguments?: string } }[];
    };
  }[];
}

/** Streams one chat completion; throws ServiceCallError when the service fails. */
export async function* streamChat(
  endpoint: ServiceEndpoint,
  request: ChatRequest,
  options: CallOptions,
): AsyncGenerator<ChatStreamPart> {
  const body = JSON.stringify({
    model: endpoint.model,
    messages: request.messages,
    stream: true,
    temperature: request.temperature,
    max_tokens: request.maxTokens,
    ...(request.tools.length > 0
      ? {
          tools: request.tools.map((tool) => ({ type: 'function', function: tool })),
          tool_choice: 'auto',
        }
      : {}),
  });
  const response = await postToService(endpoint, '/chat/completions', body, {
    ...options,
    contentType: 'application/json',
  });
  for await (const data of readSseData(readBody(response, options.signal))) {
    if (data.trim() === '[DONE]') return;
    let chunk: ChunkJson;
    try {
      chunk = JSON.parse(data) as ChunkJson;
    } catch {
      throw new ServiceCallError({
        kind: 'other',
        message: 'The model sent a stream chunk that is not JSON.',
      });
    }
    if (chunk.error) {
      const message = typeof chunk.error === 'string' ? chunk.error : (chunk.error.message ?? 'error');
      throw new ServiceCallError({ kind: 'other', message });
    }
    const delta = chunk.choices?.[0]?.delta;
    if (delta?.content) yield { type: 'text', delta: delta.content };
    for (const call of delta?.tool_calls ?? []) {
      yield {
        type: 'tool_call',
        index: call.index ?? 0,
        ...(call.id ? { id: call.id } : {}),
        ...(call.function?.name ? { name: call.function.name } : {}),
        argumentsDelta: call.function?.arguments ?? '',
      };
    }
  }
}
