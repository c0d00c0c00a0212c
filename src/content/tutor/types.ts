/**
 * The built-in tutor's content types. Every sentence is a Line: Spanish with its English
 * translation, written together so the translation is exact. Slots in braces ({name}) appear in
 * both and are filled with checked material that carries its own translation.
 */
export interface Line {
  es: string;
  en: string;
}

export type Tier = 'basic' | 'richer';

/** A fact a short answer can give: the tutor remembers it with set_memory. */
export type FactKey = 'name' | 'city' | 'origin' | 'job' | 'age';

export interface TopicQuestion extends Line {
  id: string;
  /** The same idea said more simply, for "no entiendo" / "más despacio". */
  simple: Line;
  /** Sofía's own answer, for "¿y tú?". */
  answer: Line;
  tier: Tier;
  expects?: FactKey;
}

/** A reaction to a keyword the learner used: a small fact or an opinion of Sofía's. */
export interface TopicFact {
  keywords: readonly string[];
  line: Line;
}

export interface Topic {
  id: string;
  /** How the tutor names it: «la comida». */
  name: Line;
  /** Folded stems that show a message is about the topic. */
  keywords: readonly string[];
  questions: readonly TopicQuestion[];
  facts: readonly TopicFact[];
  /** Words the tutor may teach on this topic (add_vocabulary). */
  words: readonly { word: string; definition: string }[];
}
