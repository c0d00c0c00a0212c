/**
 * The tutor's phrasebook: whole phrases and short sentences for «How do you say "I'm tired"?» and
 * «¿Qué significa "me da igual"?», by theme, plus everyday expressions learners ask about.
 */
import { CAFE } from './cafe';
import { CLASSROOM } from './classroom';
import { DIRECTIONS } from './directions';
import { EXPRESSIONS } from './expressions';
import { FEELINGS } from './feelings';
import { GREETINGS } from './greetings';
import { HEALTH } from './health';
import { HOME_FAMILY } from './home-family';
import { createPhraseIndex } from './lookup';
import { NEEDS } from './needs';
import { OPINIONS } from './opinions';
import { PLANS } from './plans';
import { PROBLEMS } from './problems';
import { SHOPPING } from './shopping';
import { SMALL_TALK } from './small-talk';
import { TIME } from './time';
import type { PhraseEntry } from './types';
import { TRAVEL } from './travel';
import { WEATHER } from './weather';
import { WORK_STUDY } from './work-study';

export type { PhraseEntry } from './types';

/** Every phrase, by theme, then the everyday expressions. */
export const PHRASEBOOK: readonly PhraseEntry[] = [
  ...GREETINGS,
  ...FEELINGS,
  ...NEEDS,
  ...CAFE,
  ...SHOPPING,
  ...DIRECTIONS,
  ...TRAVEL,
  ...HEALTH,
  ...TIME,
  ...WORK_STUDY,
  ...HOME_FAMILY,
  ...PLANS,
  ...OPINIONS,
  ...CLASSROOM,
  ...PROBLEMS,
  ...SMALL_TALK,
  ...WEATHER,
  ...EXPRESSIONS,
];

let index: ReturnType<typeof createPhraseIndex> | undefined;
const shared = () => (index ??= createPhraseIndex(PHRASEBOOK));

/** The entry for an English phrase or short sentence a learner asks to say in Spanish ("i'm tired", "I would like a coffee please", "how much is it?"), tolerant of case, punctuation, contractions (i'm, don't, what's, i'd), a trailing "please", "in spanish", quotes, and an initial "to " for verbs. Null when none fits. */
export function phraseFor(english: string): PhraseEntry | null {
  return shared().phraseFor(english);
}

/** The entry whose Spanish matches a phrase a learner asks the meaning of («la cuenta», "me da igual", "Qué tal"), folded (case and accents) and without ¿?¡!. Null when none fits. */
export function meaningOf(spanish: string): PhraseEntry | null {
  return shared().meaningOf(spanish);
}
