/** The local tutor's plan: which question comes next, and which new word to teach. */
import type { LessonContent } from '../../../content/lessons';
import type { Rng } from './rng';
import type { Tier } from './phrases';
import type { TopicId, TopicQuestion, TopicWord } from './topic-types';
import { interestTopics, lessonTopics, topicBank } from './topics';
import { fold } from './text';

/** Questions asked on one topic before moving to the next. */
const QUESTIONS_PER_TOPIC = 4;

export const NAME_QUESTION: TopicQuestion = { q: '¿Cómo te llamas?', a: 'Me llamo Sofía.' };

export interface Planner {
  readonly topic: TopicId;
  topicName(id?: TopicId): string;
  topics(): readonly TopicId[];
  /** The next question on the current topic, skipping ones that need an unknown fact. */
  nextQuestion(memory: Readonly<Record<string, string>>): TopicQuestion;
  /** Switches to a topic (the learner's interest) and returns its first question. */
  switchTo(id: TopicId, memory: Readonly<Record<string, string>>): TopicQuestion;
  /** A basic question of the current topic, for "no entiendo". */
  easierQuestion(memory: Readonly<Record<string, string>>): TopicQuestion;
  /** The next word not yet taught: a lesson word first, else one of the topic's words. */
  nextWord(): TopicWord | null;
  /** Marks a word as taught once the reply that introduces it is final. */
  markTaught(word: TopicWord): void;
}

function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng.next() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** Builds the plan from the lesson (its topics and words) or the learner's interests. */
export function createPlanner(input: {
  tier: Tier;
  interests: readonly string[];
  lesson: LessonContent | null;
  rng: Rng;
}): Planner {
  const { tier, lesson, rng } = input;
  const topicList = lesson ? lessonTopics(lesson) : shuffled(interestTopics(input.interests), rng);
  const asked = new Set<string>();
  const taught = new Set<string>();
  let index = 0;
  let askedHere = 0;
  const lessonWords: TopicWord[] = (lesson?.vocabulary ?? []).map((item) => ({
    word: item.spanish,
    definition: item.english,
  }));

  const current = (): TopicId => topicList[index % topicList.length] as TopicId;
  const usable = (question: TopicQuestion, memory: Readonly<Record<string, string>>) =>
    !asked.has(question.q) &&
    (!question.needs || Boolean(memory[question.needs])) &&
    // Don't ask what the tutor already knows ("¿Dónde vives?" once the city is remembered).
    !(question.expects && memory[question.expects]);
  const fill = (question: TopicQuestion, memory: Readonly<Record<string, string>>): TopicQuestion => {
    asked.add(question.q);
    const q = question.q.replace(/\{(\w+)\}/g, (_, key: string) => memory[key] ?? '');
    return { ...question, q };
  };

  function pickFrom(
    id: TopicId,
    memory: Readonly<Record<string, string>>,
    level: Tier,
  ): TopicQuestion | null {
    const bank = topicBank(id);
    const pool = level === 'basic' ? bank.basic : [...bank.richer, ...bank.basic];
    const open = pool.filter((question) => usable(question, memory));
    return open.length > 0 ? fill(rng.pick(open.slice(0, 2)), memory) : null;
  }

  return {
    get topic() {
      return current();
    },
    topicName: (id) => topicBank(id ?? current()).name,
    topics: () => topicList,
    nextQuestion(memory) {
      if (askedHere >= QUESTIONS_PER_TOPIC && topicList.length > 1) {
        index += 1;
        askedHere = 0;
      }
      // Try the current topic, then each other one, then everyday life; start over when all are used.
      for (const id of [...topicList.slice(index % topicList.length), ...topicList, 'daily' as const]) {
        const question = pickFrom(id, memory, tier);
        if (question) {
          if (id !== current()) index = Math.max(0, topicList.indexOf(id));
          askedHere += 1;
          return question;
        }
      }
      asked.clear();
      return pickFrom(current(), memory, tier) ?? NAME_QUESTION;
    },
    switchTo(id, memory) {
      const found = topicList.indexOf(id);
      index = found >= 0 ? found : index;
      askedHere = 1;
      return pickFrom(id, memory, tier) ?? pickFrom(id, memory, 'richer') ?? NAME_QUESTION;
    },
    easierQuestion(memory) {
      return pickFrom(current(), memory, 'basic') ?? this.nextQuestion(memory);
    },
    nextWord() {
      const pool = lessonWords.length > 0 ? lessonWords : topicBank(current()).words;
      return pool.find((candidate) => !taught.has(fold(candidate.word))) ?? null;
    },
    markTaught(word) {
      taught.add(fold(word.word));
    },
  };
}
