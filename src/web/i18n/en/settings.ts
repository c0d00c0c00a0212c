/** English texts of the settings screens, the user menu and the support pages (owned by that feature). */
export const settings = {
  title: 'Settings',
  saving: 'Saving...',
  saved: 'Saved',
  account: {
    title: 'Account',
    email: 'Email',
    verified: 'Your email address is confirmed.',
    notVerified: 'Your email address is not confirmed yet.',
    sendVerification: 'Send verification email',
    sending: 'Sending...',
    verificationSent: 'We sent a confirmation link to {{email}}.',
    changePassword: 'Change password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    passwordHint: 'At least 6 characters',
    updatePassword: 'Update password',
    updating: 'Updating...',
    wrongPassword: 'Your current password is not correct.',
    passwordUpdated: 'Your password has been updated.',
    cancel: 'Cancel',
    proficiency: 'Proficiency Level',
    proficiencyValue: 'Current level: {{level}}',
    proficiencyNone: 'Not assessed yet',
    signOut: 'Sign Out',
  },
  learning: {
    title: 'Learning',
    dailyGoal: 'Daily goal',
    minutes: '{{count, number}} minutes',
    weeklyGoal: 'Weekly goal: {{minutes}} minutes',
    difficulty: 'Difficulty',
    difficulties: { easy: 'Easy', normal: 'Normal', hard: 'Hard', adaptive: 'Adaptive' },
    voiceSpeed: 'Voice speed',
    voiceSpeedHint: 'How fast the tutor speaks in conversations.',
    voiceSpeeds: { slow: 'Slow', normal: 'Normal', fast: 'Fast' },
    voiceInput: 'Speaking to the tutor',
    voiceInputHint:
      'Hold to talk: hold the button while you speak. Hands-free: press once, and the tutor answers when you pause (it waits longer at lower levels).',
    voiceInputs: { hold: 'Hold to talk', 'hands-free': 'Hands-free' },
    autoplay: 'Auto-play',
    autoplayHint: "Play the tutor's replies aloud as they arrive.",
    autoAdvance: 'Auto-advance after answering',
    autoAdvanceHint:
      'In the assessment, show the next question 2 seconds after each answer. Turn off to move on with a Next button when you are ready.',
    reviewUsedWords: 'Count words I use correctly as reviewed',
    reviewUsedWordsHint:
      'When a due word turns up correctly in your conversation, it counts as a Good review. Turn off to review every word on the flashcards only.',
    scheduler: 'Review scheduler',
    schedulerHint:
      'Classic grows each interval by a fixed table. FSRS predicts when you are about to forget each card from your review history.',
    schedulers: { classic: 'Classic', fsrs: 'FSRS' },
    desiredRetention: 'Desired retention',
    desiredRetentionHint:
      'How likely you want to be to remember a card when it comes back. Higher means more reviews.',
  },
  notifications: {
    title: 'Notifications',
    dailyReminders: 'Daily reminders',
    reminderTime: 'Reminder time',
    weeklyProgress: 'Weekly progress',
    achievements: 'Achievement notifications',
  },
  preferences: {
    title: 'App Preferences',
    theme: 'Theme',
    themes: { light: 'Light', dark: 'Dark' },
    language: 'Language',
    languages: { en: 'English', es: 'Español' },
    vibration: 'Vibration',
    vibrationHint: 'Vibrate on supported devices for feedback.',
  },
  subscription: {
    title: 'Subscription',
    status: {
      trialing: 'Free trial until {{date}}',
      active: 'Active subscription',
      past_due: 'Payment overdue: please update your card.',
      canceled: 'Your subscription has ended.',
      none: 'No subscription',
    },
    endsTrial: 'Your trial stays active until {{date}}; it will not renew.',
    ends: 'Your subscription stays active until {{date}}; it will not renew.',
    resume: 'Resume subscription',
    resumeFailed: 'Your subscription could not be resumed. Please try again.',
    manage: 'Manage Subscription',
    usage: 'Usage Statistics',
    failed: 'The billing page could not be opened. Please try again.',
  },
  support: {
    title: 'Support & Information',
    help: 'Help',
    contact: 'Contact',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
  },
  userMenu: {
    open: 'Account menu',
    avatar: 'Your profile picture',
    vocabulary: 'Vocabulary',
    stats: 'Stats',
    settings: 'Settings',
    logOut: 'Log out',
    loggedOut: 'Successfully logged out!',
  },
  pages: {
    back: 'Back',
    help: {
      title: 'Help',
      intro:
        'Charla helps English speakers learn Spanish by speaking it. Here is how the parts fit together.',
      items: [
        [
          'Chat',
          'Hold the microphone button (or the space bar) and speak Spanish with Sofía, your tutor. You can also type. Select any word in the conversation to see its translation and add it to your vocabulary.',
        ],
        [
          'Your tutor',
          'The line above the conversation says which tutor you are talking with. The practice tutor is built into Charla and is not an AI: it replies from written patterns, corrects common mistakes and teaches the lessons, but it understands a limited range of sentences. An AI tutor understands and answers freely. Which one you meet depends on the Charla service you use and, on some, on your subscription.',
        ],
        [
          'Flashcards',
          'Words from your conversations become flashcards. Rate each card Again, Hard, Good or Easy: spaced repetition brings it back just before you would forget it.',
        ],
        [
          'Lessons',
          'Lessons follow the CEFR levels from A0 to C2. Finishing a lesson unlocks the next ones; each lesson opens a conversation on its topic.',
        ],
        [
          'Assessment',
          'The proficiency assessment adapts to your answers and places you on a level. You can retake it once every 7 days.',
        ],
        [
          'Subscription',
          'Your plan starts with a 7-day free trial. Manage or cancel it any time from Settings, under Subscription.',
        ],
        [
          'Offline',
          'Without internet you can still review the flashcards saved on this device; your reviews sync when you are back online.',
        ],
      ],
    },
    contact: {
      title: 'Contact',
      intro: 'Most account questions can be solved right away in the app:',
      items: [
        ['Forgot your password?', 'Use Forgot Password on the sign-in page to get a reset link by email.'],
        ['Change your password or confirm your email', 'Go to Settings, Account.'],
        ['Billing, cancelling or changing plan', 'Go to Settings, Subscription, Manage Subscription.'],
        [
          'Something is not working',
          'Reload the page first; the app keeps your progress on our servers. If it persists, contact the team that runs this Charla site and describe what you did and what you saw.',
        ],
      ],
    },
    privacy: {
      title: 'Privacy Policy',
      intro: 'What Charla stores about you, and why.',
      items: [
        [
          'Account',
          'Your email address, a hashed password (or your Google account id and photo) and your settings, to sign you in and keep your preferences.',
        ],
        [
          'Learning data',
          'Your onboarding answers, vocabulary, reviews, lesson progress, assessment results and conversation summaries (the first 1000 characters of each transcript), to run the app and show your progress.',
        ],
        [
          'Voice',
          'Your voice is sent to the speech service while you talk with the tutor. Charla keeps the conversation summary, not the audio.',
        ],
        [
          'Payments',
          'Card details go to the payment provider, never to us; we keep the provider customer id and your subscription status.',
        ],
        [
          'Sharing',
          'Nothing is sold or shared for advertising. Service providers (speech, translation, payments, email) receive only what their task needs.',
        ],
        [
          'Your choices',
          'You can change your settings at any time. To delete your account and data, contact the team that runs this site.',
        ],
      ],
    },
    terms: {
      title: 'Terms of Service',
      intro: 'The short version of the rules for using Charla.',
      items: [
        [
          'The service',
          'Charla is a learning tool. The AI tutor can make mistakes; do not rely on it for medical, legal or other professional advice.',
        ],
        ['Your account', 'Keep your password private. You are responsible for what happens in your account.'],
        [
          'Subscription',
          'Plans cost 7.99 per month or 79.99 per year after a 7-day free trial. Cancel before the trial ends and you are not charged. A subscription renews until you cancel it.',
        ],
        ['Fair use', 'Do not misuse the service, try to break it, or use it to harm others.'],
        ['Changes', 'We may update the service and these terms; important changes are announced in the app.'],
      ],
    },
  },
};
