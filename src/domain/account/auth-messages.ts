/** Register screen catalogue (product.md#errors-account), keyed by the error code the API returns. */
export const REGISTER_MESSAGES = {
  'invalid-email': 'Please enter a valid email address.',
  'weak-password': 'Password should be at least 6 characters long.',
  'wrong-password': 'Incorrect password. Please try again or use "Forgot Password".',
  'user-not-found': 'No account found with this email. Please check your email address.',
  'account-exists-with-different-credential':
    'An account already exists with this email using a different sign-in method. Please try signing in with Google instead.',
} as const;

export const AUTH_FAILED = 'Authentication failed';
export const POST_AUTH_SETUP_FAILED = 'Failed to complete registration. Please try again.';
export const ACCOUNT_SETUP_FAILED = 'Failed to set up your account. Please try again.';
export const GOOGLE_REDIRECT_FAILED = 'Google sign-in failed. Please try again.';
export const GOOGLE_POPUP_BLOCKED = 'Please enable popups for this site to sign in with Google';
export const SIGN_IN_CANCELLED = 'Sign-in cancelled. Please try again.';
export const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured on this server.';
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';
export const TOO_MANY_EMAILS =
  'We already sent several emails to this address. Please wait an hour and try again.';
export const TOO_MANY_EMAILS_TODAY =
  'We already sent as many of these emails to this address as we send in a day. Please try again tomorrow.';

/** Password reset catalogue (product.md#errors-account). */
export const RESET_MESSAGES = {
  emptyEmail: 'Please enter your email address first',
  sent: 'Password reset email sent! Please check your inbox.',
  failed: 'Failed to send reset email',
  notFound: 'No account found with this email address',
  invalidEmail: 'Please enter a valid email address',
} as const;

/** product.md#errors-account: a known code shows its catalogue text, else the error's own message, else the generic one. */
export function registerErrorMessage(code: string | undefined, message?: string): string {
  if (code && code in REGISTER_MESSAGES) return REGISTER_MESSAGES[code as keyof typeof REGISTER_MESSAGES];
  return message && message.trim() !== '' ? message : AUTH_FAILED;
}

/** Maps the OAuth `error` query parameter of a failed redirect sign-in to the catalogue text. */
export function oauthRedirectErrorMessage(error: string): string {
  return /access_denied|cancel/i.test(error) ? SIGN_IN_CANCELLED : GOOGLE_REDIRECT_FAILED;
}
