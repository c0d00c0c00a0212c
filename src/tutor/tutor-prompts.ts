/** What the tutor asks next, and the words it teaches on the way (add_vocabulary). */
import type { Line } from '../content/tutor/types';
import { TUTOR_TOOLS } from '../contracts/realtime';
import { fit } from './compose';
import { itemWord } from './lesson';
import { fold, plain, tokens } from './text';
import type { TutorSession } from './tutor-session';
import type { ToolCall } from './tutor';

export type Prompts = ReturnType<typeof createPrompts>;

export function createPrompts(session: TutorSession) {
  const { state, coach, voice, practice, planner, memory, learnerSaid, taughtWords, replies } = session;

  /** The next thing to ask: a lesson prompt (teaching a target) or the next topic question. */
  function nextPrompt(calls: ToolCall[], forceSummary = false): Line | null {
    const avoid = learnerSaid;
    if (coach?.summaryDue(forceSummary)) {
      state.lessonPart = true;
      return coach.summary(state.toRemember?.sentence ?? null);
    }
    const step = coach?.next(voice);
    if (step) {
      state.lessonPart = true;
      if (step.item) teach(itemWord(step.item.spanish), step.item.english, calls);
      state.question = null;
      return step.line;
    }
    // Never ask what was just asked or already said in this session.
    const practised = practice.next(memory, (q) => voice.fresh(q) && !avoid.has(plain(q.es)));
    if (practised) {
      state.question = practised;
      return { es: practised.es, en: practised.en };
    }
    for (let tries = 0; tries < 6; tries += 1) {
      const question = planner.next(memory);
      state.question = question;
      if (!question) return null;
      if (voice.fresh(question) && !avoid.has(plain(question.es)))
        return { es: question.es, en: question.en };
    }
    return null;
  }

  function teach(word: string, definition: string, calls: ToolCall[]): void {
    const key = fold(word);
    if (taughtWords.has(key)) return;
    taughtWords.add(key);
    coach?.markIntroduced(word);
    // The saved word is the lemma: «el viaje» is taught with its article, saved as «viaje».
    const lemma = word.replace(/^(el|la|los|las|un|una) (?=\S)/i, '');
    calls.push({ name: TUTOR_TOOLS.addVocabulary, arguments: { word: lemma, definition } });
  }

  /**
   * Now and then outside lessons, a word of the topic the learner is talking about (add_vocabulary),
   * if it fits in the reply: never before the third turn, at most every fourth turn, never off topic.
   */
  function withTopicWord(parts: (Line | null)[], calls: ToolCall[], said: string): Line {
    const topic = planner.mentioned(tokens(said))[0];
    const due =
      (!coach || coach.free()) &&
      state.turns >= 3 &&
      state.turns - state.lastWordTurn >= session.wordEvery &&
      topic;
    const word = due ? planner.nextWord(topic) : null;
    if (word) state.lastWordTurn = state.turns;
    const intro = word ? replies.newWord(word) : null;
    const reply = fit([...parts.slice(0, -1), intro, parts.at(-1) ?? null], [parts.length - 1, 0]);
    if (word && intro && reply.es.includes(intro.es)) {
      planner.markTaught(word.word);
      teach(word.word, word.definition, calls);
    }
    return reply;
  }

  return { nextPrompt, teach, withTopicWord };
}
