/**
 * The simple, documented judgements the report makes about a reply. They are heuristics, the
 * same for every tutor, so two runs can be compared; they are not a teacher's reading.
 */
import { fold } from '../../src/domain/text';
import type { ScriptedTurn } from '../../src/tutor/evaluation/scripted';
import type { ToolCall } from './session';

/** Lower case, accents and punctuation gone, single spaces. */
export const norm = (text: string) =>
  fold(text)
    .replace(/[^a-zñ0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Words in a reply: whitespace-separated pieces holding a letter or a digit. */
export const wordCount = (text: string) =>
  text.split(/\s+/).filter((piece) => /[\p{L}\p{N}]/u.test(piece)).length;

/** Praise of how something was said («¡Muy bien!», «¡Perfecto!», «¡Exacto!»…), after folding. */
const PRAISE =
  /\b(muy bien|perfecto|perfecta|perfectamente|exacto|exacta|excelente|estupendo|fantastico|bien dicho|correcto|eso es|well done|perfect|great job|correct)\b/;
export const praises = (reply: string) => PRAISE.test(norm(reply));

const SPANISH_WORDS = new Set(
  'el la los las un una de del que y en es son esta estas estoy con por para se no lo le me te tu mi su muy pero como mas o al ya hay tambien cuando donde porque si yo usted'.split(
    ' ',
  ),
);
const ENGLISH_WORDS = new Set(
  'the a an of and is are was to in you your it this that with for on not my be do does can what how when we they i'.split(
    ' ',
  ),
);

/**
 * Whether a reply is in Spanish: outside quotation marks and brackets (where a tutor may cite
 * English or gloss a word), it holds at least as many common Spanish function words as common
 * English ones. A reply with neither (¡Hola!) counts as Spanish.
 */
export function inSpanish(reply: string): boolean {
  const unquoted = reply.replace(/«[^»]*»|"[^"]*"|“[^”]*”|'[^']*'|\([^)]*\)|\[[^\]]*\]/g, ' ');
  let spanish = 0;
  let english = 0;
  for (const word of norm(unquoted).split(' ')) {
    if (SPANISH_WORDS.has(word)) spanish += 1;
    if (ENGLISH_WORDS.has(word)) english += 1;
  }
  return spanish >= english;
}

/** The correction the tutor noted for a turn, if any. */
export const correctionOf = (calls: readonly ToolCall[]) =>
  calls.find((call) => call.name === 'note_correction');

/**
 * Whether a noted correction is one a teacher accepts: its corrected sentence is one of the
 * accepted ones, or holds the corrected words (both compared without accents, case or punctuation).
 */
export function correctionAccepted(turn: ScriptedTurn, call: ToolCall): boolean {
  const corrected = norm(String(call.arguments.corrected ?? ''));
  if (!corrected) return false;
  if ((turn.accepted ?? []).some((sentence) => norm(sentence) === corrected)) return true;
  return turn.right !== undefined && ` ${corrected} `.includes(` ${norm(turn.right)} `);
}

const REFUSAL = /\b(no lo se|no se|no estoy segur[oa]|i don t know|not sure)\b/;

/** Whether a help request or grammar question was answered: the reply names one of the turn's words and does not decline. */
export function answered(turn: ScriptedTurn, reply: string): boolean {
  const text = ` ${norm(reply)} `;
  if (REFUSAL.test(text)) return false;
  return (turn.answeredBy ?? []).some((word) => text.includes(norm(word)));
}
