/**
 * The tutor's corrections (note_correction calls) read back from the conversation items, each
 * placed under the learner's message it corrects: the latest user message before the call.
 * Reading them from the items keeps the cards, the saved list and the transcript in step.
 */
import { MAX_CORRECTIONS, type Correction } from '../../../../contracts/conversations';
import { noteCorrectionArgsSchema, TUTOR_TOOLS } from '../../../../contracts/realtime';
import type { ConversationItem } from '../../../lib/realtime/types';

export interface PlacedCorrection extends Correction {
  /** The user message it belongs under, or null when the tutor corrected before anyone spoke. */
  messageId: string | null;
}

function argumentsOf(item: ConversationItem): unknown {
  try {
    return JSON.parse(item.formatted.tool?.arguments || '{}');
  } catch {
    return null;
  }
}

/** Every valid, finished note_correction call, oldest first (the same check as the tool handler). */
export function collectCorrections(items: readonly ConversationItem[]): PlacedCorrection[] {
  const found: PlacedCorrection[] = [];
  let lastUser: string | null = null;
  for (const item of items) {
    if (item.type === 'message' && item.role === 'user') lastUser = item.id;
    if (
      item.type !== 'function_call' ||
      item.status === 'in_progress' ||
      item.formatted.tool?.name !== TUTOR_TOOLS.noteCorrection
    )
      continue;
    const parsed = noteCorrectionArgsSchema.safeParse(argumentsOf(item));
    if (parsed.success) found.push({ ...parsed.data, messageId: lastUser });
  }
  return found;
}

/**
 * The list saved with the conversation: bounded like the request (the newest are kept), each with
 * its kind, which the server counts in the learner's mistakes.
 */
export function correctionsToSave(placed: readonly PlacedCorrection[]): Correction[] {
  return placed.slice(-MAX_CORRECTIONS).map(({ original, corrected, explanation, category }) => ({
    original,
    corrected,
    explanation,
    category,
  }));
}

/** Cards by message id, for the transcript. */
export function correctionsByMessage(placed: readonly PlacedCorrection[]): Map<string, Correction[]> {
  const byMessage = new Map<string, Correction[]>();
  for (const correction of placed) {
    if (!correction.messageId) continue;
    byMessage.set(correction.messageId, [...(byMessage.get(correction.messageId) ?? []), correction]);
  }
  return byMessage;
}
