/** A saved transcript ("user: …" / "assistant: …" lines) read back as the turns of the chat. */

export type Role = 'user' | 'assistant';

export interface Turn {
  role: Role;
  text: string;
}

const ROLE_LINE = /^\s*(user|assistant)\s*:\s?(.*)$/i;

/**
 * The turns in order. A line without a role prefix continues the previous turn (a message may hold
 * line breaks); a text with no role prefix at all is taken as the learner's, as the extractor always did.
 */
export function transcriptTurns(transcript: string): Turn[] {
  const lines = transcript.normalize('NFC').split(/\r?\n/);
  if (!lines.some((line) => ROLE_LINE.test(line))) {
    return transcript.trim() === '' ? [] : [{ role: 'user', text: transcript.normalize('NFC') }];
  }
  const turns: Turn[] = [];
  for (const line of lines) {
    const match = ROLE_LINE.exec(line);
    const last = turns[turns.length - 1];
    if (match) turns.push({ role: (match[1] as string).toLowerCase() as Role, text: match[2] as string });
    else if (last) last.text += `\n${line}`;
  }
  return turns.filter((turn) => turn.text.trim() !== '');
}
