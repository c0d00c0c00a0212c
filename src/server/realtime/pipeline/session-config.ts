import type { ChatTool } from './chat-stream';

/** What a `session.update` sets for the pipeline, with OpenAI's defaults. */
export interface SessionConfig {
  instructions: string;
  tools: ChatTool[];
  modalities: string[];
  temperature: number;
  maxTokens: number;
  vad: {
    threshold: number;
    prefixPaddingMs: number;
    silenceDurationMs: number;
    /** Reply when speech stops (OpenAI's default); off for hold-to-talk, where release asks. */
    createResponse: boolean;
  } | null;
}

export const DEFAULT_SESSION_CONFIG: SessionConfig = {
  instructions: '',
  tools: [],
  modalities: ['text'],
  temperature: 0.8,
  maxTokens: 4096,
  vad: null,
};

function toolsOf(value: unknown): ChatTool[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((tool: Record<string, unknown>) =>
    typeof tool?.name === 'string'
      ? [
          {
            name: tool.name,
            description: String(tool.description ?? ''),
            parameters: (tool.parameters as Record<string, unknown>) ?? {},
          },
        ]
      : [],
  );
}

/** The config after a `session.update`: fields it leaves out keep their value. */
export function updatedConfig(state: SessionConfig, session: Record<string, unknown>): SessionConfig {
  const detection = session.turn_detection as Record<string, unknown> | null | undefined;
  const vad =
    detection === undefined
      ? state.vad
      : detection?.type === 'server_vad'
        ? {
            threshold: Number(detection.threshold ?? 0.5),
            prefixPaddingMs: Number(detection.prefix_padding_ms ?? 300),
            silenceDurationMs: Number(detection.silence_duration_ms ?? 200),
            createResponse: detection.create_response !== false,
          }
        : null;
  return {
    instructions: typeof session.instructions === 'string' ? session.instructions : state.instructions,
    tools: 'tools' in session ? toolsOf(session.tools) : state.tools,
    modalities: Array.isArray(session.modalities) ? session.modalities.map(String) : state.modalities,
    temperature: typeof session.temperature === 'number' ? session.temperature : state.temperature,
    maxTokens:
      typeof session.max_response_output_tokens === 'number'
        ? session.max_response_output_tokens
        : state.maxTokens,
    vad,
  };
}

/** The `session` object of `session.created` / `session.updated` (product.md#realtime-protocol). */
export function describeSession(
  id: string,
  state: SessionConfig,
  model: string,
  voice: string | null,
): Record<string, unknown> {
  return {
    id,
    object: 'realtime.session',
    model,
    modalities: state.modalities,
    instructions: state.instructions,
    voice,
    turn_detection: state.vad
      ? {
          type: 'server_vad',
          threshold: state.vad.threshold,
          prefix_padding_ms: state.vad.prefixPaddingMs,
          silence_duration_ms: state.vad.silenceDurationMs,
        }
      : null,
  };
}
