// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { deferred, stubFetch } from '../../../../tests/support/web/fetch-stub';
import { aUser } from '../../../../tests/support/web/fixtures';
import { renderScreen } from '../../../../tests/support/web/render';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { OnboardingScreen } from './onboarding-screen';

// The six onboarding steps and their interludes, answered by clicks.
type User = ReturnType<typeof renderScreen>['user'];

/** Answers the step on screen with the fewest choices it accepts, then continues. */
async function answerStep(user: User) {
  const radios = screen.queryAllByRole('radio');
  if (radios[0]) await user.click(radios[0]);
  const boxes = screen.queryAllByRole('checkbox');
  for (const box of boxes.slice(0, 3)) await user.click(box);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

async function walkToSummary(user: User) {
  for (let guard = 0; guard < 12 && !screen.queryByRole('heading', { name: 'Your Study Plan' }); guard += 1)
    await answerStep(user);
  expect(screen.getByRole('heading', { name: 'Your Study Plan' })).toBeTruthy();
}

describe('OnboardingScreen', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('holds Continue until enough interests are chosen, and says how many more', async () => {
    stubFetch({ 'GET /api/session': () => ({ body: { user: null } }) });
    const { user } = renderScreen(<OnboardingScreen />);
    await screen.findByRole('heading', { name: 'Your Goals' });
    await answerStep(user);
    expect(screen.getByRole('heading', { name: 'Your Interests' })).toBeTruthy();
    const continueButton = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(continueButton.disabled).toBe(true);
    await user.click(screen.getAllByRole('checkbox')[0]!);
    expect(screen.getByText('Choose 2 more to continue.')).toBeTruthy();
    await user.click(screen.getAllByRole('checkbox')[1]!);
    await user.click(screen.getAllByRole('checkbox')[2]!);
    expect(continueButton.disabled).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Your Goals' })).toBeTruthy();
  });

  it('takes a visitor through every step to the plan, keeps the answers, and asks to sign up', async () => {
    stubFetch({ 'GET /api/session': () => ({ body: { user: null } }) });
    const { user } = renderScreen(<OnboardingScreen />);
    await screen.findByRole('heading', { name: 'Your Goals' });
    await walkToSummary(user);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.onboardingData) ?? '{}')).toHaveProperty('interests');
    await user.click(screen.getByRole('button', { name: 'Sign Up to Save Your Progress' }));
    expect(await screen.findByText('navigated to /register')).toBeTruthy();
  });

  it('saves a signed-in learner’s answers (buttons disabled meanwhile), then goes to payment', async () => {
    const reply = deferred();
    const api = stubFetch({
      'GET /api/session': () => ({ body: { user: aUser({ onboardingCompleted: false }) } }),
      'PUT /api/me/onboarding': () => reply.promise,
    });
    const { user } = renderScreen(<OnboardingScreen />);
    await screen.findByRole('heading', { name: 'Your Goals' });
    await walkToSummary(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up to Save Your Progress' }));
    expect((screen.getByRole('button', { name: 'Saving...' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Restart Onboarding' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    reply.resolve({ body: aUser() });
    expect(await screen.findByText('navigated to /payment')).toBeTruthy();
    expect(api.callsTo('PUT /api/me/onboarding')[0]?.body).toHaveProperty('onboardingData.interests');
    expect(localStorage.getItem(STORAGE_KEYS.onboardingData)).toBeNull();
  });
});
