/**
 * The pipeline's memory of one conversation: the items the realtime protocol names (messages,
 * function calls and their outputs), turned into chat messages for the model, bounded so a
 * long session never sends an unbounded prompt.
 */
import type { ChatMessage, ChatToolCall } from './chat-stream';

export interface ConversationEntry {
  id: string;
  type: 'message' | 'function_call' | 'function_call_output';
  role?: 'user' | 'assistant';
  /** A message's text: typed, transcribed, or what the tutor said (cut to what was heard). */
  text: string;
  callId?: string;
  name?: string;
  arguments?: string;
  output?: string;
}

/** The most recent entries sent to the model, and the most characters of them. */
export const HISTORY_ENTRIES = 40;
export const HISTORY_CHARS = 16_000;

/** Chat messages for the model: the instructions, then the recent conversation. */
export function toChatMessages(instructions: string, entries: readonly ConversationEntry[]): ChatMessage[] {
  const answered = new Set(entries.filter((e) => e.type === 'function_call_output').map((e) => e.callId));
  const called = new Set(entries.filter((e) => e.type === 'function_call').map((e) => e.callId));
  const messages: ChatMessage[] = [];
  for (const entry of recent(entries)) {
    if (entry.type === 'message') {
      if (!entry.text.trim()) continue;
      messages.push(
        entry.role === 'assistant'
          ? { role: 'assistant', content: entry.text }
          : { role: 'user', content: entry.text },
      );
    } else if (entry.type === 'function_call') {
      // A call without a result (cancelled before the tool ran) would make the request invalid.
      if (!entry.callId || !answered.has(entry.callId)) continue;
      const call: ChatToolCall = {
        id: entry.callId,
        type: 'function',
        function: { name: entry.name ?? '', arguments: entry.arguments || '{}' },
      };
      const previous = messages.at(-1);
      if (previous?.role === 'assistant' && previous.tool_calls) previous.tool_calls.push(call);
      else messages.push({ role: 'assistant', content: null, tool_calls: [call] });
    } else if (entry.callId && called.has(entry.callId)) {
      messages.push({ role: 'tool', tool_call_id: entry.callId, content: entry.output ?? '' });
    }
  }
  // Results whose call fell outside the window have nothing to answer.
  const kept = new Set(
    messages.flatMap((m) => (m.role === 'assistant' && m.tool_calls ? m.tool_calls.map((c) => c.id) : [])),
  );
  return [
    { role: 'system', content: instructions },
    ...messages.filter((m) => m.role !== 'tool' || kept.has(m.tool_call_id)),
  ];
}

/** The newest entries within the bounds, starting at a learner's message when one is in range. */
function recent(entries: readonly ConversationEntry[]): ConversationEntry[] {
  const window = entries.slice(-HISTORY_ENTRIES);
  let chars = 0;
  let start = window.length;
  while (start > 0) {
    const entry = window[start - 1] as ConversationEntry;
    chars += entry.text.length + (entry.arguments?.length ?? 0) + (entry.output?.length ?? 0);
    if (chars > HISTORY_CHARS && start < window.length) break;
    start -= 1;
  }
  const kept = window.slice(start);
  const firstUser = kept.findIndex((entry) => entry.type === 'message' && entry.role === 'user');
  return firstUser > 0 ? kept.slice(firstUser) : kept;
}

/** One synthesised sentence of a reply and where its audio sits in the reply's stream. */
export interface SpokenSentence {
  text: string;
  startSample: number;
  samples: number;
}

/**
 * The part of a reply the learner heard before cutting it off at `audioEndMs` (spec: truncate
 * removes what was not heard, so the model never "remembers" words the learner did not hear).
 * Whole sentences played in full are kept; of the sentence playing, the share of its words
 * that fits its share of audio.
 */
export function heardText(
  sentences: readonly SpokenSentence[],
  audioEndMs: number,
  sampleRate: number,
): string {
  const endSample = (audioEndMs / 1000) * sampleRate;
  const heard: string[] = [];
  for (const sentence of sentences) {
    if (sentence.startSample >= endSample) break;
    if (sentence.startSample + sentence.samples <= endSample) {
      heard.push(sentence.text);
      continue;
    }
    const words = sentence.text.split(/\s+/);
    const share = (endSample - sentence.startSample) / Math.max(1, sentence.samples);
    const count = Math.floor(words.length * share);
    if (count > 0) heard.push(words.slice(0, count).join(' '));
    break;
  }
  return heard.join(' ');
}
