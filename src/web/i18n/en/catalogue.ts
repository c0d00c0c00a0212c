import {
  ACCOUNT_SETUP_FAILED,
  AUTH_FAILED,
  GOOGLE_NOT_CONFIGURED,
  GOOGLE_POPUP_BLOCKED,
  GOOGLE_REDIRECT_FAILED,
  POST_AUTH_SETUP_FAILED,
  REGISTER_MESSAGES,
  RESET_MESSAGES,
  SIGN_IN_CANCELLED,
  TOO_MANY_ATTEMPTS,
  TOO_MANY_EMAILS,
} from '../../../domain/account/auth-messages';
import {
  ALL_CAUGHT_UP,
  CONNECTION_FAILED,
  NO_OFFLINE_VOCABULARY,
  TRANSLATION_FAILED_UI,
  VOCABULARY_NOT_FOUND,
} from '../../../domain/error-messages';
import { PAYMENT_MESSAGES } from '../../../contracts/payments';

/**
 * The spec's error catalogue (product.md#errors, product.md#errors) in English, taken from the constants the
 * server and domain use, so a message arriving as English text can be shown in the UI language.
 */
export const catalogue = {
  register: {
    invalidEmail: REGISTER_MESSAGES['invalid-email'],
    weakPassword: REGISTER_MESSAGES['weak-password'],
    wrongPassword: REGISTER_MESSAGES['wrong-password'],
    userNotFound: REGISTER_MESSAGES['user-not-found'],
    otherCredential: REGISTER_MESSAGES['account-exists-with-different-credential'],
    authFailed: AUTH_FAILED,
    postAuthFailed: POST_AUTH_SETUP_FAILED,
    accountSetupFailed: ACCOUNT_SETUP_FAILED,
    googleRedirectFailed: GOOGLE_REDIRECT_FAILED,
    googlePopupBlocked: GOOGLE_POPUP_BLOCKED,
    signInCancelled: SIGN_IN_CANCELLED,
    googleNotConfigured: GOOGLE_NOT_CONFIGURED,
    tooManyAttempts: TOO_MANY_ATTEMPTS,
    tooManyEmails: TOO_MANY_EMAILS,
  },
  reset: {
    emptyEmail: RESET_MESSAGES.emptyEmail,
    sent: RESET_MESSAGES.sent,
    failed: RESET_MESSAGES.failed,
    notFound: RESET_MESSAGES.notFound,
    invalidEmail: RESET_MESSAGES.invalidEmail,
  },
  payment: {
    loginRequired: PAYMENT_MESSAGES.loginRequired,
    noCustomer: PAYMENT_MESSAGES.noCustomer,
    noCheckoutUrl: PAYMENT_MESSAGES.noCheckoutUrl,
    checkoutFailed: PAYMENT_MESSAGES.checkoutFailed,
  },
  other: {
    connectionFailed: CONNECTION_FAILED,
    translationFailed: TRANSLATION_FAILED_UI,
    vocabularyNotFound: VOCABULARY_NOT_FOUND,
    allCaughtUp: ALL_CAUGHT_UP,
    noOfflineVocabulary: NO_OFFLINE_VOCABULARY,
    signInRequired: 'Please sign in to continue.',
  },
};
