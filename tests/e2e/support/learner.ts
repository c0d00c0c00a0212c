import { expect, type Page } from '@playwright/test';

let counter = 0;
export function newEmail(prefix = 'e2e'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** A signed-in learner made through the API (the browser context keeps the cookie). */
export async function signUpViaApi(
  page: Page,
  password = 'secret123',
): Promise<{ email: string; password: string }> {
  const email = newEmail('api');
  const response = await page.request.post('/api/account/continue', { data: { email, password } });
  expect(response.status()).toBe(201);
  const setup = await page.request.post('/api/me/setup', { data: { timeZone: 'UTC' } });
  expect(setup.ok()).toBe(true);
  return { email, password };
}

export async function fillCredentials(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
}
