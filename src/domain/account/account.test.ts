import { describe, expect, it } from 'vitest';
import { registerErrorMessage, oauthRedirectErrorMessage, AUTH_FAILED } from './auth-messages';
import { routeAfterSignIn, isSubscribed } from './sign-in-routing';
import { backoffDelays, missingDefaults } from './user-document';

describe('routing after sign-in (product.md#sign-in)', () => {
  it.each([
    ['active', false, '/dashboard'],
    ['trialing', true, '/dashboard'],
    ['none', true, '/payment'],
    ['canceled', true, '/payment'],
    ['past_due', false, '/quick-start'],
    ['none', false, '/quick-start'],
    [null, false, '/quick-start'],
  ] as const)('status %s, onboarding data %s -> %s', (subscriptionStatus, hasOnboardingData, route) => {
    expect(routeAfterSignIn({ subscriptionStatus, hasOnboardingData })).toBe(route);
  });

  it('counts only active and trialing as subscribed', () => {
    expect(['active', 'trialing', 'none', 'past_due', 'canceled'].map(isSubscribed)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('user document repair (product.md#account)', () => {
  it('fills only the missing defaults', () => {
    expect(missingDefaults({ onboardingCompleted: true, learningStreak: null })).toEqual({
      assessmentCompleted: false,
      learningStreak: 0,
      vocabularyReviewsDue: 0,
    });
    expect(
      missingDefaults({
        onboardingCompleted: true,
        assessmentCompleted: true,
        learningStreak: 4,
        vocabularyReviewsDue: 2,
      }),
    ).toEqual({});
  });

  it('backs off 1000, 2000, 4000 ms over 3 retries (product.md#limits)', () => {
    expect(backoffDelays()).toEqual([1000, 2000, 4000]);
    expect(backoffDelays(2, 500)).toEqual([500, 1000]);
  });
});

describe('register catalogue (product.md#errors-account)', () => {
  it.each([
    ['invalid-email', 'Please enter a valid email address.'],
    ['weak-password', 'Password should be at least 6 characters long.'],
    ['wrong-password', 'Incorrect password. Please try again or use "Forgot Password".'],
    ['user-not-found', 'No account found with this email. Please check your email address.'],
  ])('%s -> %s', (code, text) => {
    expect(registerErrorMessage(code)).toBe(text);
  });

  it('falls back to the error message, then to Authentication failed', () => {
    expect(registerErrorMessage('other', 'Server exploded')).toBe('Server exploded');
    expect(registerErrorMessage(undefined, '')).toBe(AUTH_FAILED);
    expect(registerErrorMessage('other')).toBe(AUTH_FAILED);
    expect(registerErrorMessage('other', '   ')).toBe(AUTH_FAILED);
  });

  it('maps redirect errors', () => {
    expect(oauthRedirectErrorMessage('access_denied')).toBe('Sign-in cancelled. Please try again.');
    expect(oauthRedirectErrorMessage('invalid_code')).toBe('Google sign-in failed. Please try again.');
  });
});
