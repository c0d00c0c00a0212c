import { randomBytes } from 'node:crypto';

/** Where the evaluation talks to the tutor: the app's address and a signed-in learner's cookie. */
export interface Target {
  url: string;
  cookie: string;
}

/** What the app says about its tutor (`GET /api/realtime/status`). */
export interface TutorStatus {
  upstream: string;
  model: string;
  ready: boolean;
  message: string;
}

/**
 * Signs a learner in through the public API (`POST /api/account/continue`, which also creates
 * the account when the email is new). Without credentials, a fresh learner of its own.
 */
export async function signIn(
  url: string,
  credentials?: { email: string; password: string },
): Promise<Target> {
  const email = credentials?.email ?? `tutor-eval-${Date.now().toString(36)}@example.com`;
  const password = credentials?.password ?? randomBytes(12).toString('hex');
  const response = await fetch(`${url}/api/account/continue`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(url).origin },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok)
    throw new Error(`signing in at ${url} failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error(`signing in at ${url} gave no session cookie`);
  return { url, cookie };
}

export async function tutorStatus(target: Target): Promise<TutorStatus> {
  const response = await fetch(`${target.url}/api/realtime/status`, { headers: { cookie: target.cookie } });
  if (!response.ok) throw new Error(`the tutor status at ${target.url} answered ${response.status}`);
  return (await response.json()) as TutorStatus;
}
