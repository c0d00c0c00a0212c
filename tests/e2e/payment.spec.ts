import { expect, test, type Page } from '@playwright/test';
import { fillCredentials, newEmail, signUpViaApi } from './support/learner';

/** Fills the test-mode checkout's card form. */
async function payWith(page: Page, cardNumber: string, expiry = '12 / 34', cvc = '123') {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM / YY)').fill(expiry);
  await page.getByLabel('CVC').fill(cvc);
  await page.getByLabel('Name on card').fill('Ana Learner');
  await page.getByRole('button', { name: 'Start trial' }).click();
}

async function openCheckout(page: Page) {
  await page.goto('/payment');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/checkout\/cs_test_[0-9a-f]{24}$/);
}

test('a learner who finished onboarding subscribes monthly with 4242…, then lands on /dashboard', async ({
  page,
  browser,
}) => {
  const email = newEmail('pay');
  await page.goto('/register');
  // Onboarding answers kept in this browser: sign-in routing sends the learner to /payment (product.md#onboarding-flow).
  await page.evaluate(() => localStorage.setItem('onboardingData', JSON.stringify({ goals: ['travel'] })));
  await fillCredentials(page, email, 'secret123');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learn 100+ words in your first 7 days');
  await expect(page.getByTestId('price')).toHaveText('$7.99');
  for (const benefit of [
    'Evidence-based speaking curriculum',
    'Roleplays about your interests',
    'Progress data',
  ]) {
    await expect(page.getByText(benefit)).toBeVisible();
  }
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/checkout\/cs_test_/);
  await expect(page.getByText('7 days free', { exact: true })).toBeVisible();
  await payWith(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/payment\/success\?session_id=cs_test_/);
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(page.getByText(`An email confirmation has been sent to ${email}.`)).toBeVisible();
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const me = await (await page.request.get('/api/me')).json();
  expect(me.subscriptionStatus).toBe('trialing');

  // Signing in again (another browser, onboarding answers present) goes straight to /dashboard.
  const again = await browser.newPage();
  await again.goto('/register');
  await again.evaluate(() => localStorage.setItem('onboardingData', JSON.stringify({ goals: ['travel'] })));
  await fillCredentials(again, email, 'secret123');
  await again.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(again).toHaveURL(/\/dashboard$/);
  await again.close();
});

test('a declined card shows its message and stays on the checkout', async ({ page }) => {
  await signUpViaApi(page);
  await openCheckout(page);
  await payWith(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await expect(page).toHaveURL(/\/checkout\//);
  await payWith(page, '4242 4242 4242 4242', '01 / 24');
  await expect(page.getByRole('alert')).toHaveText("Your card's expiration date is in the past.");
  await page.getByRole('link', { name: 'Back to plans' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  expect((await (await page.request.get('/api/me')).json()).subscriptionStatus).toBe('none');
});

test('the annual toggle shows 79.99 per year and Save 17%', async ({ page }) => {
  await signUpViaApi(page);
  await page.request.patch('/api/me', { data: { displayName: 'Ana Ruiz' } });
  await page.goto('/payment');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Ana!');
  await expect(page.getByText('Start your 7-day free trial today.')).toBeVisible();
  const annual = page.getByRole('radio', { name: /Annual/ });
  await expect(page.getByText('Save 17%')).toBeVisible();
  await page.locator('label', { hasText: 'Annual' }).click();
  await expect(annual).toBeChecked();
  await expect(page.getByTestId('price')).toHaveText('$79.99');
  await expect(page.getByText('per year', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Subscribe to Annual Plan')).toBeVisible();
});

/** A date as the UI writes it: Intl's long date in the page's own time zone. */
const longDate = (page: Page, iso: string, language: string) =>
  page.evaluate(
    ([value, lang]) => new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(new Date(value as string)),
    [iso, language],
  );

test('cancelling the trial keeps it until the trial ends, says so, and Resume undoes it', async ({
  page,
}) => {
  await signUpViaApi(page);
  await openCheckout(page);
  await payWith(page, '4242424242424242');
  await expect(page).toHaveURL(/\/payment\/success/);
  const trialEndsAt: string = (await (await page.request.get('/api/me')).json()).trialEndsAt;
  const date = await longDate(page, trialEndsAt, 'en');
  await page.goto('/billing');
  await expect(page.getByText('Free trial', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(
    page.getByText(
      `Cancel your free trial? Your access continues until ${date}, when the trial ends, and nothing is charged.`,
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(page.getByText(`Your trial stays active until ${date}; it will not renew.`)).toBeVisible();
  // Still in the trial: nothing was taken away.
  await expect(page.getByText('Free trial', { exact: true })).toBeVisible();
  await expect(page.getByText('Access until', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
  expect(await (await page.request.get('/api/me')).json()).toMatchObject({
    subscriptionStatus: 'trialing',
    subscriptionCancelAtPeriodEnd: true,
  });

  // Settings says the same, and in Spanish with the date in Spanish.
  await page.goto('/settings');
  await expect(page.getByText(`Your trial stays active until ${date}; it will not renew.`)).toBeVisible();
  expect((await page.request.put('/api/me/settings', { data: { language: 'es' } })).ok()).toBe(true);
  await page.goto('/billing');
  const fecha = await longDate(page, trialEndsAt, 'es');
  await expect(
    page.getByText(`Tu prueba gratuita sigue activa hasta el ${fecha}; no se renovará.`),
  ).toBeVisible();
  await expect(page.getByText('Acceso hasta el', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Reanudar la suscripción' }).click();
  await expect(page.getByText('Tu suscripción se renovará con normalidad.')).toBeVisible();
  await expect(page.getByText('no se renovará', { exact: false })).toHaveCount(0);
  await expect(page.getByText('La prueba gratuita termina', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancelar la suscripción' })).toBeVisible();
  expect((await (await page.request.get('/api/me')).json()).subscriptionCancelAtPeriodEnd).toBe(false);
});

test('Resume in Settings undoes a cancellation', async ({ page }) => {
  await signUpViaApi(page);
  await openCheckout(page);
  await payWith(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/payment\/success/);
  expect((await page.request.post('/api/payments/subscription/cancel', { data: {} })).ok()).toBe(true);
  await page.goto('/settings');
  await expect(page.getByText('it will not renew', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Resume subscription' }).click();
  await expect(page.getByText(/^Free trial until /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resume subscription' })).toHaveCount(0);
});

test('/payment/success confirms nothing for a visitor, a learner who never paid, or a foreign session', async ({
  page,
  browser,
}) => {
  const visitor = await browser.newPage();
  await visitor.goto('/payment/success?session_id=cs_test_000000000000000000000000');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('No completed payment to show');
  await expect(visitor.getByText('Your 7-day free trial has started', { exact: false })).toHaveCount(0);
  await expect(visitor.getByRole('link', { name: 'Log in or sign up' })).toBeVisible();
  await visitor.close();

  await signUpViaApi(page);
  await page.goto('/payment/success');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No completed payment to show');
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
  // A session that was opened but never paid is not a completed checkout either.
  await openCheckout(page);
  const open = page.url().split('/').pop();
  await page.goto(`/payment/success?session_id=${open}`);
  await expect(page.getByText('Your payment is still being processed.', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toHaveCount(0);
});

test('a trialing learner on /payment sees the plan and a manage link, no Subscribe', async ({ page }) => {
  await signUpViaApi(page);
  await openCheckout(page);
  await payWith(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await page.goto('/payment');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Your subscription is active. Enjoy Charla!',
  );
  await expect(page.getByText('Free trial', { exact: true })).toBeVisible();
  await expect(page.getByText('Monthly Plan', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Subscribe' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Manage subscription' }).click();
  await expect(page).toHaveURL(/\/billing$/);
});

test('/payment/success and /help show the header and bottom navigation when signed in', async ({ page }) => {
  await signUpViaApi(page);
  await openCheckout(page);
  await payWith(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Charla' })).toBeVisible();
  await page.goto('/help');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Charla' })).toBeVisible();
});
