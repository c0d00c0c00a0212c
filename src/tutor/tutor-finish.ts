import type { Line } from '../content/tutor/types';
import { sentencesOf, type Correction } from './grammar/engine';
import type { TurnKind } from './replies';
import { wordCount } from './text';
import type { TutorSession } from './tutor-session';
import type { ToolCall, TutorTurn } from './tutor';

/** Turns a reply into the turn sent: shortened for the difficulty, recorded as said. */
export type Finish = (kind: TurnKind, full: Line, calls: ToolCall[], correction?: Correction) => TutorTurn;

export function createFinish(session: TutorSession): Finish {
  const { state, voice, difficulty } = session;
  return function finish(kind, full, calls, correction) {
    // A correction or an explanation keeps every part; chat replies get shorter on «easy».
    // A lesson's own parts (the goal, the rule, the scene, the listening line) are never cut.
    const whole = kind === 'correction' || kind === 'help' || state.lessonPart;
    const reply = whole ? full : shorten(full, difficulty.style().maxWords);
    voice.record(reply.es);
    state.last = { text: reply.es, translation: reply.en };
    return {
      kind: state.lessonPart && kind !== 'correction' ? 'lesson' : kind,
      text: reply.es,
      translation: reply.en,
      toolCalls: calls,
      ...(correction ? { correction } : {}),
    };
  };
}

/**
 * «Easy» keeps replies short: whole sentences are dropped from the middle of a long reply (the
 * first one reacts, the last one asks), never cut mid-sentence.
 */
function shorten(reply: Line, maxWords: number): Line {
  if (wordCount(reply.es) <= maxWords) return reply;
  const es = sentencesOf(reply.es);
  const en = sentencesOf(reply.en);
  if (es.length < 3 || es.length !== en.length) return reply;
  const keep = [0, es.length - 1];
  const short = { es: keep.map((i) => es[i]).join(' '), en: keep.map((i) => en[i]).join(' ') };
  return wordCount(short.es) < wordCount(reply.es) ? short : reply;
}
