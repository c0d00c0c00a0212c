/**
 * Lesson mode: the tutor previews the lesson's first expressions, then prompts each target in
 * order (with a grammar point every few), notices when the learner uses one, and sums up.
 */
import type { Glossary } from '../content/glossary';
import type { LessonContent } from '../content/lessons';
import {
  GRAMMAR_POINT,
  LESSON_END_HINT,
  LESSON_PREVIEW,
  LESSON_SUMMARY,
  LESSON_SUMMARY_NONE,
  PRACTISE_WORD,
  USED_WORD,
} from '../content/tutor/lesson-teaching';
import type { Line } from '../content/tutor/types';
import { fill, type Voice } from './compose';
import { learnerTargetsUsed } from '../content/lessons/learner-targets';
import { englishGloss } from './phrases';

const WORDS_BETWEEN_GRAMMAR = 3;

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

/** The Spanish example of a grammar point: the text after ":" ("Adjective after the noun: la mesa blanca"). */
export function grammarExample(point: string): string | null {
  const after = point.includes(':') ? point.slice(point.indexOf(':') + 1) : '';
  const example =
    after
      .split(/[;,]| vs | \/ /)[0]
      ?.replace(/[.…]+$/, '')
      .replace(/["“”]/g, '')
      .trim() ?? '';
  return example.length >= 3 && example.split(/\s+/).length <= 7 && !/→/.test(example) ? example : null;
}

export function createLessonCoach(lesson: LessonContent, glossary: Glossary, withGloss: boolean) {
  const items = lesson.vocabulary;
  const introduced = new Set<string>();
  const used = new Set<string>();
  const promptedSet = new Set<string>();
  const grammar = lesson.grammarPoints
    .map((point) => ({ point, example: grammarExample(point) }))
    // Only a Spanish example goes into a Spanish reply: «Para: purpose, …» names the use, it does
    // not show it (and «cause» is also a form of causar), so an example is a phrase of known words.
    .filter((g) => {
      const words = g.example?.split(/\s+/) ?? [];
      return words.length >= 2 && words.every((word) => glossary.lookup(word.replace(/[^\p{L}]/gu, '')));
    });
  let grammarIndex = 0;
  let sinceGrammar = 0;
  let summarised = false;
  let current: string | null = null;
  const gloss = (english: string) => (withGloss ? ` (${englishGloss(english).replace(/[?!]/g, '')})` : '');
  const count = (n: number): Line =>
    n === 1
      ? { es: 'una expresión', en: 'one expression' }
      : { es: `${n} expresiones`, en: `${n} expressions` };

  return {
    introduced: () => [...introduced],
    markIntroduced(item: string) {
      introduced.add(item);
    },
    /** Turn 1: the first two expressions. */
    preview(): { line: Line; items: typeof items } | null {
      const [a, b] = items;
      if (!a || !b) return null;
      return {
        line: fill(LESSON_PREVIEW, { a: itemWord(a.spanish), b: itemWord(b.spanish) }),
        items: [a, b],
      };
    },
    /** Targets the learner used for the first time in this message; praise for one of them. */
    notice(text: string, voice: Voice, praise: boolean): Line | null {
      const found = learnerTargetsUsed(lesson, [text], glossary).used.filter((item) => !used.has(item));
      for (const item of found) used.add(item);
      if (found.length === 0 || !praise) return null;
      const praised = found.includes(current ?? '') ? (current as string) : (found[0] as string);
      return voice.pick(USED_WORD, { word: itemWord(praised) });
    },
    /** The next prompt: a grammar point every few words, else the next target not yet used. */
    next(voice: Voice): LessonStep | null {
      const point = grammar[grammarIndex];
      if (point && sinceGrammar >= WORDS_BETWEEN_GRAMMAR) {
        grammarIndex += 1;
        sinceGrammar = 0;
        return {
          line: voice.pick(GRAMMAR_POINT, {
            example: point.example as string,
            point: { es: '', en: point.point },
          }),
        };
      }
      const item = items.find(
        (candidate) =>
          !used.has(candidate.spanish) &&
          candidate.spanish !== current &&
          !promptedSet.has(candidate.spanish),
      );
      if (!item) return null;
      current = item.spanish;
      promptedSet.add(item.spanish);
      sinceGrammar += 1;
      return {
        line: voice.pick(
          PRACTISE_WORD,
          { word: itemWord(item.spanish), gloss: gloss(item.english) },
          promptedSet.size - 1,
        ),
        item,
      };
    },
    /** Time for the summary: every target prompted or used, once. */
    summaryDue(force: boolean): boolean {
      if (summarised) return false;
      return force || items.every((item) => used.has(item.spanish) || promptedSet.has(item.spanish));
    },
    summary(): Line {
      summarised = true;
      const list = [...used];
      const line =
        list.length > 0
          ? fill(LESSON_SUMMARY[0] as Line, { count: count(list.length), a: itemWord(list[0] as string) })
          : fill(LESSON_SUMMARY_NONE, {
              count: count(introduced.size || items.length),
              a: itemWord(items[0]?.spanish ?? ''),
            });
      return { es: `${line.es} ${LESSON_END_HINT.es}`, en: `${line.en} ${LESSON_END_HINT.en}` };
    },
  };
}
