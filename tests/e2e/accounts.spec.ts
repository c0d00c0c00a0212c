import { expect, test } from '@playwright/test';
import { GOOGLE_TEST_ACCOUNT } from './support/fake-google';
import { fillCredentials, newEmail, signUpViaApi } from './support/learner';

test('a new learner registers and lands on /quick-start', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Log in or sign up' })).toBeVisible();
  await fillCredentials(page, newEmail(), 'secret123');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/quick-start$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('a visitor opening /dashboard signs in and is taken back to /dashboard', async ({ page, browser }) => {
  const { email, password } = await signUpViaApi(page);
  const visitor = await browser.newPage();
  await visitor.goto('/dashboard');
  await expect(visitor).toHaveURL(/\/register$/);
  await fillCredentials(visitor, email, password);
  await visitor.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(visitor).toHaveURL(/\/dashboard$/);
  await visitor.close();
});

test('a wrong password shows the catalogue text', async ({ page, browser }) => {
  const { email } = await signUpViaApi(page);
  const visitor = await browser.newPage();
  await visitor.goto('/register');
  await fillCredentials(visitor, email, 'not-my-password');
  await visitor.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(visitor.getByRole('alert')).toHaveText(
    'Incorrect password. Please try again or use "Forgot Password".',
  );
  await expect(visitor.getByRole('button', { name: 'Continue', exact: true })).toBeEnabled();
  await visitor.close();
});

test('Forgot Password needs an email first, then sends the reset email', async ({ page, browser }) => {
  const { email } = await signUpViaApi(page);
  const visitor = await browser.newPage();
  await visitor.goto('/register');
  await visitor.getByRole('button', { name: 'Forgot Password' }).click();
  await expect(visitor.getByRole('alert')).toHaveText('Please enter your email address first');
  await visitor.getByLabel('Email').fill(email);
  await visitor.getByRole('button', { name: 'Forgot Password' }).click();
  await expect(visitor.getByRole('status')).toHaveText('Password reset email sent! Please check your inbox.');
  await visitor.close();
});

test('Forgot Password cannot be pressed while Continue is processing', async ({ page }) => {
  await page.goto('/register');
  // Hold the sign-in request so the processing state can be looked at.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/account/continue', async (route) => {
    await held;
    await route.continue();
  });
  await fillCredentials(page, newEmail('busy'), 'secret123');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Forgot Password' })).toBeDisabled();
  release();
  await expect(page).not.toHaveURL(/\/register$/);
});

test('signing out returns to /register and closes the session', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/register$/);
});

test('signing out clears every per-user key so the next account inherits nothing', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/onboarding');
  await page.getByRole('checkbox', { name: /^Work/ }).check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Interests' })).toBeVisible();
  await page.evaluate(() => {
    localStorage.setItem('quickStartMode', 'true');
    localStorage.setItem('quickStartProgress', '["mini-assessment"]');
    localStorage.setItem('charla_pending_conversations', '[]');
    // A device key: whether this device has a microphone is not the learner's, so it stays.
    localStorage.setItem('charla_chat_without_voice', '1');
  });
  expect(await page.evaluate(() => localStorage.getItem('onboardingData'))).not.toBeNull();

  await page.goto('/settings');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/register$/);
  const left = await page.evaluate(() => ({
    local: Object.keys(localStorage).filter(
      (key) => key !== 'charlaPreferences' && key !== 'charla_chat_without_voice',
    ),
    session: Object.keys(sessionStorage),
  }));
  expect(left).toEqual({ local: [], session: [] });
  expect(await page.evaluate(() => localStorage.getItem('charla_chat_without_voice'))).toBe('1');
});

test("a visitor's first load asks who is here once and logs no error", async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/api/me' || path === '/api/session') asked.push(path);
  });
  for (const path of ['/register', '/help', '/payment/success']) {
    asked.length = 0;
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(asked, path).toEqual(['/api/session']);
  }
  expect(errors).toEqual([]);
});

test('the Spanish sign-in screen shows catalogue messages in Spanish', async ({ page, browser }) => {
  const owner = await browser.newPage();
  const { email } = await signUpViaApi(owner);
  await owner.close();
  await page.goto('/register');
  await page.evaluate(() =>
    localStorage.setItem('charlaPreferences', JSON.stringify({ theme: 'light', language: 'es' })),
  );
  await page.reload();
  await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page.getByRole('alert')).toHaveText('Introduce primero tu dirección de correo');
  // The server's English catalogue text is shown in Spanish.
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('not-my-password');
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Contraseña incorrecta. Inténtalo de nuevo o usa «¿Olvidaste tu contraseña?».',
  );
});

test('unknown paths go to /register for visitors', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/register$/);
});

test('Google sign-in through the provider lands a new learner on /quick-start', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/quick-start$/, { timeout: 20_000 });
  const me = await page.request.get('/api/me');
  expect(me.ok()).toBe(true);
  expect((await me.json()).email).toBe(GOOGLE_TEST_ACCOUNT.email);
});

test('the Google "not configured" message goes once the learner types or another error shows', async ({
  page,
}) => {
  // This server has Google configured; the page is told it has not.
  await page.route('**/api/config', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), googleSignIn: false } });
  });
  await page.goto('/register');
  const notConfigured = page.getByText('Google sign-in is not configured on this server.');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(notConfigured).toBeVisible();
  await page.getByLabel('Email').fill('someone@example.com');
  await expect(notConfigured).toHaveCount(0);
  await page.getByLabel('Email').fill('');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(notConfigured).toBeVisible();
  // The browser flags the empty email field: the old message must not sit beside it.
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(notConfigured).toHaveCount(0);
  await page.getByRole('button', { name: 'Forgot Password' }).click();
  await expect(page.getByRole('alert')).toHaveCount(1);
});
