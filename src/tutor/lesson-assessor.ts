/**
 * How a learner turn counts in a lesson: which of the lesson's expressions it uses, whether it
 * shows the lesson's grammar point, and whether the checker accepts it. Only accepted sentences
 * earn credit («De repente, sonaba el teléfono» uses a past tense, wrongly: no credit).
 */
import type { Glossary } from '../content/glossary';
import type { LessonContent } from '../content/lessons';
import { learnerTargetsUsed } from '../content/lessons/learner-targets';
import type { LessonScript } from '../content/lessons/scripts';
import type { Correction } from './grammar/engine';
import { fold } from './text';
import { toolsFor } from './tools';

export interface TurnAssessment {
  /** No error found in it. */
  accepted: boolean;
  /** The lesson expressions it uses, as the lesson writes them. */
  items: string[];
  /** It shows the lesson's grammar point. */
  grammar: boolean;
  correction: Correction | null;
}

const WORD = /[\p{L}\p{N}]+/gu;

export function createLessonAssessor(
  lesson: Pick<LessonContent, 'vocabulary'>,
  script: Pick<LessonScript, 'grammarUse'> | null,
  glossary: Glossary,
) {
  const { checker, verbs } = toolsFor(glossary);
  const tenses = new Set(script?.grammarUse.tenses ?? []);
  const phrases = script?.grammarUse.phrases ?? [];

  function showsGrammar(text: string): boolean {
    const words = fold(text).match(WORD) ?? [];
    const spaced = ` ${words.join(' ')} `;
    if (phrases.some((phrase) => spaced.includes(` ${phrase} `))) return true;
    return words.some((word) => verbs.tensed(word).some((reading) => tenses.has(reading.tense)));
  }

  return {
    assess(text: string): TurnAssessment {
      const correction = checker.check(text);
      return {
        accepted: correction === null,
        items: learnerTargetsUsed(lesson, [text], glossary).used,
        grammar: showsGrammar(text),
        correction,
      };
    },
  };
}
