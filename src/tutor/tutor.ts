/**
 * The local tutor's brain (product.md#realtime-protocol tutor instruction: Spanish, at most 20 words,
 * level-adapted, on topic, corrects and asks to repeat). Every reply is assembled from content
 * Lines with checked slots, so it is grammatical and carries its exact English translation.
 * Deterministic for a given seed. This file decides what kind of turn each message gets; the
 * parts live beside it: the session's state (tutor-session.ts), corrections and repeats
 * (tutor-corrections.ts), grammar questions, the greeting, the next prompt.
 */
import type { Glossary } from '../content/glossary';
import type { LessonContent } from '../content/lessons';
import type { CorrectionKind } from '../content/tutor/correction-kinds';
import { LESSON_NO_WORRY } from '../content/tutor/lesson-teaching';
import { TUTOR_TOOLS } from '../contracts/realtime';
import type { Level } from '../domain/levels';
import type { Difficulty } from '../domain/settings';
import { fit, join } from './compose';
import { followUp } from './follow-ups';
import { MAX_ANALYSED_CHARS, type Correction } from './grammar/engine';
import { classify } from './intents';
import type { TurnKind } from './replies';
import { fold, isQuestion, plain } from './text';
import { createCorrections } from './tutor-corrections';
import { createFinish } from './tutor-finish';
import { grammarTurn } from './tutor-grammar-turn';
import { greetingLine } from './tutor-greeting';
import { createPrompts } from './tutor-prompts';
import { createSession } from './tutor-session';
import { understand } from './understand';

export type { TurnKind };

export interface ToolCall {
  name: (typeof TUTOR_TOOLS)[keyof typeof TUTOR_TOOLS];
  arguments: Record<string, string>;
}

export interface TutorTurn {
  kind: TurnKind;
  /** What the tutor says (Spanish, at most 20 words). */
  text: string;
  /** Its English translation, written with the same template. */
  translation: string;
  toolCalls: ToolCall[];
  /** The correction made this turn, if any (also sent as note_correction). */
  correction?: Correction;
}

export interface TutorSetup {
  level: Level;
  interests: readonly string[];
  lesson: LessonContent | null;
  memory: Readonly<Record<string, string>>;
  seed: number;
  glossary: Glossary;
  uiLanguage?: 'en' | 'es';
  /** The learner's difficulty setting: reply length, English glosses and how strictly it corrects. */
  difficulty?: Difficulty;
  /** The study plan's goals: a learner who wants vocabulary meets new words more often. */
  goals?: readonly string[];
  /** A session to practise one kind of mistake: its questions come first and often. */
  focusKind?: CorrectionKind | null;
  /** The kinds of mistake the learner makes most: their questions come now and then. */
  recurringKinds?: readonly CorrectionKind[];
}

export interface Tutor {
  reply(userText: string): TutorTurn;
  memory(): Record<string, string>;
}

const GREETING = /^(hola|buenas|buenos dias|buenas tardes|buenas noches|hey|saludos|que tal|que hay)\b/;
const FAREWELL =
  /\b(adios|hasta luego|hasta mañana|hasta pronto|chao|chau|nos vemos|me tengo que ir|me voy ya)\b/;
/** Follow-up questions in a row before the tutor moves on to a new question. */
const MAX_FOLLOW_UPS = 3;

/** Creates a tutor for one conversation session. */
export function createTutor(setup: TutorSetup): Tutor {
  const session = createSession(setup);
  const { state, glossary, memory, voice, checker, verbs, coach, replies, difficulty } = session;
  const finish = createFinish(session);
  const prompts = createPrompts(session);
  const { nextPrompt, teach, withTopicWord } = prompts;
  const corrections = createCorrections(session, finish, prompts);

  function remember(facts: readonly { key: string; value: string }[], calls: ToolCall[]) {
    const fresh = facts.filter((fact) => memory[fact.key] !== fact.value);
    for (const fact of fresh) {
      memory[fact.key] = fact.value;
      calls.push({ name: TUTOR_TOOLS.setMemory, arguments: { key: fact.key, value: fact.value } });
    }
    return fresh;
  }

  function reply(userText: string): TutorTurn {
    const text = userText.normalize('NFC').trim().slice(0, MAX_ANALYSED_CHARS);
    const folded = fold(text).replace(/[¿¡]/g, '').trim();
    const calls: ToolCall[] = [];
    state.turns += 1;
    session.learnerSaid.add(plain(text));
    coach?.heard(text);
    state.lessonPart = false;
    const intent = classify(text);
    if (intent.kind === 'repeat' && state.last)
      return { kind: 'repeat', text: state.last.text, translation: state.last.translation, toolCalls: [] };
    if (intent.kind === 'empty')
      return finish('unclear', join([replies.empty(), replies.simpler(state.question)]), calls);

    const repeat = corrections.repeatTurn(text, calls);
    if (repeat) return repeat;

    const grammar = grammarTurn(text, session, finish);
    if (grammar) return grammar;
    if (intent.kind === 'simpler') return finish('help', replies.simpler(state.question, true), calls);
    if (intent.kind === 'meaning' || intent.kind === 'how-to-say') {
      // What the learner asked about is theirs to keep: it goes to New vocabulary.
      const item = replies.askedItem(intent.kind, intent.word);
      if (item) teach(item.word, item.definition, calls);
      const answer = intent.kind === 'meaning' ? replies.meaning(intent.word) : replies.howToSay(intent.word);
      return finish('help', fit([answer, nextPrompt(calls)], [1]), calls);
    }
    // The answer to the listening exercise is about understanding: a name or a number will do.
    if (coach?.listening()) {
      state.lessonPart = true;
      const heard = coach.hear(text, voice);
      return finish('help', join([heard, coach.summaryDue(false) ? nextPrompt(calls) : null]), calls);
    }
    // In a lesson's scene «no sé» gets a hint with the expression the step needs, not a stock answer.
    if (intent.kind === 'dont-know' && coach && !coach.free())
      return finish('help', join([LESSON_NO_WORRY, nextPrompt(calls)]), calls);
    if (intent.kind === 'dont-know')
      return finish('help', fit([replies.dontKnow(state.question), nextPrompt(calls)], [1]), calls);
    if (intent.kind === 'summary' && coach?.summaryDue(true)) {
      state.lessonPart = true;
      return finish('summary', coach.summary(state.toRemember?.sentence ?? null), calls);
    }
    if (replies.isEnglish(text))
      return finish('english', fit([replies.english(text), nextPrompt(calls)], [1]), calls);

    const found = checker.check(text, { skip: difficulty.skip(session.usedOnce), prefer: session.focus });
    difficulty.record(!checker.check(text));
    const understood = understand(found?.corrected ?? text, glossary, verbs, state.question?.expects ?? null);
    const fresh = remember(understood.facts, calls);
    if (found) return corrections.correctionTurn(found, calls);

    // A lesson target used in a sentence nobody could fault is praised; otherwise only noted.
    const noticed = coach?.notice(voice, corrections.accepted(text)) ?? null;
    // In a lesson's scene a goodbye is part of the scene; afterwards it ends the talk.
    if (FAREWELL.test(folded) && (!coach || coach.free()))
      return finish('farewell', replies.farewell(), calls);
    // A lesson opens with its goal whatever the first words are.
    if (!state.greeted && (GREETING.test(folded) || coach)) {
      state.greeted = true;
      return finish('greeting', greetingLine(fresh, calls, session, prompts), calls);
    }
    state.greeted = true;
    // What the learner said this session but the tutor keeps no memory of: not to be asked again.
    if (/\btrabajo (en|para)\b/.test(folded)) session.saidThisSession.workplace = 'yes';
    if (/\bestudio\b/.test(folded)) session.saidThisSession.studies = 'yes';
    const reaction = replies.react(text, understood, fresh, state.question);
    const answer =
      reaction.line && /\by (tu|usted)\b/.test(folded) && !isQuestion(text.replace(/[¿?]\s*$/, ''))
        ? null
        : replies.answer(text, state.question);
    // Follow what the learner said: a question about the thing they named, a few turns running,
    // before the next topic question (which then comes with a bridge).
    const follow =
      !answer && (!coach || coach.free()) && state.followStreak < MAX_FOLLOW_UPS
        ? followUp({
            text,
            understood,
            glossary,
            verbs,
            memory: { ...session.saidThisSession, ...memory },
            used: session.followUpsUsed,
            basic: session.basic,
          })
        : null;
    if (follow && voice.fresh(follow.line)) {
      session.followUpsUsed.add(follow.id);
      state.followStreak += 1;
      state.question = null;
      // The tutor's own reaction to the thing said comes first; a generic one only if it is new.
      const specific = reaction.kind === 'follow_up' && !reaction.generic ? reaction.line : null;
      const react = follow.react && voice.fresh(follow.react) ? follow.react : null;
      const lead = noticed ?? specific ?? react ?? reaction.line;
      return finish('follow_up', fit([lead, follow.line], [0]), calls);
    }
    const bridged = state.followStreak > 0 ? replies.bridge() : null;
    state.followStreak = 0;
    const parts = [noticed ?? reaction.line, answer, bridged, nextPrompt(calls)];
    const reply = bridged ? fit(parts, [0]) : withTopicWord(parts, calls, text);
    return finish(answer ? 'answer' : reaction.kind, reply, calls);
  }

  return { reply, memory: () => ({ ...memory }) };
}
