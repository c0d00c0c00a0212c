/**
 * Which question comes next: the learner's name first, then the topics of the lesson or of the
 * learner's interests, a few "about you" questions in between, never the same question twice.
 */
import type { LessonContent } from '../content/lessons';
import { ABOUT_YOU, INTEREST_TOPIC, LESSON_TOPIC_HINTS, TOPICS } from '../content/tutor/topics';
import type { Tier, Topic, TopicQuestion } from '../content/tutor/types';
import type { Rng } from './rng';

const QUESTIONS_PER_TOPIC = 3;
const BY_ID = new Map(TOPICS.map((topic) => [topic.id, topic]));

function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng.next() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** Topic ids for a lesson (from its English title and conversation topics), most relevant first. */
export function lessonTopicIds(lesson: Pick<LessonContent, 'title' | 'conversationTopics'>): string[] {
  const text = [lesson.title, ...lesson.conversationTopics].join(' ');
  const scored = LESSON_TOPIC_HINTS.map(([id, pattern]) => ({
    id,
    hits: text.match(new RegExp(pattern.source, 'gi'))?.length ?? 0,
  }));
  const found = scored
    .filter((s) => s.hits > 0)
    .sort((a, b) => b.hits - a.hits)
    .map((s) => s.id);
  return found.length > 0 ? found : ['daily'];
}

export interface Planner {
  topic(): Topic;
  /** The next question, or null when every question has been asked. */
  next(memory: Readonly<Record<string, string>>): TopicQuestion | null;
  /** Topics whose keywords appear in the learner's folded words. */
  mentioned(words: readonly string[]): Topic[];
  /** Moves to a topic the learner brought up (their interest). */
  switchTo(topic: Topic): void;
  /** A word of the given topic (else the current one) not yet taught, picked at random. */
  nextWord(topic?: Topic): { word: string; definition: string } | null;
  markTaught(word: string): void;
}

export function createPlanner(input: {
  tier: Tier;
  interests: readonly string[];
  lesson: LessonContent | null;
  rng: Rng;
}): Planner {
  const ids = input.lesson
    ? lessonTopicIds(input.lesson)
    : shuffled(
        [...new Set(input.interests.map((i) => INTEREST_TOPIC[i]).filter((id): id is string => Boolean(id)))],
        input.rng,
      );
  const order = [
    ...ids,
    ...shuffled(
      TOPICS.map((t) => t.id).filter((id) => !ids.includes(id) && id !== 'daily'),
      input.rng,
    ),
    'daily',
  ];
  const topics = [...new Set(order)].map((id) => BY_ID.get(id)).filter((t): t is Topic => Boolean(t));
  if (ids.length === 0) topics.unshift(BY_ID.get('daily') as Topic);
  const asked = new Set<string>();
  const taught = new Set<string>();
  let index = 0;
  let askedHere = 0;
  let turns = 0;

  const usable = (question: TopicQuestion, memory: Readonly<Record<string, string>>) =>
    !asked.has(question.es) &&
    !(question.expects && memory[question.expects]) &&
    (input.tier === 'richer' || question.tier === 'basic');

  function from(topic: Topic, memory: Readonly<Record<string, string>>): TopicQuestion | null {
    const open = topic.questions.filter((q) => usable(q, memory));
    // Richer learners get the richer questions first; the first two are shuffled for variety.
    const ranked =
      input.tier === 'richer'
        ? [...open.filter((q) => q.tier === 'richer'), ...open.filter((q) => q.tier === 'basic')]
        : open;
    const picked = ranked.length > 0 ? input.rng.pick(ranked.slice(0, 2)) : null;
    if (picked) asked.add(picked.es);
    return picked;
  }

  return {
    topic: () => topics[index % topics.length] as Topic,
    next(memory) {
      turns += 1;
      if (!memory.name) {
        const name = ABOUT_YOU.questions[0] as TopicQuestion;
        if (!asked.has(name.es)) return (asked.add(name.es), name);
      }
      // Every third question gets to know the learner, while facts are missing.
      if (turns % 3 === 0) {
        const personal = from(ABOUT_YOU, memory);
        if (personal) return personal;
      }
      for (let tried = 0; tried < topics.length; tried += 1) {
        if (askedHere >= QUESTIONS_PER_TOPIC) {
          index += 1;
          askedHere = 0;
        }
        const question = from(topics[index % topics.length] as Topic, memory);
        if (question) {
          askedHere += 1;
          return question;
        }
        askedHere = QUESTIONS_PER_TOPIC;
      }
      return from(ABOUT_YOU, memory);
    },
    mentioned(words) {
      return TOPICS.filter((topic) =>
        words.some((word) => topic.keywords.some((k) => word === k || (k.length >= 4 && word.startsWith(k)))),
      );
    },
    switchTo(topic) {
      const at = topics.indexOf(topic);
      if (at >= 0 && at !== index % topics.length) {
        index = at;
        askedHere = 0;
      }
    },
    nextWord(topic) {
      // Random, so no session starts with the same word.
      const fresh = (topic ?? this.topic()).words.filter((w) => !taught.has(w.word));
      return fresh[Math.floor(input.rng.next() * fresh.length)] ?? null;
    },
    markTaught(word) {
      taught.add(word);
    },
  };
}
