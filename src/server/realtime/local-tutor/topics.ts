/** Which topics the local tutor talks about: the lesson's, else the learner's interests. */
import type { LessonContent } from '../../../content/lessons';
import { TOPIC_IDS, type TopicBank, type TopicId } from './topic-types';
import { TOPICS_A } from './topics-a';
import { TOPICS_B } from './topics-b';
import { fold } from './text';

export const TOPICS: ReadonlyMap<TopicId, TopicBank> = new Map(
  [...TOPICS_A, ...TOPICS_B].map((bank) => [bank.id, bank]),
);

/** The bank of a topic id (every id has one). */
export function topicBank(id: TopicId): TopicBank {
  const bank = TOPICS.get(id);
  if (!bank) throw new Error(`No topic bank for ${id}`);
  return bank;
}

// English words in lesson titles and conversation topics that point at a bank.
const LESSON_HINTS: readonly [TopicId, RegExp][] = [
  ['food', /\b(food|restaurant|meal|cook|menu|order|café|cafe|drink|breakfast|dinner|kitchen)/i],
  ['shopping', /\b(shop|buy|price|market|clothes|store|money|pay|cost)/i],
  ['travel', /\b(travel|trip|hotel|airport|station|direction|holiday|vacation|transport|ticket|tourist)/i],
  ['family', /\b(family|relative|parent|sibling|pet|home life)/i],
  ['business', /\b(work|job|office|meeting|interview|profession|business|career|colleague)/i],
  ['entertainment', /\b(film|movie|music|sport|hobby|hobbies|free time|book|game|leisure)/i],
  ['dating', /\b(date|dating|relationship|partner|love|romantic)/i],
  ['culture', /\b(culture|tradition|festival|art|history|custom|celebrat)/i],
  [
    'socializing',
    /\b(friend|party|invitation|plans|weekend|greet|neighbour|neighbor|classmate|introduc|meet)/i,
  ],
];

/** The topics of a lesson, most relevant first; 'daily' when nothing matches. */
export function lessonTopics(lesson: Pick<LessonContent, 'title' | 'conversationTopics'>): TopicId[] {
  const text = [lesson.title, ...lesson.conversationTopics].join(' ');
  const scored = LESSON_HINTS.map(([id, pattern]) => ({
    id,
    hits: text.match(new RegExp(pattern.source, 'gi'))?.length ?? 0,
  }));
  const found = scored
    .filter((topic) => topic.hits > 0)
    .sort((a, b) => b.hits - a.hits)
    .map((topic) => topic.id);
  return found.length > 0 ? found : ['daily'];
}

/** The learner's interests that have a bank, in their order; 'daily' when none do. */
export function interestTopics(interests: readonly string[]): TopicId[] {
  const ids = interests
    .map((interest) => fold(interest).trim())
    .filter((interest): interest is TopicId => (TOPIC_IDS as readonly string[]).includes(interest));
  return ids.length > 0 ? [...new Set(ids)] : ['daily'];
}

/** Topics whose keywords appear in a message. */
export function topicsMentioned(words: readonly string[]): TopicId[] {
  const found: TopicId[] = [];
  for (const bank of TOPICS.values()) {
    if (words.some((word) => bank.keywords.some((keyword) => word.startsWith(keyword)))) found.push(bank.id);
  }
  return found;
}
