import { expect, test } from '@playwright/test';
import { signUpViaApi } from './support/learner';

/**
 * The service worker turns a push message into the right notification, and a click
 * opens its screen. The push is delivered with the DevTools protocol, as a push service would.
 */
test('a push message becomes a notification whose click opens its screen', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL! });
  await signUpViaApi(page);
  await page.goto('/dashboard');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The worker controls pages loaded after it activated.
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((r) => !r.isDeleted);
      if (live) resolve(live.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const payload = {
    kind: 'daily-reminder',
    title: 'Time for your Spanish practice',
    body: 'You have 3 cards to review.',
    url: '/flashcards',
    tag: 'daily-reminder',
  };
  const deliver = async () =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(baseURL!).origin,
      registrationId: await registrationId,
      data: JSON.stringify(payload),
    });

  const shown = async () =>
    page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      return (await reg.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        data: n.data as unknown,
      }));
    });
  const expected = [
    { title: payload.title, body: payload.body, data: { url: '/flashcards', kind: 'daily-reminder' } },
  ];
  // A worker still starting up can miss a push; push services deliver again, and so do we.
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await deliver();
    try {
      await expect.poll(shown, { timeout: 5_000 }).toEqual(expected);
      break;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }

  // Click it: dispatch the notificationclick the browser would, inside the worker.
  const [worker] = context.serviceWorkers();
  expect(worker).toBeTruthy();
  await worker!.evaluate(async () => {
    const sw = self as unknown as ServiceWorkerGlobalScope;
    const [notification] = await sw.registration.getNotifications();
    sw.dispatchEvent(new NotificationEvent('notificationclick', { notification: notification! }));
  });
  await expect(page).toHaveURL(/\/flashcards$/);
  await expect.poll(shown).toEqual([]);
});

test('settings show the reminder channels and send a test reminder', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Reminder channels' })).toBeVisible();
  await expect(page.getByTestId('next-reminder')).toContainText('Next reminder:');
  // A new account's address is not verified yet: reminders do not go to it by email.
  await expect(page.getByTestId('reminder-email')).toHaveText(
    'Verify your email address to receive reminders by email (Account, above).',
  );
  await page.getByRole('button', { name: 'Send a test reminder' }).click();
  await expect(
    page.getByText(/Test reminder sent to 0 devices, not by email\. Verify your email/),
  ).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByTestId('next-reminder')).toContainText('Next reminder:');
});

test('turning daily reminders off takes "Next reminder" off the dashboard without a reload', async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto('/dashboard');
  await expect(page.getByTestId('next-reminder')).toContainText('Next reminder:');
  // The save is held until the learner is back on the dashboard: the copy fetched on the way
  // still says reminders are on, and only a refresh after the save can correct it.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/me/settings', async (route) => {
    if (route.request().method() === 'PUT') await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  const reminders = page.getByRole('switch', { name: 'Daily reminders' });
  await expect(reminders).toHaveAttribute('aria-checked', 'true');
  await reminders.click();
  await page.getByRole('link', { name: 'Charla' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('next-reminder')).toContainText('Next reminder:');
  release();
  await expect(page.getByTestId('next-reminder')).toHaveCount(0);
});
