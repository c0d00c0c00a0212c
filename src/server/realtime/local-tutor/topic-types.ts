/** The local tutor's conversation material: one bank per interest (spec doc 1 §9 interests). */

export const TOPIC_IDS = [
  'food',
  'travel',
  'family',
  'business',
  'entertainment',
  'socializing',
  'culture',
  'dating',
  'shopping',
  'daily',
] as const;
export type TopicId = (typeof TOPIC_IDS)[number];

/** A question the tutor asks, with its own answer for when the learner asks "¿Y tú?". */
export interface TopicQuestion {
  q: string;
  a: string;
  /** A remembered fact the question needs, e.g. `city` for "¿Qué hay en {city}?". */
  needs?: string;
  /** The fact a short answer gives, e.g. `city` for "¿Dónde vives?" -> "En Sevilla". */
  expects?: string;
}

/** A word the tutor introduces (and sends to add_vocabulary) with its English meaning. */
export interface TopicWord {
  word: string;
  definition: string;
}

export interface TopicBank {
  id: TopicId;
  /** How the tutor names the topic in Spanish ("la comida"). */
  name: string;
  /** Accent-free lower-case stems that show a message is about this topic. */
  keywords: readonly string[];
  /** Short present-tense questions for A0–A1. */
  basic: readonly TopicQuestion[];
  /** Longer questions (past, future, opinions) for A2 and above. */
  richer: readonly TopicQuestion[];
  words: readonly TopicWord[];
}
