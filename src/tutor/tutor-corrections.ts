/** Correcting a sentence, and what happens when the learner tries to repeat the corrected one. */
import { TUTOR_TOOLS } from '../contracts/realtime';
import { KIND_OF_CATEGORY } from '../content/tutor/correction-kinds';
import { fit } from './compose';
import type { Correction } from './grammar/engine';
import { fold, plain, tokens } from './text';
import type { Finish } from './tutor-finish';
import type { Prompts } from './tutor-prompts';
import type { TutorSession } from './tutor-session';
import type { ToolCall, TutorTurn } from './tutor';

const MAX_REPEAT_WORDS = 10;

export function createCorrections(session: TutorSession, finish: Finish, prompts: Prompts) {
  const { state, checker, glossary, verbs, memory, coach, voice, replies } = session;

  /**
   * A sentence the checker fully accepted: no error found and every word known to the glossary,
   * the verb index or the conversation (names). Only such a sentence may be praised.
   */
  function accepted(text: string): boolean {
    if (checker.check(text)) return false;
    const words = text.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? [];
    if (words.length === 0 || words.length > 14) return false;
    const known = Object.values(memory).map((value) => fold(value));
    return words.every(
      (word) =>
        /^\d+$/.test(word) ||
        Boolean(glossary.lookup(word)) ||
        verbs.tensed(word).length > 0 ||
        known.some((value) => value.split(' ').includes(fold(word))),
    );
  }

  /** Corrects the sentence (note_correction) and asks the learner to repeat it. */
  function correctionTurn(found: Correction, calls: ToolCall[]): TutorTurn {
    const knownWords = tokens(found.corrected).every(
      (word) =>
        /^\d+$/.test(word) ||
        glossary.lookup(word) ||
        Object.values(memory).some((v) => fold(v).includes(word)),
    );
    const short = found.corrected.split(/\s+/).length <= MAX_REPEAT_WORDS && knownWords;
    const sentence = (
      short ? found.corrected : found.right.charAt(0).toUpperCase() + found.right.slice(1)
    ).replace(/[.!]+$/, '');
    state.pending = { target: plain(sentence), sentence, tries: 0 };
    session.usedOnce.add(found.category);
    const inFocus = session.focus?.has(found.category) ?? false;
    if (coach && (!state.toRemember || (inFocus && !state.toRemember.focus)))
      state.toRemember = { sentence, focus: inFocus };
    calls.push({
      name: TUTOR_TOOLS.noteCorrection,
      arguments: {
        original: found.original.slice(0, 500),
        corrected: found.corrected.slice(0, 500),
        explanation: session.explanations.explain(found, session.setup.uiLanguage ?? 'en'),
        category: KIND_OF_CATEGORY[found.category],
      },
    });
    return finish('correction', replies.correction(found, sentence), calls, found);
  }

  /**
   * A repeat after a correction: praise it, try once more, or move on kindly after two tries.
   * Null when nothing is awaited or the message is something else (then it is a new turn).
   */
  function repeatTurn(text: string, calls: ToolCall[]): TutorTurn | null {
    const expected = state.pending;
    if (!expected) return null;
    const said = plain(text);
    if (said.includes(expected.target)) {
      state.pending = null;
      const noticed = coach?.notice(voice, !checker.check(text), false) ?? null;
      return finish('praise', fit([replies.praise(), noticed, prompts.nextPrompt(calls)], [1]), calls);
    }
    const attempt = overlap(said, expected.target) >= 0.5;
    if (attempt && !checker.check(text)) state.pending = null;
    else if (attempt) {
      expected.tries += 1;
      if (expected.tries < 2) return finish('correction', replies.tryAgain(expected.sentence), calls);
      state.pending = null;
      return finish('follow_up', fit([replies.moveOn(), prompts.nextPrompt(calls)]), calls);
    } else state.pending = null;
    return null;
  }

  return { accepted, correctionTurn, repeatTurn };
}

/** Share of the expected words the learner said (a try at the repeat, or something else?). */
function overlap(said: string, expected: string): number {
  const words = new Set(said.split(' '));
  const wanted = expected.split(' ').filter(Boolean);
  return wanted.length === 0 ? 0 : wanted.filter((w) => words.has(w)).length / wanted.length;
}
