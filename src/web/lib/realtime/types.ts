/** Conversation items as the browser keeps them (product.md#realtime-protocol). */

export type ItemStatus = 'in_progress' | 'completed' | 'incomplete' | 'cancelled';

export interface ContentPart {
  type: string;
  text?: string;
  transcript?: string | null;
  /** The built-in tutor's exact English translation of its text, written with the reply. */
  translation?: string;
}

export interface FunctionCallInfo {
  type: 'function';
  name: string;
  call_id: string;
  arguments: string;
}

export interface ConversationItem {
  id: string;
  type: 'message' | 'function_call' | 'function_call_output';
  role?: 'user' | 'assistant' | 'system';
  status: ItemStatus;
  content: ContentPart[];
  formatted: {
    text: string;
    transcript: string;
    /** Samples of tutor audio received for this item (the audio itself goes to the player). */
    audioSamples: number;
    /** A spoken turn that gave no words: nothing heard in it, or its transcription failed. */
    unheard?: 'no-speech' | 'failed';
    tool?: FunctionCallInfo;
    output?: string;
  };
}

/** A server event: at least event_id and type (product.md#realtime-protocol). */
export type ServerEvent = { type: string; event_id?: string } & Record<string, unknown>;

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected';
