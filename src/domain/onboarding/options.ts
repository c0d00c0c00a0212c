/** Onboarding option lists (product.md#onboarding). Ids are the spec's; labels and texts are ours. */

export interface Option<Id extends string> {
  id: Id;
  label: string;
  description: string;
}

export const GOAL_IDS = ['travel', 'work', 'social', 'personal', 'family', 'other'] as const;
export type GoalId = (typeof GOAL_IDS)[number];

export const GOALS: readonly Option<GoalId>[] = [
  { id: 'travel', label: 'Travel', description: 'Get around, order food and meet people on your trips.' },
  { id: 'work', label: 'Work', description: 'Talk with colleagues, clients and partners who speak Spanish.' },
  { id: 'social', label: 'Social life', description: 'Make friends and join conversations in Spanish.' },
  { id: 'personal', label: 'Personal growth', description: 'Challenge yourself and keep your mind sharp.' },
  { id: 'family', label: 'Family', description: 'Connect with relatives, a partner or your heritage.' },
  { id: 'other', label: 'Other', description: 'You have your own reason, and that is a great one.' },
];

export const INTEREST_IDS = [
  'business',
  'travel',
  'entertainment',
  'socializing',
  'culture',
  'dating',
  'shopping',
  'food',
  'family',
] as const;
export type InterestId = (typeof INTEREST_IDS)[number];

export const INTERESTS: readonly Option<InterestId>[] = [
  {
    id: 'business',
    label: 'Business',
    description: 'Meetings, emails, negotiations and small talk at work.',
  },
  {
    id: 'travel',
    label: 'Travel',
    description: 'Airports, hotels, directions and getting help on the road.',
  },
  {
    id: 'entertainment',
    label: 'Entertainment',
    description: 'Films, series, music and the stories they tell.',
  },
  {
    id: 'socializing',
    label: 'Socializing',
    description: 'Introductions, plans with friends and easy chat.',
  },
  {
    id: 'culture',
    label: 'Culture',
    description: 'Traditions, festivals, history and art of the Spanish-speaking world.',
  },
  { id: 'dating', label: 'Dating', description: 'Getting to know someone, compliments and planning a date.' },
  { id: 'shopping', label: 'Shopping', description: 'Sizes, prices, markets and asking for what you need.' },
  { id: 'food', label: 'Food', description: 'Menus, recipes, restaurants and talking about flavours.' },
  { id: 'family', label: 'Family', description: 'Relatives, home life and sharing family news.' },
];

export const DAILY_GOAL_IDS = ['casual', 'regular', 'serious', 'intense'] as const;
export type DailyGoalId = (typeof DAILY_GOAL_IDS)[number];

export interface DailyGoalOption extends Option<DailyGoalId> {
  minutes: 5 | 10 | 15 | 20;
}

export const DAILY_GOALS: readonly DailyGoalOption[] = [
  {
    id: 'casual',
    minutes: 5,
    label: 'Casual',
    description: '5 minutes a day: a light habit that fits anywhere.',
  },
  {
    id: 'regular',
    minutes: 10,
    label: 'Regular',
    description: '10 minutes a day: steady, noticeable progress.',
  },
  {
    id: 'serious',
    minutes: 15,
    label: 'Serious',
    description: '15 minutes a day: real conversations sooner.',
  },
  {
    id: 'intense',
    minutes: 20,
    label: 'Intense',
    description: '20 minutes a day: the fastest route to fluency.',
  },
];

export const LEVEL_OPTION_IDS = ['a0', 'a1', 'a2', 'b1', 'b2', 'c1', 'c2'] as const;
export type LevelOptionId = (typeof LEVEL_OPTION_IDS)[number];

/** Level names of the plan screen, indexed 0–6 (product.md#onboarding). */
export const PLAN_LEVEL_NAMES = [
  'First Steps',
  'Getting Started',
  'Speak with Everyone',
  'Express Yourself',
  'Think in Spanish',
  'Master Spanish',
  'Native-Like Fluency',
] as const;

export const OBSTACLE_IDS = ['time', 'motivation', 'practice', 'memory', 'nervous', 'difficulty'] as const;
export type ObstacleId = (typeof OBSTACLE_IDS)[number];

export interface ObstacleOption {
  id: ObstacleId;
  label: string;
  /** Shown first on the solution screen (product.md#quick-start step 4). */
  message: string;
  solution: string;
}

export const OBSTACLES: readonly ObstacleOption[] = [
  {
    id: 'time',
    label: 'Not enough time',
    message: 'Busy schedules are the most common challenge, and short sessions still add up.',
    solution: 'Lessons and reviews take only a few minutes, so you can practise on a break or a commute.',
  },
  {
    id: 'motivation',
    label: 'Staying motivated',
    message: 'Motivation comes and goes for everyone; habits carry you through the quiet days.',
    solution:
      'Daily streaks, progress stats and conversations about your interests keep every session rewarding.',
  },
  {
    id: 'practice',
    label: 'No one to practise with',
    message: 'Speaking practice is hard to find, but you do not need a partner to start.',
    solution: 'Your AI tutor is ready to talk any time, as often as you like, without judgement.',
  },
  {
    id: 'memory',
    label: 'Forgetting new words',
    message: 'Forgetting is a normal part of learning, not a sign that you cannot do it.',
    solution: 'Spaced-repetition flashcards bring each word back just before you would forget it.',
  },
  {
    id: 'nervous',
    label: 'Nervous to speak',
    message: 'Feeling nervous means you care. Confidence grows with every sentence you say.',
    solution: 'Practise out loud with your tutor in a private, relaxed space before talking to people.',
  },
  {
    id: 'difficulty',
    label: 'Spanish feels hard',
    message: 'Every learner hits hard moments; breaking the language into small steps makes it manageable.',
    solution: 'Lessons follow your level and build on what you already know, one small step at a time.',
  },
];

export const IMPROVEMENT_GOAL_IDS = [
  'confidence',
  'pronunciation',
  'vocabulary',
  'listening',
  'other',
] as const;
export type ImprovementGoalId = (typeof IMPROVEMENT_GOAL_IDS)[number];

export const IMPROVEMENT_GOALS: readonly Option<ImprovementGoalId>[] = [
  {
    id: 'confidence',
    label: 'Speaking confidence',
    description: 'Speak up without freezing or overthinking.',
  },
  { id: 'pronunciation', label: 'Pronunciation', description: 'Sound clear and natural to native speakers.' },
  { id: 'vocabulary', label: 'Vocabulary', description: 'Know the words you need for the topics you love.' },
  { id: 'listening', label: 'Listening', description: 'Follow native speakers at a natural pace.' },
  { id: 'other', label: 'Something else', description: 'Another skill that matters to you.' },
];

/** The label of an option id, or the id itself when it is not in the list (old stored data). */
export function labelOf<Id extends string>(options: readonly { id: Id; label: string }[], id: Id): string {
  return options.find((o) => o.id === id)?.label ?? id;
}
