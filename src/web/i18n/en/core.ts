/** English UI texts. Spec texts are copied character for character. */
export const core = {
  nav: {
    chat: 'Chat',
    lessons: 'Lessons',
    flashcards: 'Flashcards',
    settings: 'Settings',
    dashboard: 'Dashboard',
    main: 'Main',
  },
  /** The study plan as the dashboard and the quick start show it (the plan is made in onboarding). */
  studyPlan: {
    title: 'Your study plan',
    prompt: 'Answer a few questions to get a plan: a daily goal, topics you care about and where to start.',
    create: 'Create Your Study Plan',
    dailyGoal_one: 'Daily goal: {{count, number}} minute',
    dailyGoal_other: 'Daily goal: {{count, number}} minutes',
    topics: 'Focus topics',
    focus: 'Working on',
    nextLesson: 'Next lesson',
    allLessonsDone: 'Every lesson open to you is done.',
    edit: 'Change in Settings',
  },
  /**
   * Word categories the app itself writes (the glossary's parts of speech, the default, and the
   * topics the extraction prompt suggests); a learner's own category is shown as typed.
   */
  wordCategories: {
    general: 'general',
    noun: 'noun',
    verb: 'verb',
    adjective: 'adjective',
    adverb: 'adverb',
    pronoun: 'pronoun',
    preposition: 'preposition',
    conjunction: 'conjunction',
    determiner: 'determiner',
    number: 'number',
    interjection: 'interjection',
    phrase: 'phrase',
    food: 'food',
    travel: 'travel',
  },
  /** The Listen button on flashcards and in the word list: the word (and its example) read aloud. */
  listen: {
    button: 'Listen',
    named: 'Listen to “{{word}}”',
    unavailable: 'No Spanish voice is available on this device.',
    failed: 'The word could not be played just now. Please try again.',
  },
  common: {
    loading: 'Loading...',
    signOut: 'Sign Out',
    dismiss: 'Dismiss',
    backToSignIn: 'Back to sign in',
    unreachable: "Charla can't reach the server right now. Check your connection and try again.",
    retry: 'Try again',
  },
  register: {
    heading: 'Log in or sign up',
    intro: 'Use your email to sign in, or to create your Charla account if you are new.',
    email: 'Email',
    password: 'Password',
    passwordHint: 'At least 6 characters',
    rememberMe: 'Keep me signed in on this device',
    forgotPassword: 'Forgot Password',
    continue: 'Continue',
    processing: 'Processing...',
    or: 'or',
    google: 'Continue with Google',
    completing: 'Finishing sign-in...',
  },
  offline: {
    waiting_one: '1 review waiting to sync',
    waiting_other: '{{count, number}} reviews waiting to sync',
    syncing_one: 'Syncing 1 review...',
    syncing_other: 'Syncing {{count, number}} reviews...',
    synced_one: '1 offline review synced',
    synced_other: '{{count, number}} offline reviews synced',
  },
  reset: {
    heading: 'Choose a new password',
    newPassword: 'New password',
    submit: 'Save new password',
    saving: 'Saving...',
    done: 'Your password has been changed. You can now sign in.',
    missingToken: 'This reset link is incomplete. Please request a new one from the sign-in screen.',
  },
};
