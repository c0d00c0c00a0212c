/**
 * Bench learners, made through the public API the way the app makes them: sign up, the
 * after-sign-in setup, then a handful of words (new words are due at once, so every learner
 * has cards to review).
 */
export interface BenchLearner {
  cookie: string;
  ids: string[];
}

const json = 'application/json';

async function post(url: string, body: unknown, cookie?: string): Promise<Response> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': json, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}: ${await response.text()}`);
  return response;
}

async function createLearner(base: string, index: number, words: number): Promise<BenchLearner> {
  const email = `bench-${Date.now().toString(36)}-${process.pid}-${index}@example.com`;
  const signUp = await post(`${base}/api/account/continue`, { email, password: 'bench-secret-1' });
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  await signUp.arrayBuffer();
  await (await post(`${base}/api/me/setup`, { timeZone: 'UTC' }, cookie)).arrayBuffer();
  const ids: string[] = [];
  for (let w = 0; w < words; w += 1) {
    const created = await post(
      `${base}/api/vocabulary`,
      { word: `palabra${w}`, translation: `word ${w}`, context: `Una frase con palabra${w}.` },
      cookie,
    );
    ids.push(((await created.json()) as { id: string }).id);
  }
  return { cookie, ids };
}

/** `count` learners with `words` cards each, `parallel` at a time. */
export async function createLearners(
  base: string,
  count: number,
  words: number,
  parallel = 8,
): Promise<BenchLearner[]> {
  const learners: BenchLearner[] = new Array(count);
  let next = 0;
  const lane = async () => {
    while (next < count) {
      const index = next++;
      learners[index] = await createLearner(base, index, words);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, count) }, lane));
  return learners;
}
