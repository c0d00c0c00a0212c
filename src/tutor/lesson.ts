/**
 * Lesson mode, played as a guided role-play from the lesson's script: the goal, the grammar point
 * with one example (from the grammar notes), the scene with the tutor in its role (each step
 * gives the learner a reason to use the lesson's expressions; one hint when they did not), the
 * listening exercise, and a closing summary of what was used, what is missing and the correction
 * to remember. Between steps the tutor still answers what the learner says.
 */
import type { Glossary } from '../content/glossary';
import type { LessonContent } from '../content/lessons';
import { learnerTargetsUsed } from '../content/lessons/learner-targets';
import type { LessonScript } from '../content/lessons/scripts';
import { GRAMMAR_NOTES } from '../content/tutor/grammar-notes';
import {
  LESSON_END_HINT,
  LESSON_GRAMMAR,
  LESSON_HINT,
  LESSON_LISTENING,
  LESSON_MISSED,
  LESSON_OPENING,
  LESSON_REMEMBER,
  LESSON_SCENE,
  LESSON_SUMMARY,
  LESSON_SUMMARY_NONE,
  LISTENING_AGAIN,
  LISTENING_ANSWER,
  LISTENING_RIGHT,
  USED_WORD,
} from '../content/tutor/lesson-teaching';
import type { Line } from '../content/tutor/types';
import { fill, join, type Voice } from './compose';
import { lessonNoteIds } from './grammar-questions';
import { englishGloss } from './phrases';
import { fold } from './text';

export interface LessonStep {
  line: Line;
  /** The vocabulary item it introduces (for add_vocabulary), if any. */
  item?: { spanish: string; english: string };
}

/** A target as quoted in a reply and saved as a word: without ¿?¡! and trailing dots. */
export function itemWord(spanish: string): string {
  return spanish
    .replace(/[¿?¡!]|…|\.\.\./g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

type Phase = 'grammar' | 'scene' | 'steps' | 'listening' | 'summary' | 'free';

/** «a», «b» y «c» in Spanish; “a”, “b” and “c” in English. */
const quoteList = (items: readonly string[]): Line => {
  const list = (open: string, close: string, and: string) => {
    const marks = items.map((item) => `${open}${itemWord(item)}${close}`);
    const last = marks.pop() ?? '';
    return marks.length > 0 ? `${marks.join(', ')} ${and} ${last}` : last;
  };
  return { es: list('«', '»', 'y'), en: list('“', '”', 'and') };
};

export function createLessonCoach(
  lesson: LessonContent,
  script: LessonScript | null,
  glossary: Glossary,
  withGloss: () => boolean,
) {
  const items = lesson.vocabulary;
  const introduced = new Set<string>();
  const used = new Set<string>();
  const note = [...lessonNoteIds(lesson.grammarPoints)]
    .map((id) => GRAMMAR_NOTES.find((n) => n.id === id))
    .find((n) => n !== undefined);
  let phase: Phase = note ? 'grammar' : 'scene';
  let step = 0;
  let hinted = -1;
  let lastTurn: string[] = [];
  let listeningTries = 0;
  const gloss = (english: string) => (withGloss() ? ` (${englishGloss(english).replace(/[?!]/g, '')})` : '');
  const count = (n: number): Line =>
    n === 1
      ? { es: 'una expresión', en: 'one expression' }
      : { es: `${n} expresiones`, en: `${n} expressions` };

  /** The first expression the current step calls for that the learner has not used yet. */
  function hintFor(index: number) {
    const wanted = script?.steps[index]?.expects ?? [];
    const spanish = wanted.find((item) => !used.has(item));
    return items.find((item) => item.spanish === spanish) ?? null;
  }

  function listeningLine(): Line {
    if (!script) return LESSON_END_HINT;
    const { line, question } = script.listening;
    return fill(LESSON_LISTENING, { line: { es: line.es, en: line.en }, question });
  }

  return {
    introduced: () => [...introduced],
    markIntroduced(item: string) {
      introduced.add(item);
    },
    /** The learner's turn, read before anything is said: which targets it uses. */
    heard(text: string): void {
      lastTurn = learnerTargetsUsed(lesson, [text], glossary).used;
    },
    /** The first turn: what today's lesson is and what the learner will do. */
    opening(): Line {
      const task = script?.task ?? { es: '', en: '' };
      return fill(LESSON_OPENING, { title: { es: lesson.es.title, en: lesson.title }, task });
    },
    /** Targets used for the first time in an accepted sentence; praise for one of them. */
    notice(voice: Voice, accepted: boolean, praise = true): Line | null {
      if (!accepted) return null;
      const fresh = lastTurn.filter((item) => !used.has(item));
      for (const item of fresh) used.add(item);
      const praised = fresh[0];
      return praised && praise ? voice.pick(USED_WORD, { word: itemWord(praised) }) : null;
    },
    /** The lesson's script is done: the talk follows the learner freely. */
    free: () => phase === 'free',
    /** The next part of the lesson, or null when the lesson is done and the talk is free. */
    next(voice: Voice): LessonStep | null {
      if (phase === 'grammar' && note) {
        phase = 'scene';
        const example = {
          es: note.example.es.replace(/[.]+$/, ''),
          en: note.example.en.replace(/[.]+$/, ''),
        };
        return { line: fill(LESSON_GRAMMAR, { answer: note.answer.basic, example }) };
      }
      if (!script) {
        phase = 'free';
        return null;
      }
      if (phase === 'scene') {
        phase = 'steps';
        step = 1;
        const first = script.steps[0];
        return { line: join([fill(LESSON_SCENE, { role: script.role, scene: script.scene }), first?.line]) };
      }
      if (phase === 'steps') {
        const previous = step - 1;
        const expected = script.steps[previous]?.expects ?? [];
        const missed = expected.length > 0 && !expected.some((item) => lastTurn.includes(item));
        const hint = missed && hinted !== previous ? hintFor(previous) : null;
        if (hint) {
          hinted = previous;
          return {
            line: voice.pick(LESSON_HINT, { word: itemWord(hint.spanish), gloss: gloss(hint.english) }),
            item: hint,
          };
        }
        const current = script.steps[step];
        step += 1;
        if (current) return { line: current.line };
        phase = 'listening';
        return { line: join([script.closing, listeningLine()]) };
      }
      // Asked for something else meanwhile («no sé»): the line to listen to, once more.
      if (phase === 'listening') return { line: fill(LISTENING_AGAIN, { line: script.listening.line }) };
      return null;
    },
    /** Waiting for the answer to the listening question. */
    listening: () => phase === 'listening' && script !== null,
    /** The learner's answer to the listening question: right, once more, or the answer. */
    hear(text: string, voice: Voice): Line {
      const listening = script?.listening;
      const said = ` ${fold(text).replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
      if (!listening || listening.answers.some((answer) => said.includes(` ${answer} `))) {
        phase = 'summary';
        return voice.pick(LISTENING_RIGHT);
      }
      listeningTries += 1;
      if (listeningTries < 2) return fill(LISTENING_AGAIN, { line: listening.line });
      phase = 'summary';
      const shown = answerAsWritten(listening.line.es, listening.answers[0] ?? '');
      return fill(LISTENING_ANSWER, { answer: shown });
    },
    /** Time for the summary: after the listening exercise, or when asked. */
    summaryDue(force: boolean): boolean {
      return phase === 'summary' || (force && phase !== 'free');
    },
    summary(remember: string | null): Line {
      phase = 'free';
      const list = items.filter((item) => used.has(item.spanish)).map((item) => item.spanish);
      const missed = items.filter((item) => !used.has(item.spanish)).map((item) => item.spanish);
      return join([
        list.length > 0
          ? fill(LESSON_SUMMARY, { count: count(list.length), a: itemWord(list[0] as string) })
          : LESSON_SUMMARY_NONE,
        missed.length > 0 ? fill(LESSON_MISSED, { missed: quoteList(missed.slice(0, 3)) }) : null,
        remember ? fill(LESSON_REMEMBER, { sentence: remember }) : null,
        LESSON_END_HINT,
      ]);
    },
  };
}

/** The answer as the line writes it (with its accents and capitals): «Pablo», not «pablo». */
function answerAsWritten(line: string, folded: string): string {
  const words = line.match(/[\p{L}\p{N}]+/gu) ?? [];
  const length = folded.split(' ').length;
  for (let i = 0; i + length <= words.length; i += 1) {
    const candidate = words.slice(i, i + length).join(' ');
    if (fold(candidate) === folded) return candidate;
  }
  return folded;
}
