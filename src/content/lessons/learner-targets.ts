/**
 * Which of a lesson's target expressions the learner used (lemmatised, accents ignored), so a
 * lesson is scored on the learner's words, never the tutor's (lesson score).
 */
import { getGlossary, type Glossary } from '../glossary';
import { lemmatise } from '../glossary/lemmatiser';
import type { LessonTargets } from './schema';
import { fold } from '../../domain/text';

const ARTICLES = new Set(['el', 'la', 'los', 'las', 'un', 'una', 'unos', 'unas']);
const WORD = /[\p{L}\p{N}]+/gu;

interface Key {
  surface: string;
  lemma: string | null;
  /** Every dictionary form the word can be a form of («desayuno»: desayuno, desayunar). */
  lemmas: readonly string[];
}

function keys(text: string, glossary: Glossary): Key[] {
  return (text.normalize('NFC').match(WORD) ?? []).map((word) => {
    const hit = glossary.lookup(word);
    const lemmas = lemmatise(word, (lemma) => glossary.has(lemma)).map(fold);
    return { surface: fold(word), lemma: hit ? fold(hit.lemma) : null, lemmas };
  });
}

/** «levantarse» is practised by «me levanto»: a reflexive target matches its verb's forms. */
const withoutReflexive = (infinitive: string) => infinitive.replace(/(?<=[aeií]r)se$/, '');

/** The alternatives of a target ("el ordenador / la computadora"), each as words to find. */
export function targetForms(item: string, glossary: Glossary): Key[][] {
  return item
    .split(/\s\/\s/)
    .map((alternative) => {
      const words = keys(alternative.replace(/…|\.\.\./g, ' '), glossary);
      return words.length > 1 && ARTICLES.has(words[0]?.surface ?? '') ? words.slice(1) : words;
    })
    .filter((words) => words.length > 0);
}

/** Whether learner words (keys) contain a target: a word given as its lemma matches any form. */
function contains(learner: readonly Key[], target: readonly Key[]): boolean {
  const matches = (said: Key, wanted: Key) =>
    said.surface === wanted.surface ||
    (wanted.lemma !== null &&
      wanted.lemma === wanted.surface &&
      (said.lemma === wanted.lemma || said.lemmas.includes(withoutReflexive(wanted.lemma))));
  for (let i = 0; i + target.length <= learner.length; i += 1) {
    if (target.every((wanted, j) => matches(learner[i + j] as Key, wanted))) return true;
  }
  return false;
}

export interface TargetUse {
  /** The lesson's vocabulary items (as written in the lesson) the learner used. */
  used: string[];
  total: number;
  /** Percentage 0–100 of targets used. */
  score: number;
}

/** The lesson targets found in the learner's own messages (not the tutor's). */
export function learnerTargetsUsed(
  lesson: LessonTargets,
  learnerTexts: readonly string[],
  glossary: Glossary = getGlossary(),
): TargetUse {
  const learner = learnerTexts.flatMap((text) => [
    ...keys(text, glossary),
    { surface: '\u0000', lemma: null, lemmas: [] },
  ]);
  const used = lesson.vocabulary
    .filter((item) => targetForms(item.spanish, glossary).some((form) => contains(learner, form)))
    .map((item) => item.spanish);
  const total = lesson.vocabulary.length;
  return { used, total, score: total === 0 ? 100 : Math.round((used.length / total) * 100) };
}
