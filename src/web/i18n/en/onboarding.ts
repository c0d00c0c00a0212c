import { LEVEL_OPTIONS } from '../../../domain/onboarding/options';

/** English texts of the onboarding screens (owned by that feature). Spec texts are copied exactly. */
export const onboarding = {
  stepOf: 'Step {{step}} of {{total}}',
  progressLabel: 'Onboarding progress',
  back: 'Back',
  continue: 'Continue',
  loading: 'Loading your answers...',
  selectedCount_one: '{{count}} selected',
  selectedCount_other: '{{count}} selected',
  steps: {
    1: { title: 'Your Goals', prompt: 'Why do you want to learn Spanish? Choose at least one.' },
    2: { title: 'Your Interests', prompt: 'What do you like to talk about? Choose at least 3.' },
    3: { title: 'Practice Commitment', prompt: 'How much time can you practise each day?' },
    4: { title: 'Challenges', prompt: 'What has made learning Spanish hard for you?' },
    5: { title: 'Your Level', prompt: 'How much Spanish do you know right now?' },
    6: { title: 'Your Plan', prompt: 'What do you most want to improve? Choose at least one.' },
  },
  needMore: 'Choose {{count}} more to continue.',
  interestsConfirm: {
    title: 'Your conversations will cover',
    locked: 'These topics are locked in for your plan.',
  },
  solution: { title: 'You can do this', howWeHelp: 'How Charla helps' },
  dailyMinutes_one: '{{count}} minute a day',
  dailyMinutes_other: '{{count}} minutes a day',
  summary: {
    subtitle: 'The plan we built from your answers',
    title: 'Your Study Plan',
    levelLabel: 'Level {{number}}: {{name}}',
    statsTitle: 'Plan stats',
    dailyMinutes: 'Minutes a day',
    weeklyMinutes: 'Minutes a week',
    wordsPerWeek: 'New words a week',
    motivation: 'Your motivation',
    goals: 'Your goals',
    topics: 'Topics',
    focus: 'Focus areas',
    none: 'Not chosen yet',
    signUp: 'Sign Up to Save Your Progress',
    continueToPayment: 'Continue to Payment',
    restart: 'Restart Onboarding',
    restartConfirm:
      'Are you sure you want to restart the onboarding process? Your previous selections will be lost.',
    saving: 'Saving...',
  },
  planLevels: {
    0: 'First Steps',
    1: 'Getting Started',
    2: 'Speak with Everyone',
    3: 'Express Yourself',
    4: 'Think in Spanish',
    5: 'Master Spanish',
    6: 'Native-Like Fluency',
  },
  options: {
    goals: {
      travel: { label: 'Travel', description: 'Get around, order food and meet people on your trips.' },
      work: { label: 'Work', description: 'Talk with colleagues, clients and partners who speak Spanish.' },
      social: { label: 'Social life', description: 'Make friends and join conversations in Spanish.' },
      personal: { label: 'Personal growth', description: 'Challenge yourself and keep your mind sharp.' },
      family: { label: 'Family', description: 'Connect with relatives, a partner or your heritage.' },
      other: { label: 'Other', description: 'You have your own reason, and that is a great one.' },
    },
    interests: {
      business: { label: 'Business', description: 'Meetings, emails, negotiations and small talk at work.' },
      travel: { label: 'Travel', description: 'Airports, hotels, directions and getting help on the road.' },
      entertainment: {
        label: 'Entertainment',
        description: 'Films, series, music and the stories they tell.',
      },
      socializing: { label: 'Socializing', description: 'Introductions, plans with friends and easy chat.' },
      culture: {
        label: 'Culture',
        description: 'Traditions, festivals, history and art of the Spanish-speaking world.',
      },
      dating: { label: 'Dating', description: 'Getting to know someone, compliments and planning a date.' },
      shopping: { label: 'Shopping', description: 'Sizes, prices, markets and asking for what you need.' },
      food: { label: 'Food', description: 'Menus, recipes, restaurants and talking about flavours.' },
      family: { label: 'Family', description: 'Relatives, home life and sharing family news.' },
    },
    dailyGoals: {
      casual: { label: 'Casual', description: '5 minutes a day: a light habit that fits anywhere.' },
      regular: { label: 'Regular', description: '10 minutes a day: steady, noticeable progress.' },
      serious: { label: 'Serious', description: '15 minutes a day: real conversations sooner.' },
      intense: { label: 'Intense', description: '20 minutes a day: the fastest route to fluency.' },
    },
    // The spec's level texts have one owner, the domain's option list.
    levels: Object.fromEntries(
      LEVEL_OPTIONS.map(({ id, label, description }) => [id, { label, description }]),
    ),
    obstacles: {
      time: {
        label: 'Not enough time',
        message: 'Busy schedules are the most common challenge, and short sessions still add up.',
        solution: 'Lessons and reviews take only a few minutes, so you can practise on a break or a commute.',
      },
      motivation: {
        label: 'Staying motivated',
        message: 'Motivation comes and goes for everyone; habits carry you through the quiet days.',
        solution:
          'Daily streaks, progress stats and conversations about your interests keep every session rewarding.',
      },
      practice: {
        label: 'No one to practise with',
        message: 'Speaking practice is hard to find, but you do not need a partner to start.',
        solution: 'Your AI tutor is ready to talk any time, as often as you like, without judgement.',
      },
      memory: {
        label: 'Forgetting new words',
        message: 'Forgetting is a normal part of learning, not a sign that you cannot do it.',
        solution: 'Spaced-repetition flashcards bring each word back just before you would forget it.',
      },
      nervous: {
        label: 'Nervous to speak',
        message: 'Feeling nervous means you care. Confidence grows with every sentence you say.',
        solution: 'Practise out loud with your tutor in a private, relaxed space before talking to people.',
      },
      difficulty: {
        label: 'Spanish feels hard',
        message:
          'Every learner hits hard moments; breaking the language into small steps makes it manageable.',
        solution: 'Lessons follow your level and build on what you already know, one small step at a time.',
      },
    },
    improvementGoals: {
      confidence: { label: 'Speaking confidence', description: 'Speak up without freezing or overthinking.' },
      pronunciation: { label: 'Pronunciation', description: 'Sound clear and natural to native speakers.' },
      vocabulary: { label: 'Vocabulary', description: 'Know the words you need for the topics you love.' },
      listening: { label: 'Listening', description: 'Follow native speakers at a natural pace.' },
      other: { label: 'Something else', description: 'Another skill that matters to you.' },
    },
  },
};
