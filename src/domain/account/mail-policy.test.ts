import { describe, expect, it } from 'vitest';
import { MAIL_DAILY_CAP, MAIL_KINDS, VERIFY_TO_RECEIVE_EMAIL, mayMail } from './mail-policy';

describe('mayMail', () => {
  it('sends every kind of mail to a verified address', () => {
    for (const kind of MAIL_KINDS) expect(mayMail(kind, true)).toBe(true);
  });

  it('sends an unverified address only the verification link and the password reset', () => {
    expect(MAIL_KINDS.filter((kind) => mayMail(kind, false))).toEqual(['verification', 'password-reset']);
  });
});

describe('MAIL_DAILY_CAP', () => {
  it('caps each kind per recipient and day above what honest use sends', () => {
    expect(MAIL_DAILY_CAP).toEqual({
      verification: 10,
      'password-reset': 10,
      'daily-reminder': 2,
      'test-reminder': 10,
      'weekly-progress': 2,
      achievement: 6,
      'trial-ending': 2,
      'trial-converted': 2,
      'payment-confirmation': 3,
    });
  });
});

describe('VERIFY_TO_RECEIVE_EMAIL', () => {
  it('tells the learner to verify the address to get reminders by email', () => {
    expect(VERIFY_TO_RECEIVE_EMAIL).toBe('Verify your email address to receive reminders by email.');
  });
});
