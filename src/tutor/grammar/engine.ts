/**
 * The tutor's correction engine: category rules over parsed tokens (product.md#realtime-protocol).
 * It only speaks when a rule is sure, so a correct
 * sentence is never "corrected"; the tutor's own replies must pass it too.
 */
import type { Glossary } from '../../content/glossary';
import { EXPLANATIONS, type CorrectionCategory } from '../../content/tutor/correction-categories';
import { createVerbIndex, type VerbIndex } from './conjugation';
import { gustarAgreement, gustarPronoun } from './rules/gustar';
import { adjectiveAgreement, adjectivePosition, determinerNoun } from './rules/noun-phrase';
import { muyMucho, pluralAfterNumber, quantifierAgreement } from './rules/quantities';
import { serEstarLocation, serEstarState, serOrigin } from './rules/ser-estar';
import { ageWithTener, hayEstar, tenerExpression, weatherHacer } from './rules/tener-hacer-hay';
import { contraction, doubleNegative, personalA } from './rules/small-words';
import { porPara, porQue } from './rules/por-para';
import { accent } from './rules/accents';
import { genteSingular, infinitiveAfterSubject, irAInfinitive, llamarse } from './rules/verbs';
import { subjectVerbAgreement } from './rules/verb-agreement';
import { falseFriend } from './rules/false-friends';
import { dequeismo, greetingAgreement, loQue, masMejor, tenerQue } from './rules/fixed-phrases';
import { pastAgreement, progressiveForm, regularisedForm } from './rules/forms';
import {
  imperfectHabit,
  perfectWithFinishedTime,
  presentForPast,
  preteriteImperfect,
} from './rules/past-tenses';
import { objectPronoun, reflexivePronoun } from './rules/pronouns';
import { siConditional, subjunctiveMood } from './rules/subjunctive';
import { cuandoFuture, reportedFuture } from './rules/future-clauses';
import { pedirPreguntar, saberConocer } from './rules/verb-choice';
import { verbPreposition } from './rules/verb-prepositions';
import { applyEdits, parseSentence, type Finding, type Rule } from './sentence';
import { fold } from '../text';

/** Most telling first: a learner hears about «tengo 20 años» before an article. */
const RULES: readonly Rule[] = [
  greetingAgreement,
  llamarse,
  regularisedForm,
  falseFriend,
  ageWithTener,
  tenerExpression,
  weatherHacer,
  gustarPronoun,
  gustarAgreement,
  serEstarLocation,
  serEstarState,
  serOrigin,
  hayEstar,
  perfectWithFinishedTime,
  presentForPast,
  preteriteImperfect,
  imperfectHabit,
  siConditional,
  cuandoFuture,
  subjunctiveMood,
  reportedFuture,
  progressiveForm,
  tenerQue,
  infinitiveAfterSubject,
  subjectVerbAgreement,
  irAInfinitive,
  pastAgreement,
  genteSingular,
  reflexivePronoun,
  objectPronoun,
  saberConocer,
  pedirPreguntar,
  verbPreposition,
  dequeismo,
  loQue,
  masMejor,
  determinerNoun,
  adjectivePosition,
  quantifierAgreement,
  muyMucho,
  adjectiveAgreement,
  pluralAfterNumber,
  contraction,
  personalA,
  doubleNegative,
  porPara,
  porQue,
  accent,
];

/** Work bound: only this much of a message is analysed. */
export const MAX_ANALYSED_CHARS = 500;
const MAX_FIX_ROUNDS = 4;

export interface Correction {
  category: CorrectionCategory;
  /** The learner's phrase, as written. */
  wrong: string;
  /** The same phrase corrected. */
  right: string;
  /** The learner's sentence with every error the engine knows fixed. */
  corrected: string;
  /** The learner's sentence as written. */
  original: string;
  explanation: { en: string; es: string };
}

export interface GrammarChecker {
  /** The first error of the first faulty sentence, or null when the engine finds none. */
  check(
    text: string,
    options?: { skip?: ReadonlySet<CorrectionCategory>; prefer?: ReadonlySet<CorrectionCategory> },
  ): Correction | null;
  /** Every category found in a text (one per sentence), for checking the tutor's own words. */
  findings(text: string): CorrectionCategory[];
}

/** Sentences of a message, each with its closing punctuation. */
export function sentencesOf(text: string): string[] {
  return (text.match(/[^.!?]+[.!?]*/g) ?? []).map((s) => s.trim()).filter((s) => /[\p{L}\p{N}]/u.test(s));
}

function fill(template: string, slots: Record<string, string> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => slots[key] ?? '');
}

/**
 * Quoted words are mentioned, not used («Practica «ayer»: di una frase»): they are blanked (same
 * length, so the rules' offsets still point into the learner's text) before the rules read it.
 */
export function maskQuotes(text: string): string {
  return text.replace(/«[^»]*»|“[^”]*”|"[^"]*"/g, (quoted) => ' '.repeat(quoted.length));
}

/** Builds the checker once per glossary (the verb index is the costly part). */
export function createGrammarChecker(glossary: Glossary): GrammarChecker {
  const verbs: VerbIndex = createVerbIndex(glossary);

  function firstFinding(
    text: string,
    skip?: ReadonlySet<CorrectionCategory>,
    prefer?: ReadonlySet<CorrectionCategory>,
  ): Finding | null {
    const context = { sentence: parseSentence(maskQuotes(text)), glossary, verbs };
    let first: Finding | null = null;
    for (const rule of RULES) {
      const found = rule(context);
      if (!found || skip?.has(found.category)) continue;
      // In a lesson, an error in the lesson's own grammar point is the one to talk about.
      if (!prefer || prefer.has(found.category)) return found;
      first ??= found;
    }
    return first;
  }

  function correct(
    sentence: string,
    skip?: ReadonlySet<CorrectionCategory>,
    prefer?: ReadonlySet<CorrectionCategory>,
  ): Correction | null {
    const first = firstFinding(sentence, skip, prefer);
    if (!first) return null;
    const fixed = applyEdits(sentence, first.edits);
    const delta = first.edits.reduce((sum, edit) => sum + edit.text.length - (edit.end - edit.start), 0);
    const right = fixed.slice(first.span[0], first.span[1] + delta).trim();
    let corrected = fixed;
    for (let round = 0; round < MAX_FIX_ROUNDS; round += 1) {
      const next = firstFinding(corrected, skip);
      if (!next) break;
      corrected = applyEdits(corrected, next.edits);
    }
    const template = EXPLANATIONS[first.category];
    const whole = corrected.charAt(0).toUpperCase() + corrected.slice(1);
    // A later fix can change the first one («yo va» → «yo voy» → «yo fui»): then the phrase shown
    // as right would not be in the right sentence, so the whole sentences are shown instead.
    const kept = fold(corrected).includes(fold(right.trim()));
    const wrong = kept
      ? sentence.slice(first.span[0], first.span[1]).trim()
      : sentence.trim().replace(/[.!]+$/, '');
    return {
      category: first.category,
      wrong,
      right: kept
        ? lowerFirst(right, !/[\p{L}\p{N}]/u.test(sentence.slice(0, first.span[0])), glossary)
        : whole.replace(/[.!]+$/, ''),
      corrected: whole,
      original: sentence,
      explanation: { en: fill(template.en, first.slots), es: fill(template.es, first.slots) },
    };
  }

  return {
    check(text, options) {
      const limited = text.normalize('NFC').slice(0, MAX_ANALYSED_CHARS);
      for (const sentence of sentencesOf(limited)) {
        const found = correct(sentence, options?.skip, options?.prefer);
        if (found) return found;
      }
      return null;
    },
    findings(text) {
      return sentencesOf(text.normalize('NFC'))
        .map((sentence) => firstFinding(sentence)?.category)
        .filter((category): category is CorrectionCategory => Boolean(category));
    },
  };
}

/** «Soy 20 años» is corrected as «tengo 20 años»: a phrase, not a sentence start (names keep their capital). */
function lowerFirst(phrase: string, atStart: boolean, glossary: Glossary): string {
  if (!atStart) return phrase;
  const first = phrase.split(/\s+/)[0] ?? '';
  const lower = first.toLowerCase();
  return glossary.lookup(lower) || /^(yo|tú|él|ella|hay|al|del)$/.test(lower)
    ? phrase.charAt(0).toLowerCase() + phrase.slice(1)
    : phrase;
}
