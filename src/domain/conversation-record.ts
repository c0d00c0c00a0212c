/** The saved conversation record (product.md#ending-a-conversation, product.md#limits). */

/** The part of a voice-session item that is saved (product.md#realtime-protocol, `formatted`). */
export interface TranscriptItem {
  role: 'user' | 'assistant';
  text?: string;
  transcript?: string;
}

/** Saved context is cut at this many characters (product.md#limits). */
export const CONTEXT_LIMIT = 1000;
/** Extraction runs only for transcripts longer than this (product.md#ending-a-conversation, product.md#limits). */
export const MIN_EXTRACTION_TRANSCRIPT_LENGTH = 50;

export interface ConversationRecordInput {
  items: readonly TranscriptItem[];
  vocabularyUsed: readonly string[];
  durationSeconds: number;
  startedAt?: Date;
}

/** The record's computed fields; userId and the server timestamp are added when it is stored. */
export interface ConversationRecord {
  context: string;
  vocabularyUsed: string[];
  difficulty: number;
  /** Seconds. */
  duration: number;
  aiResponses: number;
  userResponses: number;
  /** Always 0 (product.md#entities). */
  errorsCorrected: 0;
  successfulExchanges: number;
  /** When the session began, if the caller knows it; null otherwise. */
  startedAt: Date | null;
}

/*
 * Typed messages carry `text`; spoken ones carry only `transcript` (speech recognition for the
 * learner, the spoken reply for the tutor). When both exist, text is what was actually written,
 * while a transcript is a recognition guess of the same turn, so text wins.
 */
function lineText(item: TranscriptItem): string {
  const text = item.text?.trim() ?? '';
  return text !== '' ? text : (item.transcript?.trim() ?? '');
}

function spokenItems(items: readonly TranscriptItem[]): TranscriptItem[] {
  return items.filter((item) => lineText(item) !== '');
}

/** Transcript lines "role: text", only for items with text or a transcript (product.md#ending-a-conversation). */
export function formatTranscript(items: readonly TranscriptItem[]): string {
  return spokenItems(items)
    .map((item) => `${item.role}: ${lineText(item)}`)
    .join('\n');
}

/** Cuts to `limit` UTF-16 units without leaving half of a surrogate pair (an emoji) at the end. */
function cut(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const last = text.charCodeAt(limit - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? limit - 1 : limit);
}

/** Conversation difficulty: 4 if more than 5 words used, 3 if more than 2, else 2 (product.md#limits). */
export function conversationDifficulty(wordsUsed: number): number {
  if (wordsUsed > 5) return 4;
  if (wordsUsed > 2) return 3;
  return 2;
}

/** Builds the conversation record from the session (product.md#ending-a-conversation, product.md#realtime-protocol). */
export function buildConversationRecord(input: ConversationRecordInput): ConversationRecord {
  const spoken = spokenItems(input.items);
  const userResponses = spoken.filter((item) => item.role === 'user').length;
  const aiResponses = spoken.filter((item) => item.role === 'assistant').length;
  return {
    context: cut(formatTranscript(input.items), CONTEXT_LIMIT),
    vocabularyUsed: [...input.vocabularyUsed],
    difficulty: conversationDifficulty(input.vocabularyUsed.length),
    duration: Math.max(0, Math.round(input.durationSeconds)),
    aiResponses,
    userResponses,
    errorsCorrected: 0,
    successfulExchanges: Math.min(userResponses, aiResponses),
    startedAt: input.startedAt ? new Date(input.startedAt.getTime()) : null,
  };
}

/** Extraction runs only when the transcript is longer than 50 characters (product.md#ending-a-conversation, product.md#limits). */
export function shouldExtract(transcript: string): boolean {
  return transcript.length > MIN_EXTRACTION_TRANSCRIPT_LENGTH;
}

/** Save only with a user, a started session and at least one item (product.md#ending-a-conversation). */
export function canSaveConversation(input: {
  hasUser: boolean;
  sessionStarted: boolean;
  itemCount: number;
}): boolean {
  return input.hasUser && input.sessionStarted && input.itemCount > 0;
}
