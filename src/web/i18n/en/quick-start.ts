/** English texts of the quick start screens and the floating progress bar. Spec texts are copied exactly. */
export const quickStart = {
  welcome: {
    title: 'Welcome to Charla',
    subtitle: 'Tell us where you are starting from and we will set up your first few minutes.',
    question: 'How much Spanish do you know?',
    beginner: { label: 'Complete Beginner', description: 'I know little to no Spanish' },
    someExperience: { label: 'Some Experience', description: 'I know basic words and phrases' },
    promise: 'About 5-10 new words in your first session.',
  },
  journey: {
    title: 'Your Quick Journey',
    header: 'about {{count, number}} minutes to fluency',
    progress: '{{done}}/{{total}} steps completed',
    percent: '{{percent}}',
    stepProgress: '{{done}}/1 · {{percent}}',
    progressLabel: 'Quick start progress',
    inProgress: 'In Progress',
    completed: 'Completed',
    locked: 'Complete previous steps first',
    start: 'Start',
    review: 'Review',
    startJourney: 'Start Your Quick Journey',
    goToDashboard: 'Go to Your Dashboard',
    skip: 'Skip and explore on my own',
    stepNumber: 'Step {{number}}',
  },
  steps: {
    'mini-assessment': {
      title: 'Quick Spanish Check',
      duration: '30 seconds',
      description: 'Three quick questions to find your starting level.',
    },
    'first-conversation': {
      title: 'Your First Chat',
      duration: '3 minutes',
      description: 'A short, friendly conversation with your AI tutor.',
    },
    'vocabulary-review': {
      title: 'Review New Words',
      duration: '2 minutes',
      description: 'Lock in the words from your chat with flashcards.',
    },
  },
  bar: {
    label: 'Quick start',
    back: 'Back to quick start',
    stepDone: '{{title}}: completed',
    stepCurrent: '{{title}}: in progress',
    stepLocked: '{{title}}: not started',
  },
  saving: 'Saving...',
};
