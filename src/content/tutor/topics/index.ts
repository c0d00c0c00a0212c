/** The tutor's conversation topics, one per learner interest, plus everyday life and "about you". */
import type { Topic } from '../types';
import { ABOUT_YOU } from './about-you';
import { CULTURE } from './culture';
import { DAILY_LIFE } from './daily-life';
import { FAMILY_AND_HOME } from './family-and-home';
import { FOOD_AND_DRINK } from './food-and-drink';
import { FREE_TIME } from './free-time';
import { FRIENDS } from './friends-and-dating';
import { SHOPPING } from './shopping';
import { TRAVEL } from './travel';
import { WORK } from './work';

export { ABOUT_YOU };
export const TOPICS: readonly Topic[] = [
  FOOD_AND_DRINK,
  TRAVEL,
  FAMILY_AND_HOME,
  WORK,
  FREE_TIME,
  FRIENDS,
  CULTURE,
  SHOPPING,
  DAILY_LIFE,
];

/** Interest ids (onboarding) → topic ids; dating shares the friends topic. */
export const INTEREST_TOPIC: Readonly<Record<string, string>> = {
  food: 'food',
  travel: 'travel',
  family: 'family',
  business: 'business',
  entertainment: 'entertainment',
  socializing: 'socializing',
  dating: 'socializing',
  culture: 'culture',
  shopping: 'shopping',
};

/** English words in lesson titles and topics that point at a topic. */
export const LESSON_TOPIC_HINTS: readonly [string, RegExp][] = [
  ['food', /\b(food|restaurant|meal|cook|menu|order|café|cafe|drink|breakfast|dinner|kitchen|recipe)/i],
  ['shopping', /\b(shop|buy|price|market|clothes|store|money|pay|cost)/i],
  [
    'travel',
    /\b(travel|trip|hotel|airport|station|direction|holiday|vacation|transport|ticket|tourist|countr)/i,
  ],
  ['family', /\b(family|relative|parent|sibling|pet|home|house)/i],
  ['business', /\b(work|job|office|meeting|interview|profession|business|career|colleague|negotiat)/i],
  ['entertainment', /\b(film|movie|music|sport|hobby|hobbies|free time|book|game|leisure|song|poetry)/i],
  [
    'socializing',
    /\b(friend|party|invitation|plans|weekend|greet|neighbour|neighbor|classmate|introduc|meet|date|dating)/i,
  ],
  ['culture', /\b(culture|tradition|festival|art|history|custom|celebrat|region)/i],
  ['daily', /\b(routine|day|time|weather|daily|morning|health|doctor|body)/i],
];
