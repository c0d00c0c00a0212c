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
  common: { loading: 'Loading...', signOut: 'Sign Out', dismiss: 'Dismiss', backToSignIn: 'Back to sign in' },
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
  reset: {
    heading: 'Choose a new password',
    newPassword: 'New password',
    submit: 'Save new password',
    saving: 'Saving...',
    done: 'Your password has been changed. You can now sign in.',
    missingToken: 'This reset link is incomplete. Please request a new one from the sign-in screen.',
  },
};
