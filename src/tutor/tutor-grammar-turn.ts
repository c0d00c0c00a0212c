import { asksAboutGrammar, asksForMore, findNote } from './grammar-questions';
import { fold, isQuestion, tokens } from './text';
import type { Finish } from './tutor-finish';
import type { TutorSession } from './tutor-session';
import type { TutorTurn } from './tutor';

/**
 * A grammar question (or a request to go on with one), answered from the grammar notes: the rule
 * first, then an example, then more, as the learner asks.
 */
export function grammarTurn(text: string, session: TutorSession, finish: Finish): TutorTurn | null {
  const { state, replies } = session;
  if (state.explaining && asksForMore(text)) {
    const { note, step } = state.explaining;
    state.explaining = step === 1 ? { note, step: 2 } : null;
    return finish('help', step === 1 ? replies.grammarExample(note) : replies.grammarMore(note), []);
  }
  state.explaining = null;
  const asking = asksAboutGrammar(text);
  // «¿Ser o estar?», «¿por o para?»: a bare choice between two forms is a grammar question too.
  const short = isQuestion(text) && tokens(text).length <= 5 && /\b(o|vs|versus|or)\b/.test(fold(text));
  if (!asking && !short) return null;
  const match = findNote(text, session.lessonNotes);
  if (match && (asking || match.score >= 2)) {
    state.explaining = { note: match.note, step: 1 };
    return finish('help', replies.grammarAnswer(match.note), []);
  }
  return asking ? finish('help', replies.grammarUnknown(), []) : null;
}
