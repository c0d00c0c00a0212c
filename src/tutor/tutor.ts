/**
 * The local tutor's brain (product.md#realtime-protocol tutor instruction: Spanish, at most 20 words,
 * level-adapted, on topic, corrects and asks to repeat). Every reply is assembled from content
 * Lines with checked slots, so it is grammatical and carries its exact English translation.
 * Deterministic for a given seed.
 */
import type { Glossary } from '../content/glossary';
import type { LessonContent } from '../content/lessons';
import type { CorrectionCategory } from '../content/tutor/correction-categories';
import { GREETINGS, NICE_TO_MEET } from '../content/tutor/reactions';
import type { Line, TopicQuestion } from '../content/tutor/types';
import { TUTOR_TOOLS } from '../contracts/realtime';
import { levelIndex, type Level } from '../domain/levels';
import { Voice, fill, fit, join } from './compose';
import { MAX_ANALYSED_CHARS, sentencesOf, type Correction } from './grammar/engine';
import { toolsFor } from './tools';
import { asksAboutGrammar, asksForMore, findNote, lessonNoteIds } from './grammar-questions';
import type { GrammarNote } from '../content/tutor/grammar-notes/types';
import { createDifficulty } from './difficulty';
import { lessonFocus } from './lesson-focus';
import type { Difficulty } from '../domain/settings';
import { followUp } from './follow-ups';
import { classify } from './intents';
import { createLessonCoach, itemWord } from './lesson';
import { scriptFor } from '../content/lessons/scripts';
import { LESSON_NO_WORRY, LESSON_READY } from '../content/tutor/lesson-teaching';
import { createPlanner } from './planner';
import { createReplies, type TurnKind } from './replies';
import { createRng } from './rng';
import { fold, isQuestion, plain, tokens, wordCount } from './text';
import { understand } from './understand';
import { createExplanationVariety } from './explanation-variety';
import { KIND_OF_CATEGORY, type CorrectionKind } from '../content/tutor/correction-kinds';
import { createPracticePlan } from './practice';

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
const MAX_REPEAT_WORDS = 10;
/** Follow-up questions in a row before the tutor moves on to a new question. */
const MAX_FOLLOW_UPS = 3;

/** Creates a tutor for one conversation session. */
export function createTutor(setup: TutorSetup): Tutor {
  const { glossary } = setup;
  const rng = createRng(setup.seed);
  const basic = levelIndex(setup.level) <= levelIndex('A1');
  const difficulty = createDifficulty(setup.difficulty ?? 'normal', setup.level);
  const withGloss = () => difficulty.style().gloss;
  const memory: Record<string, string> = { ...setup.memory };
  const returning = Boolean(memory.name);
  const voice = new Voice();
  const { checker, verbs, english } = toolsFor(glossary);
  const planner = createPlanner({
    tier: basic ? 'basic' : 'richer',
    interests: setup.interests,
    lesson: setup.lesson,
    rng,
  });
  const coach = setup.lesson
    ? createLessonCoach(setup.lesson, scriptFor(setup.lesson.id), glossary, withGloss)
    : null;
  const practice = createPracticePlan({
    focus: setup.focusKind ?? null,
    recurring: setup.recurringKinds ?? [],
  });
  const replies = createReplies({ voice, glossary, english, planner, memory, withGloss, basic, verbs });
  const taughtWords = new Set<string>();
  const usedOnce = new Set<CorrectionCategory>();
  const explanations = createExplanationVariety();
  let greeted = false;
  let lastWordTurn = 0;
  const followUpsUsed = new Set<string>();
  const said: Record<string, string> = {};
  let followStreak = 0;
  let turns = 0;
  let last: { text: string; translation: string } | null = null;
  let question: TopicQuestion | null = null;
  let pending: { target: string; sentence: string; tries: number } | null = null;
  const learnerSaid = new Set<string>();
  const lessonNotes = lessonNoteIds(setup.lesson?.grammarPoints ?? []);
  const focus = setup.lesson ? lessonFocus(setup.lesson.grammarPoints) : undefined;
  /** The correction to remember in a lesson's summary: the first in the lesson's point, else the first. */
  let toRemember: { sentence: string; focus: boolean } | null = null;
  /** This reply carries a part of the lesson's script. */
  let lessonPart = false;
  /** Turns between new topic words: every third for a learner whose plan asks for vocabulary. */
  const wordEvery = setup.goals?.includes('vocabulary') ? 3 : 4;
  /** The grammar note being explained and how far: 1 = rule given, 2 = example given. */
  let explaining: { note: GrammarNote; step: 1 | 2 } | null = null;

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

  /** A grammar question (or a request to go on with one), answered from the grammar notes. */
  function grammarTurn(text: string): TutorTurn | null {
    if (explaining && asksForMore(text)) {
      const { note, step } = explaining;
      explaining = step === 1 ? { note, step: 2 } : null;
      return finish('help', step === 1 ? replies.grammarExample(note) : replies.grammarMore(note), []);
    }
    explaining = null;
    const asking = asksAboutGrammar(text);
    // «¿Ser o estar?», «¿por o para?»: a bare choice between two forms is a grammar question too.
    const short = isQuestion(text) && tokens(text).length <= 5 && /\b(o|vs|versus|or)\b/.test(fold(text));
    if (!asking && !short) return null;
    const match = findNote(text, lessonNotes);
    if (match && (asking || match.score >= 2)) {
      explaining = { note: match.note, step: 1 };
      return finish('help', replies.grammarAnswer(match.note), []);
    }
    return asking ? finish('help', replies.grammarUnknown(), []) : null;
  }

  function finish(kind: TurnKind, full: Line, calls: ToolCall[], correction?: Correction): TutorTurn {
    // A correction or an explanation keeps every part; chat replies get shorter on «easy».
    // A lesson's own parts (the goal, the rule, the scene, the listening line) are never cut.
    const whole = kind === 'correction' || kind === 'help' || lessonPart;
    const reply = whole ? full : shorten(full, difficulty.style().maxWords);
    voice.record(reply.es);
    last = { text: reply.es, translation: reply.en };
    return {
      kind: lessonPart && kind !== 'correction' ? 'lesson' : kind,
      text: reply.es,
      translation: reply.en,
      toolCalls: calls,
      ...(correction ? { correction } : {}),
    };
  }

  /** The next thing to ask: a lesson prompt (teaching a target) or the next topic question. */
  function nextPrompt(calls: ToolCall[], forceSummary = false): Line | null {
    const avoid = learnerSaid;
    if (coach?.summaryDue(forceSummary)) {
      lessonPart = true;
      return coach.summary(toRemember?.sentence ?? null);
    }
    const step = coach?.next(voice);
    if (step) {
      lessonPart = true;
      if (step.item) teach(itemWord(step.item.spanish), step.item.english, calls);
      question = null;
      return step.line;
    }
    // Never ask what was just asked or already said in this session.
    const practised = practice.next(memory, (q) => voice.fresh(q) && !avoid.has(plain(q.es)));
    if (practised) {
      question = practised;
      return { es: practised.es, en: practised.en };
    }
    for (let tries = 0; tries < 6; tries += 1) {
      question = planner.next(memory);
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
    const due = (!coach || coach.free()) && turns >= 3 && turns - lastWordTurn >= wordEvery && topic;
    const word = due ? planner.nextWord(topic) : null;
    if (word) lastWordTurn = turns;
    const intro = word ? replies.newWord(word) : null;
    const reply = fit([...parts.slice(0, -1), intro, parts.at(-1) ?? null], [parts.length - 1, 0]);
    if (word && intro && reply.es.includes(intro.es)) {
      planner.markTaught(word.word);
      teach(word.word, word.definition, calls);
    }
    return reply;
  }

  function remember(facts: readonly { key: string; value: string }[], calls: ToolCall[]) {
    const fresh = facts.filter((fact) => memory[fact.key] !== fact.value);
    for (const fact of fresh) {
      memory[fact.key] = fact.value;
      calls.push({ name: TUTOR_TOOLS.setMemory, arguments: { key: fact.key, value: fact.value } });
    }
    return fresh;
  }

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
    pending = { target: plain(sentence), sentence, tries: 0 };
    usedOnce.add(found.category);
    const inFocus = focus?.has(found.category) ?? false;
    if (coach && (!toRemember || (inFocus && !toRemember.focus))) toRemember = { sentence, focus: inFocus };
    calls.push({
      name: TUTOR_TOOLS.noteCorrection,
      arguments: {
        original: found.original.slice(0, 500),
        corrected: found.corrected.slice(0, 500),
        explanation: explanations.explain(found, setup.uiLanguage ?? 'en'),
        category: KIND_OF_CATEGORY[found.category],
      },
    });
    return finish('correction', replies.correction(found, sentence), calls, found);
  }

  function reply(userText: string): TutorTurn {
    const text = userText.normalize('NFC').trim().slice(0, MAX_ANALYSED_CHARS);
    const folded = fold(text).replace(/[¿¡]/g, '').trim();
    const calls: ToolCall[] = [];
    turns += 1;
    learnerSaid.add(plain(text));
    coach?.heard(text);
    lessonPart = false;
    const intent = classify(text);
    if (intent.kind === 'repeat' && last)
      return { kind: 'repeat', text: last.text, translation: last.translation, toolCalls: [] };
    if (intent.kind === 'empty')
      return finish('unclear', join([replies.empty(), replies.simpler(question)]), calls);

    // A repeat after a correction: praise it, try once more, or move on kindly after two tries.
    if (pending) {
      const expected = pending;
      const said = plain(text);
      if (said.includes(expected.target)) {
        pending = null;
        const noticed = coach?.notice(voice, !checker.check(text), false) ?? null;
        return finish('praise', fit([replies.praise(), noticed, nextPrompt(calls)], [1]), calls);
      }
      const attempt = overlap(said, expected.target) >= 0.5;
      if (attempt && !checker.check(text)) pending = null;
      else if (attempt) {
        expected.tries += 1;
        if (expected.tries < 2) return finish('correction', replies.tryAgain(expected.sentence), calls);
        pending = null;
        return finish('follow_up', fit([replies.moveOn(), nextPrompt(calls)]), calls);
      } else pending = null;
    }

    const grammar = grammarTurn(text);
    if (grammar) return grammar;
    if (intent.kind === 'simpler') return finish('help', replies.simpler(question, true), calls);
    if (intent.kind === 'meaning' || intent.kind === 'how-to-say') {
      // What the learner asked about is theirs to keep: it goes to New vocabulary.
      const item = replies.askedItem(intent.kind, intent.word);
      if (item) teach(item.word, item.definition, calls);
      const answer = intent.kind === 'meaning' ? replies.meaning(intent.word) : replies.howToSay(intent.word);
      return finish('help', fit([answer, nextPrompt(calls)], [1]), calls);
    }
    // The answer to the listening exercise is about understanding: a name or a number will do.
    if (coach?.listening()) {
      lessonPart = true;
      const heard = coach.hear(text, voice);
      return finish('help', join([heard, coach.summaryDue(false) ? nextPrompt(calls) : null]), calls);
    }
    // In a lesson's scene «no sé» gets a hint with the expression the step needs, not a stock answer.
    if (intent.kind === 'dont-know' && coach && !coach.free())
      return finish('help', join([LESSON_NO_WORRY, nextPrompt(calls)]), calls);
    if (intent.kind === 'dont-know')
      return finish('help', fit([replies.dontKnow(question), nextPrompt(calls)], [1]), calls);
    if (intent.kind === 'summary' && coach?.summaryDue(true)) {
      lessonPart = true;
      return finish('summary', coach.summary(toRemember?.sentence ?? null), calls);
    }
    if (replies.isEnglish(text))
      return finish('english', fit([replies.english(text), nextPrompt(calls)], [1]), calls);

    const found = checker.check(text, { skip: difficulty.skip(usedOnce), prefer: focus });
    difficulty.record(!checker.check(text));
    const understood = understand(found?.corrected ?? text, glossary, verbs, question?.expects ?? null);
    const fresh = remember(understood.facts, calls);
    if (found) return correctionTurn(found, calls);

    // A lesson target used in a sentence nobody could fault is praised; otherwise only noted.
    const noticed = coach?.notice(voice, accepted(text)) ?? null;
    // In a lesson's scene a goodbye is part of the scene; afterwards it ends the talk.
    if (FAREWELL.test(folded) && (!coach || coach.free()))
      return finish('farewell', replies.farewell(), calls);
    // A lesson opens with its goal whatever the first words are.
    if (!greeted && (GREETING.test(folded) || coach)) {
      greeted = true;
      return finish('greeting', greeting(fresh, calls), calls);
    }
    greeted = true;
    // What the learner said this session but the tutor keeps no memory of: not to be asked again.
    if (/\btrabajo (en|para)\b/.test(folded)) said.workplace = 'yes';
    if (/\bestudio\b/.test(folded)) said.studies = 'yes';
    const reaction = replies.react(text, understood, fresh, question);
    const answer =
      reaction.line && /\by (tu|usted)\b/.test(folded) && !isQuestion(text.replace(/[¿?]\s*$/, ''))
        ? null
        : replies.answer(text, question);
    // Follow what the learner said: a question about the thing they named, a few turns running,
    // before the next topic question (which then comes with a bridge).
    const follow =
      !answer && (!coach || coach.free()) && followStreak < MAX_FOLLOW_UPS
        ? followUp({
            text,
            understood,
            glossary,
            verbs,
            memory: { ...said, ...memory },
            used: followUpsUsed,
            basic,
          })
        : null;
    if (follow && voice.fresh(follow.line)) {
      followUpsUsed.add(follow.id);
      followStreak += 1;
      question = null;
      // The tutor's own reaction to the thing said comes first; a generic one only if it is new.
      const specific = reaction.kind === 'follow_up' && !reaction.generic ? reaction.line : null;
      const react = follow.react && voice.fresh(follow.react) ? follow.react : null;
      const lead = noticed ?? specific ?? react ?? reaction.line;
      return finish('follow_up', fit([lead, follow.line], [0]), calls);
    }
    const bridged = followStreak > 0 ? replies.bridge() : null;
    followStreak = 0;
    const parts = [noticed ?? reaction.line, answer, bridged, nextPrompt(calls)];
    const reply = bridged ? fit(parts, [0]) : withTopicWord(parts, calls, text);
    return finish(answer ? 'answer' : reaction.kind, reply, calls);
  }

  function greeting(fresh: readonly { key: string; value: string }[], calls: ToolCall[]): Line {
    const named = fresh.find((fact) => fact.key === 'name');
    const hello = named
      ? voice.pick([fill(GREETINGS.named, { name: named.value })])
      : memory.name
        ? fill(returning ? GREETINGS.returning : GREETINGS.again[0], { name: memory.name })
        : GREETINGS.first;
    const welcome = named ? voice.pick(NICE_TO_MEET, { name: named.value }) : null;
    if (coach) {
      lessonPart = true;
      return join([hello, coach.opening(), LESSON_READY]);
    }
    return fit([hello, welcome && !named ? welcome : null, nextPrompt(calls)], [1]);
  }

  return { reply, memory: () => ({ ...memory }) };
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

/** Share of the expected words the learner said (a try at the repeat, or something else?). */
function overlap(said: string, expected: string): number {
  const words = new Set(said.split(' '));
  const wanted = expected.split(' ').filter(Boolean);
  return wanted.length === 0 ? 0 : wanted.filter((w) => words.has(w)).length / wanted.length;
}
